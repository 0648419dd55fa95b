import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeMsg91, fakeWhatsApp } from "../../../test/fake-providers.ts";
import { call, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createOrder, createShopper, orderIdOf, orderPayload, prepareVariants } from "../../../test/orders.ts";
import { loadConfig } from "../../config.ts";
import { messageSends } from "../../db/schema/index.ts";
import { Msg91SmsSender, SmsError } from "../../lib/sms.ts";
import { WhatsAppCloudClient } from "../../lib/whatsapp.ts";
import { DltCheckedSmsSender, findSend, sendWhatsAppTemplate } from "./index.ts";

const msg91 = fakeMsg91();
const meta = fakeWhatsApp();
const WEBHOOK_TOKEN = "msg91-report-token-0123456789";
const APP_SECRET = "whatsapp-app-secret";
let msg91Url: string;
let metaUrl: string;
let t: TestApp;

beforeAll(async () => {
	msg91Url = await msg91.start();
	metaUrl = await meta.start();
	t = await createTestApp({
		seeded: true,
		env: {
			SMS_PROVIDER: "msg91",
			MSG91_AUTH_KEY: "msg91-auth-key",
			MSG91_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
			MSG91_BASE_URL: msg91Url,
			WHATSAPP_PROVIDER: "cloud",
			WHATSAPP_TOKEN: "meta-token",
			WHATSAPP_PHONE_NUMBER_ID: "1098765432",
			WHATSAPP_APP_SECRET: APP_SECRET,
			WHATSAPP_VERIFY_TOKEN: "verify-me",
			WHATSAPP_BASE_URL: metaUrl,
		},
	});
});
afterAll(async () => {
	await t?.close();
	await msg91.stop();
	await meta.stop();
});

const sendOf = async (providerMessageId: string) =>
	(await t.app.db.select().from(messageSends).where(eq(messageSends.providerMessageId, providerMessageId)))[0];

describe("MSG91 (issue 26 item 2)", () => {
	it("sends an order's SMS as its DLT template by the Flow API, and takes its delivery report by the secret URL", async () => {
		const [variant] = await prepareVariants(t.database, [{ price: 300_00, stock: 5 }]);
		if (!variant) throw new Error("no variant");
		const shopper = await createShopper(t.database);
		const orderId = orderIdOf(
			(await createOrder(t.app, shopper.auth, orderPayload(shopper.addressId, [{ variant, quantity: 1 }]))).body,
		);
		await expect.poll(() => msg91.acted.length).toBe(1);
		const request = msg91.requests.at(-1);
		expect(request?.url).toBe("/api/v5/flow");
		expect(request?.headers.authkey).toBe("msg91-auth-key");
		expect(request?.body).toMatchObject({
			template_id: expect.stringMatching(/^\d{19}$/),
			sender: "PITARA",
			recipients: [{ mobiles: `91${shopper.phone}`, VAR1: String(orderId) }],
		});
		await expect.poll(async () => (await sendOf("req-id-1"))?.status).toBe("sent");

		const report = (token: string, status: string) =>
			call(t.app, {
				method: "POST",
				url: `/api/webhooks/msg91/${token}`,
				payload: { requestId: "req-id-1", number: `91${shopper.phone}`, status, desc: "DELIVERED" },
			});
		expect((await report("not-the-token-at-all-000000", "1")).status).toBe(401);
		expect((await sendOf("req-id-1"))?.status).toBe("sent");
		expect((await report(WEBHOOK_TOKEN, "1")).status).toBe(200);
		expect((await sendOf("req-id-1"))?.status).toBe("delivered");
	});

	it("a retry after a 500 sends once; a retry after a timeout that acted never sends twice", async () => {
		const sender = new DltCheckedSmsSender(
			new Msg91SmsSender("msg91-auth-key", msg91Url, 300),
			() => t.app.db,
			() => t.app.log,
		);
		const text = "Pitara: your order #4242 has been shipped and is on its way.";
		const before = msg91.acted.length;

		msg91.mode = "500";
		const refused = await sender.send("9000000271", text, { idempotencyKey: "retry-500" }).catch((error) => error);
		expect(refused).toBeInstanceOf(SmsError);
		expect((refused as SmsError).notSent).toBe(true);
		expect(await findSend(t.app.db, "retry-500")).toBeUndefined();
		msg91.mode = "ok";
		await sender.send("9000000271", text, { idempotencyKey: "retry-500" });
		await sender.send("9000000271", text, { idempotencyKey: "retry-500" });
		expect(msg91.acted.length).toBe(before + 1);
		expect((await findSend(t.app.db, "retry-500"))?.status).toBe("sent");

		msg91.mode = "hang-after-acting";
		await expect(sender.send("9000000272", text, { idempotencyKey: "retry-timeout" })).rejects.toBeInstanceOf(SmsError);
		expect(msg91.acted.length).toBe(before + 2);
		msg91.mode = "ok";
		const requests = msg91.requests.length;
		await sender.send("9000000272", text, { idempotencyKey: "retry-timeout" });
		expect(msg91.requests.length).toBe(requests);
		expect(msg91.acted.length).toBe(before + 2);
		expect((await findSend(t.app.db, "retry-timeout"))?.status).toBe("unconfirmed");
	});
});

