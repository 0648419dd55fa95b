import { createHmac } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeMsg91, fakeWhatsApp } from "../../../test/fake-providers.ts";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import {
	addressOf,
	createOrder,
	createShopper,
	orderIdOf,
	orderPayload,
	prepareVariants,
} from "../../../test/orders.ts";
import { queryRows } from "../../db/client.ts";
import { messageConsents, outbox, stockAlerts } from "../../db/schema/index.ts";
import { findUserByPhone } from "../accounts/index.ts";
import { emit, type ShopperMessage, transaction } from "../events/index.ts";
import {
	dispatchMessage,
	FALLBACK_AFTER_MS,
	type MessageDeps,
	messageCatalogue,
	quietUntil,
	recordConsent,
	sendFallback,
	subscribeToStock,
} from "./index.ts";

/**
 * Channels, fallback, consent, quiet hours and "Notify me" (issue 26 items 3–5, decision 049), against the
 * fake MSG91 and WhatsApp Cloud servers, which fail on command.
 */
const msg91 = fakeMsg91();
const meta = fakeWhatsApp();
const APP_SECRET = "whatsapp-app-secret";
const TOKEN = "msg91-report-token-0123456789";
let t: TestApp;

beforeAll(async () => {
	const [msg91Url, metaUrl] = [await msg91.start(), await meta.start()];
	t = await createTestApp({
		seeded: true,
		env: {
			SMS_PROVIDER: "msg91",
			MSG91_AUTH_KEY: "msg91-auth-key",
			MSG91_WEBHOOK_TOKEN: TOKEN,
			MSG91_BASE_URL: msg91Url,
			WHATSAPP_PROVIDER: "cloud",
			WHATSAPP_TOKEN: "meta-token",
			WHATSAPP_PHONE_NUMBER_ID: "1098765432",
			WHATSAPP_APP_SECRET: APP_SECRET,
			WHATSAPP_VERIFY_TOKEN: "verify-me",
			WHATSAPP_BASE_URL: metaUrl,
			PUBLIC_URL: "https://pitara.in",
			// the runner's messages do not wait for the clock; quiet hours are tested with a set time below
			MESSAGE_QUIET_HOURS: "off",
		},
	});
});
afterAll(async () => {
	await t?.close();
	await msg91.stop();
	await meta.stop();
});

/** The SMS MSG91 was asked to send to a phone. */
const smsTo = (phone: string) =>
	msg91.acted.filter((body) => (body.recipients as { mobiles: string }[])[0]?.mobiles === `91${phone}`);