describe("WhatsApp Cloud API (issue 26 item 2)", () => {
	it("sends an event's approved template with its parameters, once per message", async () => {
		if (!t.app.whatsapp) throw new Error("WhatsApp not configured");
		const message = {
			to: "9876543210",
			templateKey: "order-shipped",
			values: ["5151"],
			idempotencyKey: "wa-order-5151",
		};
		expect(await sendWhatsAppTemplate(t.app.db, t.app.log, t.app.whatsapp, message)).toBe("sent");
		expect(await sendWhatsAppTemplate(t.app.db, t.app.log, t.app.whatsapp, message)).toBe("already-sent");
		expect(meta.acted).toHaveLength(1);
		const request = meta.requests.at(-1);
		expect(request?.url).toBe("/v21.0/1098765432/messages");
		expect(request?.headers.authorization).toBe("Bearer meta-token");
		expect(request?.body).toEqual({
			messaging_product: "whatsapp",
			recipient_type: "individual",
			to: "919876543210",
			type: "template",
			template: {
				name: "order_shipped",
				language: { code: "en" },
				components: [{ type: "body", parameters: [{ type: "text", text: "5151" }] }],
			},
		});
		expect((await findSend(t.app.db, "wa-order-5151"))?.providerMessageId).toBe("wamid.id-1");

		// acted, then no answer: the retry does not send again
		const slow = new WhatsAppCloudClient("meta-token", "1098765432", metaUrl, 300);
		meta.mode = "hang-after-acting";
		const again = { ...message, idempotencyKey: "wa-order-5152", values: ["5152"] };
		await expect(sendWhatsAppTemplate(t.app.db, t.app.log, slow, again)).rejects.toBeInstanceOf(SmsError);
		meta.mode = "ok";
		expect(await sendWhatsAppTemplate(t.app.db, t.app.log, slow, again)).toBe("unconfirmed");
		expect(meta.acted).toHaveLength(2);
		expect(meta.requests).toHaveLength(2);
	});

	it("answers the webhook handshake only with the verify token", async () => {
		const handshake = (token: string) =>
			call(t.app, {
				method: "GET",
				url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
			});
		const good = await handshake("verify-me");
		expect(good.status).toBe(200);
		expect(good.response.body).toBe("1158201444");
		expect((await handshake("guess")).status).toBe(403);
	});

	it("takes a status signed with the app secret; a forged signature is 401 and changes nothing", async () => {
		const body = JSON.stringify({
			object: "whatsapp_business_account",
			entry: [
				{
					id: "102290129340398",
					changes: [
						{
							field: "messages",
							value: {
								messaging_product: "whatsapp",
								metadata: { phone_number_id: "1098765432" },
								statuses: [{ id: "wamid.id-1", status: "read", timestamp: "1750263773", recipient_id: "919876543210" }],
							},
						},
					],
				},
			],
		});
		const post = (signature: string) =>
			t.app.inject({
				method: "POST",
				url: "/api/webhooks/whatsapp",
				headers: { "content-type": "application/json", "x-hub-signature-256": signature },
				payload: body,
			});
		const forged = await post(`sha256=${createHmac("sha256", "not-the-secret").update(body).digest("hex")}`);
		expect(forged.statusCode).toBe(401);
		expect((await findSend(t.app.db, "wa-order-5151"))?.status).toBe("sent");
		expect((await post("")).statusCode).toBe(401);
		const signed = await post(`sha256=${createHmac("sha256", APP_SECRET).update(body).digest("hex")}`);
		expect(signed.statusCode).toBe(200);
		expect((await findSend(t.app.db, "wa-order-5151"))?.status).toBe("read");
	});
});

describe("provider configuration", () => {
	it("refuses to start with a provider selected but a key missing, naming the variable", () => {
		expect(() =>
			loadConfig({ NODE_ENV: "production", SMS_PROVIDER: "msg91", MSG91_WEBHOOK_TOKEN: WEBHOOK_TOKEN }),
		).toThrow(/MSG91_AUTH_KEY is required when SMS_PROVIDER=msg91/);
		expect(() =>
			loadConfig({
				NODE_ENV: "production",
				WHATSAPP_PROVIDER: "cloud",
				WHATSAPP_TOKEN: "x",
				WHATSAPP_PHONE_NUMBER_ID: "123456",
			}),
		).toThrow(/WHATSAPP_APP_SECRET is required when WHATSAPP_PROVIDER=cloud[\s\S]*WHATSAPP_VERIFY_TOKEN/);
	});
});