const whatsAppTo = (phone: string) => meta.acted.filter((body) => body.to === `91${phone}`);
/** Lets the runner deliver whatever is due (it polls every second). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));
const deps = (): MessageDeps => ({ db: t.app.db, log: t.app.log, sms: t.app.sms, whatsapp: t.app.whatsapp });

const optIn = (phone: string, kind: "whatsapp:transactional" | "sms:promotional" | "whatsapp:promotional") => {
	const [channel, purpose] = kind.split(":") as ["sms" | "whatsapp", "transactional" | "promotional"];
	return recordConsent(t.app.db, { phone, userId: null, channel, purpose, granted: true, source: "account", ip: null });
};

const signedWebhook = (value: Record<string, unknown>) => {
	const body = JSON.stringify({
		object: "whatsapp_business_account",
		entry: [{ id: "1", changes: [{ field: "messages", value: { messaging_product: "whatsapp", ...value } }] }],
	});
	return t.app.inject({
		method: "POST",
		url: "/api/webhooks/whatsapp",
		headers: {
			"content-type": "application/json",
			"x-hub-signature-256": `sha256=${createHmac("sha256", APP_SECRET).update(body).digest("hex")}`,
		},
		payload: body,
	});
};

async function orderFor(shopper: Awaited<ReturnType<typeof createShopper>>) {
	const [variant] = await prepareVariants(t.database, [{ price: 300_00, stock: 5 }]);
	if (!variant) throw new Error("no variant");
	return orderIdOf(
		(await createOrder(t.app, shopper.auth, orderPayload(shopper.addressId, [{ variant, quantity: 1 }]))).body,
	);
}

describe("channels and fallback (WhatsApp, then SMS)", () => {
	it("a shopper without WhatsApp consent gets the order update by SMS only", async () => {
		const shopper = await createShopper(t.database);
		const orderId = await orderFor(shopper);
		await expect.poll(() => smsTo(shopper.phone).length).toBe(1);
		expect(smsTo(shopper.phone)[0]?.recipients).toEqual([
			expect.objectContaining({ mobiles: `91${shopper.phone}`, VAR1: String(orderId) }),
		]);
		expect(whatsAppTo(shopper.phone)).toHaveLength(0);
	});

	it("WhatsApp failing (500): the update goes by SMS at once, and only once", async () => {
		const shopper = await createShopper(t.database);
		await optIn(shopper.phone, "whatsapp:transactional");
		meta.mode = "500";
		const asked = meta.requests.length;
		try {
			await orderFor(shopper);
			await expect.poll(() => smsTo(shopper.phone).length).toBe(1);
			expect(meta.requests.length).toBeGreaterThan(asked);
		} finally {
			meta.mode = "ok";
		}
		expect(whatsAppTo(shopper.phone)).toHaveLength(0);
		await settle();
		expect(smsTo(shopper.phone)).toHaveLength(1);
	});

	it("WhatsApp taken but not delivered: the SMS fallback waits 5 minutes, a 'failed' status sends it now, once", async () => {
		const shopper = await createShopper(t.database);
		await optIn(shopper.phone, "whatsapp:transactional");
		const orderId = await orderFor(shopper);
		await expect.poll(() => whatsAppTo(shopper.phone).length).toBe(1);
		expect(whatsAppTo(shopper.phone)[0]?.template).toMatchObject({
			name: "cod_confirmation",
			components: [{ type: "body", parameters: expect.arrayContaining([{ type: "text", text: String(orderId) }]) }],
		});
		// the fallback waits for WhatsApp's delivery report
		const fallbackOf = async () =>
			(
				await queryRows<{ wait: number; state: string }>(
					t.app.db,
					sql`select extract(epoch from available_at - now())::int as wait, state from outbox
						where handler = 'message-fallback' and payload->>'to' = ${shopper.phone}`,
				)
			)[0];
		await expect.poll(async () => (await fallbackOf())?.state).toBe("pending");
		const fallback = await fallbackOf();
		expect(fallback?.state).toBe("pending");
		expect(Number(fallback?.wait)).toBeGreaterThan(FALLBACK_AFTER_MS / 1000 - 30);
		await settle();
		expect(smsTo(shopper.phone)).toHaveLength(0);

		const wamid = (
			await queryRows<{ id: string }>(
				t.app.db,
				sql`select s.provider_message_id as id from message_sends s join outbox o
					on s.idempotency_key = (o.payload->>'messageKey') || ':whatsapp'
					where o.handler = 'message-fallback' and o.payload->>'to' = ${shopper.phone}`,
			)
		)[0]?.id;
		expect(wamid).toMatch(/^wamid\./);
		const failed = { statuses: [{ id: wamid, status: "failed", errors: [{ code: 131026, title: "Undeliverable" }] }] };
		expect((await signedWebhook(failed)).statusCode).toBe(200);
		await expect.poll(() => smsTo(shopper.phone).length).toBe(1);
		expect((await signedWebhook(failed)).statusCode).toBe(200);
		await settle();
		expect(smsTo(shopper.phone)).toHaveLength(1);
		expect(whatsAppTo(shopper.phone)).toHaveLength(1);
	});

	it("a WhatsApp message delivered in time has no SMS; one still undelivered when the wait ends has it, once", async () => {
		const phone = "9000000401";
		await optIn(phone, "whatsapp:transactional");
		const message: ShopperMessage = {
			messageKey: "fallback-test-1",
			to: phone,
			userId: null,
			templateKey: "order-shipped",
			values: ["7001"],
		};
		expect(await dispatchMessage(deps(), message)).toMatchObject({ sent: "whatsapp" });
		const wamid = String(
			(
				await queryRows<{ id: string }>(
					t.app.db,
					sql`select provider_message_id as id from message_sends where idempotency_key = 'fallback-test-1:whatsapp'`,
				)
			)[0]?.id,
		);
		await signedWebhook({ statuses: [{ id: wamid, status: "delivered" }] });
		expect(await sendFallback(deps(), message)).toBe("delivered");

		const late = { ...message, messageKey: "fallback-test-2", values: ["7002"] };
		expect(await dispatchMessage(deps(), late)).toMatchObject({ sent: "whatsapp" });
		expect(await sendFallback(deps(), late)).toBe("sms");
		expect(await sendFallback(deps(), late)).toBe("sms"); // a retry of the entry: the sent-record holds it
		expect(smsTo(phone)).toHaveLength(1);
		expect(smsTo(phone)[0]?.recipients).toEqual([expect.objectContaining({ VAR1: "7002" })]);
	});
});

describe("consent", () => {
	const promo = (phone: string, n: number): ShopperMessage => ({
		messageKey: `promo-${phone}-${n}`,
		to: phone,
		userId: null,
		templateKey: "price-drop",
		values: ["Cotton Frock", "₹799.00", "₹999.00", "https://pitara.in/s/12"],
	});
	const request = (message: ShopperMessage) =>
		transaction(t.app.db, (tx) => emit(tx, { type: "MessageRequested", ...message }));

	it("nothing promotional without a live consent; the account turns it on; a STOP reply turns it off", async () => {
		const shopper = await createUser(t.database);
		await request(promo(shopper.phone, 1));
		await settle();
		expect(smsTo(shopper.phone)).toHaveLength(0);

		const on = await call(t.app, {
			method: "POST",
			url: "/api/account/messages/consent",
			headers: shopper.auth,
			payload: { kind: "sms:promotional", granted: true },
		});
		expect(on.status).toBe(200);
		expect(on.body.response).toMatchObject({
			consents: expect.arrayContaining([expect.objectContaining({ kind: "sms:promotional", granted: true })]),
		});
		await request(promo(shopper.phone, 2));
		await expect.poll(() => smsTo(shopper.phone).length).toBe(1);

		// MSG91's inbound SMS: a forged token changes nothing; the shop's withdraws
		const inbound = (token: string) =>
			call(t.app, {
				method: "POST",
				url: `/api/webhooks/msg91/${token}/inbound`,
				payload: { sender: `91${shopper.phone}`, message: "STOP" },
			});
		expect((await inbound("not-the-token-at-all-000000")).status).toBe(401);
		expect((await inbound(TOKEN)).status).toBe(200);
		await request(promo(shopper.phone, 3));
		await settle();
		expect(smsTo(shopper.phone)).toHaveLength(1);

		const mine = await call(t.app, { method: "GET", url: "/api/account/messages", headers: shopper.auth });
		expect(mine.body.response).toMatchObject({
			consents: expect.arrayContaining([expect.objectContaining({ kind: "sms:promotional", granted: false })]),
		});
		// the ledger only grew: given, then withdrawn by the reply, with the words
		const rows = await t.app.db
			.select()
			.from(messageConsents)
			.where(and(eq(messageConsents.phone, shopper.phone), eq(messageConsents.channel, "sms")))
			.orderBy(messageConsents.id);
		expect(rows.map((row) => [row.granted, row.source, row.textShown])).toEqual([
			[true, "account", "Send me offers and alerts by SMS"],
			[false, "sms-stop", "STOP"],
		]);
		expect(rows[0]?.ip).toBeTruthy();
	});

	it("a consent given on a Hindi page records the Hindi words shown and their id; on an English page, the English (decision 071)", async () => {
		const hindi = await createUser(t.database);
		const shown = await call(t.app, { method: "GET", url: "/api/account/messages?lang=hi", headers: hindi.auth });
		const offered = (shown.body.response as { consents: { kind: string; text: string }[] }).consents;
		expect(offered.find((consent) => consent.kind === "sms:promotional")?.text).toBe("मुझे ऑफ़र और अलर्ट SMS से भेजें");
		const given = await call(t.app, {
			method: "POST",
			url: "/api/account/messages/consent?lang=hi",
			headers: hindi.auth,
			payload: { kind: "sms:promotional", granted: true },
		});
		expect(given.status).toBe(200);
		const english = await createUser(t.database);
		await call(t.app, {
			method: "POST",
			url: "/api/account/messages/consent",
			headers: english.auth,
			payload: { kind: "sms:promotional", granted: true },
		});
		const ledger = async (phone: string) =>
			(await t.app.db.select().from(messageConsents).where(eq(messageConsents.phone, phone))).map((row) => [
				row.textShown,
				row.textId,
				row.language,
				row.granted,
			]);
		// the words the Hindi page offered, to the letter
		expect(await ledger(hindi.phone)).toEqual([
			[offered.find((consent) => consent.kind === "sms:promotional")?.text, "alerts.consentSmsPromotional", "hi", true],
		]);
		expect(await ledger(english.phone)).toEqual([
			["Send me offers and alerts by SMS", "alerts.consentSmsPromotional", "en", true],
		]);
		// the English answer is what it was
		const mine = await call(t.app, { method: "GET", url: "/api/account/messages", headers: english.auth });
		expect((mine.body.response as { consents: { kind: string; text: string }[] }).consents.map((c) => c.text)).toEqual([
			"Send my order updates and the alerts I ask for on WhatsApp",
			"Send me offers and alerts by SMS",
			"Send me offers and alerts on WhatsApp",
		]);
	});

	it("a WhatsApp STOP withdraws the WhatsApp consent: the next order update goes by SMS", async () => {
		const shopper = await createShopper(t.database);
		await optIn(shopper.phone, "whatsapp:transactional");
		const reply = {
			contacts: [{ wa_id: `91${shopper.phone}` }],
			messages: [{ from: `91${shopper.phone}`, type: "text", text: { body: "Stop" } }],
		};
		expect((await signedWebhook(reply)).statusCode).toBe(200);
		await orderFor(shopper);
		await expect.poll(() => smsTo(shopper.phone).length).toBe(1);
		expect(whatsAppTo(shopper.phone)).toHaveLength(0);
	});

	it("the account's messages need a session; a kind that does not exist is a field error", async () => {
		expect((await call(t.app, { method: "GET", url: "/api/account/messages" })).status).toBe(401);
		const shopper = await createUser(t.database);
		const bad = await call(t.app, {
			method: "POST",
			url: "/api/account/messages/consent",
			headers: shopper.auth,
			payload: { kind: "sms:transactional", granted: false },
		});
		expect(bad.status).toBe(400);
		expect(bad.body.status).toBe(false);
	});
});

describe("quiet hours (21:00–09:00 India)", () => {
	it("defers an alert to 09:00 India (an outbox entry then), sends an order update at once", async () => {
		const lateEvening = new Date("2026-11-27T16:00:00Z"); // 21:30 in India
		expect(quietUntil(lateEvening)?.toISOString()).toBe("2026-11-28T03:30:00.000Z");
		expect(quietUntil(new Date("2026-11-27T02:00:00Z"))?.toISOString()).toBe("2026-11-27T03:30:00.000Z"); // 07:30
		expect(quietUntil(new Date("2026-11-27T06:30:00Z"))).toBeNull(); // 12:00

		const phone = "9000000402";
		const at = { ...deps(), now: () => lateEvening, quietHours: { from: 21, until: 9 } };
		const alert: ShopperMessage = {
			messageKey: "quiet-alert-1",
			to: phone,
			userId: null,
			templateKey: "back-in-stock",
			values: ["Cotton Frock", "5-6 Y", "https://pitara.in/s/12"],
		};
		expect(await dispatchMessage(at, alert)).toEqual({ deferredUntil: new Date("2026-11-28T03:30:00Z") });
		const [deferred] = await queryRows<{ at: string }>(
			t.app.db,
			sql`select available_at as at from outbox where handler = 'message' and payload->>'messageKey' = 'quiet-alert-1'`,
		);
		expect(new Date(deferred?.at ?? 0).toISOString()).toBe("2026-11-28T03:30:00.000Z");
		expect(smsTo(phone)).toHaveLength(0);

		const update = { ...alert, messageKey: "quiet-order-1", templateKey: "order-shipped", values: ["7003"] };
		expect(await dispatchMessage(at, update)).toMatchObject({ sent: "sms" });
		expect(smsTo(phone)).toHaveLength(1);
	});
});

describe("Notify me (back in stock)", () => {
	let soldOut: Awaited<ReturnType<typeof prepareVariants>>;
	beforeAll(async () => {
		soldOut = await prepareVariants(t.database, [
			{ price: 500_00, stock: 0 },
			{ price: 400_00, stock: 0 },
		]);
	});

	it("subscribes a shopper by the form; a restock messages the first three per unit, each once", async () => {
		const variant = soldOut[0];
		if (!variant) throw new Error("no variant");
		const shopper = await createUser(t.database);
		const form = (cookie?: string) =>
			t.app.inject({
				method: "POST",
				url: "/form/stock-alert",
				headers: {
					"content-type": "application/x-www-form-urlencoded",
					origin: "http://localhost:3000",
					"sec-fetch-site": "same-origin",
					referer: "http://localhost:3000/products/girls/some-frock",
					...(cookie ? { cookie } : {}),
				},
				payload: `product_id=${variant.id}`,
			});
		const visitor = await form();
		expect(visitor.statusCode).toBe(303);
		expect(visitor.headers.location).toMatch(/^\/login\?redirect=.*reason=stock-alert$/);
		const tapped = await form(`pitara_session=${shopper.token}`);
		expect(tapped.statusCode).toBe(303);
		expect(tapped.headers.location).toMatch(/notice=stock-alert/);
		await form(`pitara_session=${shopper.token}`); // a second tap: still one subscription
		for (let n = 0; n < 8; n += 1)
			await subscribeToStock(t.app.db, {
				variantId: variant.id,
				phone: `90000005${String(n).padStart(2, "0")}`,
				userId: null,
			});
		const alerts = await call(t.app, { method: "GET", url: "/api/account/messages", headers: shopper.auth });
		expect(alerts.body.response).toMatchObject({ alerts: [expect.objectContaining({ product_id: variant.id })] });

		const admin = await createAdmin(t.database);
		const restock = await call(t.app, {
			method: "PATCH",
			url: `/api/admin/variants/${variant.id}`,
			headers: admin.auth,
			payload: { stock: 2 },
		});
		expect(restock.status).toBe(200);
		// 2 units: at most 6 messages in the first batch, first come first served (the form's shopper first)
		const backInStock = () =>
			msg91.acted.filter((body) =>
				String((body.recipients as { VAR3?: string }[])[0]?.VAR3).endsWith(`/s/${variant.id}`),
			);
		await expect.poll(() => backInStock().length, { timeout: 15_000 }).toBe(6);
		await settle();
		expect(backInStock()).toHaveLength(6);
		expect(smsTo(shopper.phone)).toHaveLength(1);
		expect(smsTo(shopper.phone)[0]?.recipients).toEqual([
			expect.objectContaining({ VAR1: expect.any(String), VAR3: `https://pitara.in/s/${variant.id}` }),
		]);
		const waiting = await t.app.db.select().from(stockAlerts).where(eq(stockAlerts.variantId, variant.id));
		expect(waiting.filter((row) => row.notifiedAt === null)).toHaveLength(3);
		const next = await t.app.db
			.select()
			.from(outbox)
			.where(and(eq(outbox.type, "StockAlertsDue"), eq(outbox.state, "pending")));
		expect(next.map((entry) => (entry.payload as { variantId: number }).variantId)).toContain(variant.id);

		// the short link leads to the variant on its page
		const link = await t.app.inject({ method: "GET", url: `/s/${variant.id}` });
		expect(link.statusCode).toBe(302);
		expect(link.headers.location).toMatch(new RegExp(`\\?variant=${variant.id}$`));
	});

	it("Stop ends an alert; the dashboard counts messages per channel and who waits", async () => {
		const variant = soldOut[1];
		if (!variant) throw new Error("no variant");
		const shopper = await createUser(t.database);
		await subscribeToStock(t.app.db, { variantId: variant.id, phone: shopper.phone, userId: shopper.id });
		await subscribeToStock(t.app.db, { variantId: variant.id, phone: "9000000601", userId: null });
		const admin = await createAdmin(t.database);
		const figures = await call(t.app, { method: "GET", url: "/api/admin/dashboard/messages", headers: admin.auth });
		expect(figures.status).toBe(200);
		const response = figures.body.response as {
			channels: { channel: string; sent: number }[];
			waiting: { variant_id: number; waiting: number }[];
		};
		expect(response.channels.find((row) => row.channel === "sms")?.sent).toBeGreaterThan(0);
		expect(response.channels.find((row) => row.channel === "whatsapp")?.sent).toBeGreaterThan(0);
		expect(response.waiting).toContainEqual(expect.objectContaining({ variant_id: variant.id, waiting: 2 }));
		const support = await createUser(t.database, { role: "support" });
		expect(
			(await call(t.app, { method: "GET", url: "/api/admin/dashboard/messages", headers: support.auth })).status,
		).toBe(403);

		const mine = await call(t.app, { method: "GET", url: "/api/account/messages", headers: shopper.auth });
		const [alert] = (mine.body.response as { alerts: { id: number }[] }).alerts;
		const other = await createUser(t.database);
		const stopOther = await call(t.app, {
			method: "POST",
			url: "/api/account/alerts/stop",
			headers: other.auth,
			payload: { alert_id: alert?.id },
		});
		expect(stopOther.status).toBe(404);
		const stop = await call(t.app, {
			method: "POST",
			url: "/api/account/alerts/stop",
			headers: shopper.auth,
			payload: { alert_id: alert?.id },
		});
		expect(stop.status).toBe(200);
		expect((stop.body.response as { alerts: unknown[] }).alerts).toEqual([]);
	});
});

describe("consent at checkout and the login code (issue 26 items 3–4)", () => {
	it("the two unticked boxes record nothing; ticked, each is a ledger row with its words, and the update goes by WhatsApp", async () => {
		const [variant] = await prepareVariants(t.database, [{ price: 300_00, stock: 5 }]);
		if (!variant) throw new Error("no variant");
		const unticked = await createShopper(t.database);
		await createOrder(t.app, unticked.auth, orderPayload(unticked.addressId, [{ variant, quantity: 1 }]));
		expect(await t.app.db.select().from(messageConsents).where(eq(messageConsents.phone, unticked.phone))).toEqual([]);

		const shopper = await createShopper(t.database);
		const placed = await createOrder(t.app, shopper.auth, {
			...orderPayload(shopper.addressId, [{ variant, quantity: 1 }]),
			whatsapp_updates: true,
			offers: true,
		} as Parameters<typeof createOrder>[2]);
		expect(placed.status, JSON.stringify(placed.body)).toBeLessThan(300);
		const rows = await t.app.db
			.select()
			.from(messageConsents)
			.where(eq(messageConsents.phone, shopper.phone))
			.orderBy(messageConsents.id);
		expect(rows.map((row) => [row.channel, row.purpose, row.granted, row.source, row.textShown, row.userId])).toEqual([
			["whatsapp", "transactional", true, "checkout", "Send my order updates on WhatsApp", shopper.id],
			["sms", "promotional", true, "checkout", "Send me offers and alerts", shopper.id],
		]);
		expect(rows[0]?.ip).toBeTruthy();
		expect(rows.map((row) => [row.textId, row.language])).toEqual([
			["checkout.consentWhatsAppUpdates", "en"],
			["checkout.consentOffers", "en"],
		]);
		// the order's own update already goes by WhatsApp (its SMS only if WhatsApp does not deliver)
		await expect.poll(() => whatsAppTo(shopper.phone).length).toBe(1);
		expect(smsTo(shopper.phone)).toHaveLength(0);
	});

	it("a box ticked at a Hindi checkout records the Hindi words it showed (decision 071)", async () => {
		const [variant] = await prepareVariants(t.database, [{ price: 300_00, stock: 5 }]);
		if (!variant) throw new Error("no variant");
		const shopper = await createShopper(t.database);
		const placed = await call(t.app, {
			method: "POST",
			url: "/api/order/create?lang=hi",
			headers: shopper.auth,
			payload: { ...orderPayload(shopper.addressId, [{ variant, quantity: 1 }]), offers: true },
			remoteAddress: addressOf(shopper.auth),
		});
		expect(placed.status, JSON.stringify(placed.body)).toBeLessThan(300);
		const rows = await t.app.db.select().from(messageConsents).where(eq(messageConsents.phone, shopper.phone));
		expect(rows.map((row) => [row.textShown, row.textId, row.language])).toEqual([
			["मुझे ऑफ़र और अलर्ट भेजें", "checkout.consentOffers", "hi"],
		]);
	});

	it("a login code by SMS, also by WhatsApp's authentication template where opted in, and for 15 minutes on request", async () => {
		const send = (phone: string, longer?: boolean) =>
			call(t.app, {
				method: "POST",
				url: "/api/user/send/otp",
				payload: { phone_email: phone, ...(longer === undefined ? {} : { longer }) },
			});
		const plain = await createUser(t.database);
		const usual = await send(plain.phone);
		expect(usual.status).toBe(200);
		expect(usual.body.response).toMatchObject({ expires_in: 300 });
		expect(smsTo(plain.phone)).toHaveLength(1);
		expect(whatsAppTo(plain.phone)).toHaveLength(0);

		const opted = await createUser(t.database);
		await optIn(opted.phone, "whatsapp:transactional");
		const longer = await send(opted.phone, true);
		expect(longer.status).toBe(200);
		expect(longer.body.response).toMatchObject({ expires_in: 900 });
		const [text] = smsTo(opted.phone);
		const [recipient] = (text?.recipients ?? []) as { VAR1?: string; VAR2?: string }[];
		expect(recipient?.VAR2).toBe("15");
		const [whatsapp] = whatsAppTo(opted.phone);
		const template = whatsapp?.template as { name: string; components: { parameters: { text: string }[] }[] };
		expect(template.name).toBe("login_code");
		expect(template.components[0]?.parameters.map((p) => p.text)).toEqual([recipient?.VAR1, "15"]);
		// WhatsApp down: the SMS still carries the code, and the answer is the same
		meta.mode = "500";
		try {
			const other = await createUser(t.database);
			await optIn(other.phone, "whatsapp:transactional");
			expect((await send(other.phone)).status).toBe(200);
			expect(smsTo(other.phone)).toHaveLength(1);
		} finally {
			meta.mode = "ok";
		}
	});
});

describe("a shopper whose account language is Hindi (decision 062)", () => {
	/** the DLT template ID of an event's template in a language, as the catalogue has it */
	const templateId = async (key: string, language: string) =>
		(await messageCatalogue(t.app.db)).find(
			(entry) => entry.template.key === key && entry.template.language === language,
		)?.template.smsTemplateId;

	it("gets the order update by SMS as the Hindi template (its own DLT ID, the same values), English shoppers the English", async () => {
		const hindi = await createShopper(t.database, { language: "hi" });
		const english = await createShopper(t.database);
		const orderId = await orderFor(hindi);
		await orderFor(english);
		await expect.poll(() => smsTo(hindi.phone).length).toBe(1);
		await expect.poll(() => smsTo(english.phone).length).toBe(1);
		const [sent] = smsTo(hindi.phone);
		const key = (await messageCatalogue(t.app.db)).find(
			(entry) => entry.template.smsTemplateId === sent?.template_id,
		)?.template;
		expect(key?.language).toBe("hi");
		expect(key?.smsBody).toMatch(/आपका ऑर्डर/);
		expect(sent?.recipients).toEqual([expect.objectContaining({ VAR1: String(orderId) })]);
		expect(smsTo(english.phone)[0]?.template_id).toBe(await templateId(key?.key ?? "", "en"));
		expect(smsTo(english.phone)[0]?.template_id).not.toBe(sent?.template_id);
	});

	it("gets it by WhatsApp as the Hindi template where opted in", async () => {
		const hindi = await createShopper(t.database, { language: "hi" });
		await optIn(hindi.phone, "whatsapp:transactional");
		await orderFor(hindi);
		await expect.poll(() => whatsAppTo(hindi.phone).length).toBe(1);
		const template = whatsAppTo(hindi.phone)[0]?.template as { language: { code: string } };
		expect(template.language.code).toBe("hi");
		expect(smsTo(hindi.phone)).toHaveLength(0);
	});

	it("gets the login code in Hindi, by SMS and by WhatsApp", async () => {
		const hindi = await createUser(t.database, { language: "hi" });
		await optIn(hindi.phone, "whatsapp:transactional");
		const sent = await call(t.app, {
			method: "POST",
			url: "/api/user/send/otp",
			payload: { phone_email: hindi.phone },
		});
		expect(sent.status).toBe(200);
		await expect.poll(() => smsTo(hindi.phone).length).toBe(1);
		expect(smsTo(hindi.phone)[0]?.template_id).toBe(await templateId("login-code", "hi"));
		const whatsapp = whatsAppTo(hindi.phone)[0]?.template as { name: string; language: { code: string } };
		expect(whatsapp).toMatchObject({ name: "login_code", language: { code: "hi" } });
	});

	it("logging in on a Hindi page (?lang=hi) keeps Hindi on the account, which its next messages are written in", async () => {
		const shopper = await createUser(t.database);
		const asked = await call(t.app, {
			method: "POST",
			url: "/api/user/send/otp?lang=hi",
			payload: { phone_email: shopper.phone },
		});
		expect(asked.status).toBe(200);
		await expect.poll(() => smsTo(shopper.phone).length).toBe(1);
		// not Hindi yet: the account's language is English until the shopper logs in on a Hindi page
		expect(smsTo(shopper.phone)[0]?.template_id).toBe(await templateId("login-code", "en"));
		const [recipient] = (smsTo(shopper.phone)[0]?.recipients ?? []) as { VAR1?: string }[];
		const login = await call(t.app, {
			method: "POST",
			url: "/api/user/validate/otp?lang=hi",
			payload: { phone: shopper.phone, otp: recipient?.VAR1 },
		});
		expect(login.status).toBe(200);
		expect((await findUserByPhone(t.app.db, shopper.phone))?.language).toBe("hi");
	});

	/** the values of the SMS MSG91 was asked to send to a phone (VAR1, VAR2, …) */
	const valuesTo = (phone: string) => {
		const [recipient] = (smsTo(phone)[0]?.recipients ?? []) as Record<string, string>[];
		return Object.keys(recipient ?? {})
			.filter((key) => key.startsWith("VAR"))
			.sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)))
			.map((key) => recipient?.[key]);
	};
	it("gets a return's update whose values cannot be put into Hindi (a step not listed) in English", async () => {
		const hindi = await createShopper(t.database, { language: "hi" });
		const message: ShopperMessage = {
			messageKey: `hindi-return-${hindi.id}`,
			to: hindi.phone,
			userId: hindi.id,
			templateKey: "return-update",
			values: ["1042", "has been approved", "https://pitara.in/orders"],
		};
		const outcome = await dispatchMessage(deps(), message);
		expect(outcome).toEqual({ sent: "sms", afterWhatsAppFailed: false });
		expect(smsTo(hindi.phone)[0]?.template_id).toBe(await templateId("return-update", "en"));
		expect(valuesTo(hindi.phone).join(" ")).toBe("1042 has been approved https://pitara.in/orders");
	});

	const dispatchTo = async (shopper: { id: number; phone: string }, templateKey: string, values: string[]) =>
		dispatchMessage(deps(), {
			messageKey: `hindi-${templateKey}-${shopper.id}`,
			to: shopper.phone,
			userId: shopper.id,
			templateKey,
			values,
		});

	it("gets a return's update, a failed delivery, a contact reply and a data download in Hindi, its values in Hindi", async () => {
		const cases: [string, string[], string[]][] = [
			[
				"return-update",
				["1042", "(R17) has been picked up", "see My Orders"],
				["1042", "(R17) का सामान उठा लिया", "मेरे ऑर्डर देखें"],
			],
			[
				"shipment-undelivered",
				["1042", "Customer not available", "29 Nov, 6:15 pm", "https://pitara.in", "q1w2e3r4t5y6u7i8o9p0aa"],
				["1042", "आप उपलब्ध नहीं थे", "29 Nov, 6:15 pm", "https://pitara.in", "q1w2e3r4t5y6u7i8o9p0aa"],
			],
			[
				// a reason the couriers word otherwise stays in their words, the message around it Hindi
				"shipment-undelivered",
				["1043", "Shop closed for Diwali", "29 Nov, 6:15 pm", "https://pitara.in", "a1"],
				["1043", "Shop closed for Diwali", "29 Nov, 6:15 pm", "https://pitara.in", "a1"],
			],
			["contact-reply", ["26 Nov", "ka•••@example.in"], ["26 Nov", "ka•••@example.in"]],
			["data-export-ready", ["4 Dec 2026"], ["4 Dec 2026"]],
		];
		for (const [key, values, hindiValues] of cases) {
			const hindi = await createShopper(t.database, { language: "hi" });
			const english = await createShopper(t.database);
			expect(await dispatchTo(hindi, key, values)).toEqual({ sent: "sms", afterWhatsAppFailed: false });
			expect(await dispatchTo(english, key, values)).toEqual({ sent: "sms", afterWhatsAppFailed: false });
			expect(smsTo(hindi.phone)[0]?.template_id, key).toBe(await templateId(key, "hi"));
			// (the provider reads the values back from the text: compared as one line, however it splits them)
			expect(valuesTo(hindi.phone).join(" "), key).toBe(hindiValues.join(" "));
			expect(smsTo(english.phone)[0]?.template_id, key).toBe(await templateId(key, "en"));
			expect(valuesTo(english.phone).join(" "), key).toBe(values.join(" "));
		}
	});

	it("gets items cancelled from an order and a refund made in Hindi: own DLT IDs, the values in the English order", async () => {
		const cases: [string, string[], string[], RegExp][] = [
			["order-lines-cancelled", ["1 item", "1042", "₹849.00"], ["1 सामान", "1042", "₹849.00"], /रद्द कर दिया गया/],
			[
				"order-lines-cancelled-refund",
				["2 items", "1042", "₹499.00", "₹849.00"],
				["2 सामान", "1042", "₹499.00", "₹849.00"],
				/वापस किए जाएँगे/,
			],
			["refund-made", ["₹1,299.00", "1042", "your card"], ["₹1,299.00", "1042", "आपके कार्ड"], /रिफ़ंड/],
		];
		for (const [key, values, hindiValues, body] of cases) {
			const hindi = await createShopper(t.database, { language: "hi" });
			const english = await createShopper(t.database);
			expect(await dispatchTo(hindi, key, values)).toEqual({ sent: "sms", afterWhatsAppFailed: false });
			expect(await dispatchTo(english, key, values)).toEqual({ sent: "sms", afterWhatsAppFailed: false });
			const hindiId = await templateId(key, "hi");
			expect(hindiId, key).toMatch(/^1107000000000100\d{3}$/);
			expect(smsTo(hindi.phone)[0]?.template_id, key).toBe(hindiId);
			const template = (await messageCatalogue(t.app.db)).find((entry) => entry.template.smsTemplateId === hindiId);
			expect(template?.template.smsBody, key).toMatch(body);
			expect(valuesTo(hindi.phone).join(" "), key).toBe(hindiValues.join(" "));
			expect(smsTo(english.phone)[0]?.template_id, key).toBe(await templateId(key, "en"));
			expect(smsTo(english.phone)[0]?.template_id, key).not.toBe(hindiId);
			expect(valuesTo(english.phone).join(" "), key).toBe(values.join(" "));
		}
		// a refund to somewhere without Hindi words goes as the English template, never half-matched
		const hindi = await createShopper(t.database, { language: "hi" });
		await dispatchTo(hindi, "refund-made", ["₹10.00", "1043", "the shop's wallet"]);
		expect(smsTo(hindi.phone)[0]?.template_id).toBe(await templateId("refund-made", "en"));
		expect(valuesTo(hindi.phone).join(" ")).toBe("₹10.00 1043 the shop's wallet");
	});

	it("gets a cart reminder in Hindi (by WhatsApp where opted in), and its SMS fallback in Hindi too", async () => {
		const hindi = await createShopper(t.database, { language: "hi" });
		await optIn(hindi.phone, "sms:promotional");
		await optIn(hindi.phone, "whatsapp:promotional");
		const message: ShopperMessage = {
			messageKey: `hindi-cart-${hindi.id}`,
			to: hindi.phone,
			userId: hindi.id,
			templateKey: "cart-reminder",
			values: ["2 items are", "https://pitara.in/cart"],
		};
		// a promotional message: quiet hours off for the test, whatever the clock says
		const outcome = await dispatchMessage({ ...deps(), quietHours: null }, message);
		expect(outcome).toMatchObject({ sent: "whatsapp" });
		const whatsapp = whatsAppTo(hindi.phone)[0]?.template as {
			language: { code: string };
			components: { parameters: { text: string }[] }[];
		};
		expect(whatsapp.language.code).toBe("hi");
		expect(JSON.stringify(whatsapp.components)).toContain("2 सामान रखे हैं");
		// not delivered in time: the SMS, in the same language with the same Hindi values
		expect(await sendFallback(deps(), { ...message, language: "hi" })).toBe("sms");
		expect(smsTo(hindi.phone)[0]?.template_id).toBe(await templateId("cart-reminder", "hi"));
		expect(valuesTo(hindi.phone).join(" ")).toBe("2 सामान रखे हैं https://pitara.in/cart");
	});
});
