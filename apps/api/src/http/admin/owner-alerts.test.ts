import type { OwnerAlertSettings } from "@pitara/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeMsg91 } from "../../../test/fake-providers.ts";
import { type FakeSmtp, startFakeSmtp } from "../../../test/fake-smtp.ts";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { createShopper, placeOrder, prepareVariants, type TestVariant } from "../../../test/orders.ts";
import { queryRows } from "../../db/client.ts";
import { findSend } from "../../modules/messaging/index.ts";

/**
 * The owner's alerts (issue 27 item 5) through the real app, its outbox and a real SMTP server: with an address set,
 * a new cash-on-delivery order and a new contact message are e-mailed to it once each; with alerts off (or no
 * address) nothing is; only the admin changes the setting, audited. By SMS (decision 068) through the fake MSG91
 * server, which fails on command: once per news even when the provider fails once or times out after acting.
 */

let t: TestApp;
let smtp: FakeSmtp;
const msg91 = fakeMsg91();
let admin: Awaited<ReturnType<typeof createAdmin>>;
let variant: TestVariant;

beforeAll(async () => {
	smtp = await startFakeSmtp();
	const msg91Url = await msg91.start();
	t = await createTestApp({
		seeded: true,
		env: {
			MAIL_TRANSPORT: "smtp",
			SMTP_URL: smtp.url,
			SMTP_TIMEOUT_MS: "2000",
			SMS_PROVIDER: "msg91",
			MSG91_AUTH_KEY: "msg91-auth-key",
			MSG91_WEBHOOK_TOKEN: "msg91-report-token-0123456789",
			MSG91_BASE_URL: msg91Url,
			PUBLIC_URL: "https://pitara.in",
			MESSAGE_QUIET_HOURS: "off",
		},
	});
	admin = await createAdmin(t.database, { fullName: "Anjali Owner" });
	[variant] = (await prepareVariants(t.database, [{ price: 899_00, mrp: 999_00, stock: 50 }])) as [TestVariant];
});
afterAll(async () => {
	await t?.close();
	await smtp?.close();
	await msg91.stop();
});

const OFF = { phone: "", by_email: true, by_sms: false, by_whatsapp: false };

const setAlerts = (settings: Partial<OwnerAlertSettings>, auth = admin.auth) =>
	call(t.app, { method: "PUT", url: "/api/admin/settings/alerts", headers: auth, payload: { ...settings } });

const contact = (message: string, ip: string, extra: Record<string, string> = {}) =>
	call(t.app, {
		method: "POST",
		url: "/api/contact",
		payload: { name: "Neha Kapoor", email: "neha.kapoor@example.in", message, ...extra },
		remoteAddress: ip,
	});

/** A header as its reader sees it (RFC 2047 words decoded: nodemailer Q-encodes a subject with ₹). */
const decoded = (header: string | undefined) =>
	(header ?? "").replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/gi, (_, word: string) =>
		Buffer.from(
			word
				.replace(/_/g, " ")
				.replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(Number.parseInt(code, 16))),
			"latin1",
		).toString("utf8"),
	);

/** The mails the server received to `to` once the outbox has delivered what it has. */
async function mailsTo(to: string, expected: number) {
	await expect
		.poll(
			async () => {
				await t.app.outbox.drain();
				return smtp.mails.filter((mail) => mail.to.includes(to)).length;
			},
			{ timeout: 15_000, interval: 100 },
		)
		.toBe(expected);
	return smtp.mails.filter((mail) => mail.to.includes(to));
}

describe("owner alerts", () => {
	it("no address: no alert (the default)", async () => {
		const settings = (await call(t.app, { method: "GET", url: "/api/admin/settings/alerts", headers: admin.auth })).body
			.response as OwnerAlertSettings;
		expect(settings).toEqual({
			email: "",
			phone: "",
			new_orders: true,
			new_messages: true,
			by_email: true,
			by_sms: true,
			by_whatsapp: false,
		});
		const before = smtp.mails.length;
		const shopper = await createShopper(t.database);
		await placeOrder(t.app, shopper, [{ variant, quantity: 1 }], { paymentMode: "COD" });
		await t.app.outbox.drain();
		expect(smtp.mails.length).toBe(before);
	});

	it("e-mails the owner a new order and a new message once each, and nothing when turned off", async () => {
		const support = await createUser(t.database, { role: "support" });
		expect(
			(await setAlerts({ email: "owner@pitara.in", new_orders: true, new_messages: true, ...OFF }, support.auth))
				.status,
		).toBe(403);
		const bad = await setAlerts({ email: "not-an-address", new_orders: true, new_messages: true, ...OFF });
		expect(bad.status).toBe(400);
		const saved = await setAlerts({ email: " Owner@Pitara.in ", new_orders: true, new_messages: true, ...OFF });
		expect(saved.status).toBe(200);
		expect(saved.body.response).toEqual({ email: "owner@pitara.in", new_orders: true, new_messages: true, ...OFF });

		smtp.failNext(1, 451); // a refusing server: the outbox tries again, the owner still gets one mail
		const shopper = await createShopper(t.database, { fullName: "Rohit Sharma" }, "Rohit Sharma");
		const { orderId } = await placeOrder(t.app, shopper, [{ variant, quantity: 2 }], { paymentMode: "COD" });
		const [orderMail] = await mailsTo("owner@pitara.in", 1);
		expect(decoded(orderMail?.header("Subject"))).toBe(`New order #${orderId}: ₹1,798, cash on delivery`);
		expect(orderMail?.raw).toContain(`/admin/orders/${orderId}`);

		expect((await contact("Do you have this frock in size 4-5?", "198.51.100.120")).status).toBe(201);
		const mails = await mailsTo("owner@pitara.in", 2);
		expect(decoded(mails[1]?.header("Subject"))).toBe("New message from Neha Kapoor");
		expect(mails[1]?.raw).toContain("> Do you have this frock in size 4-5?");

		// turned off: neither
		await setAlerts({ email: "owner@pitara.in", new_orders: false, new_messages: false, ...OFF });
		await placeOrder(t.app, shopper, [{ variant, quantity: 1 }], { paymentMode: "COD" });
		await contact("Another question about sizes", "198.51.100.121");
		await t.app.outbox.drain();
		expect(smtp.mails.filter((mail) => mail.to.includes("owner@pitara.in"))).toHaveLength(2);

		const audit = await call(t.app, {
			method: "GET",
			url: "/api/admin/audit?entity=settings&entity_id=alerts",
			headers: admin.auth,
		});
		expect((audit.body.response as unknown[]).length).toBe(2);
	});

	it("refuses a number that is not an Indian mobile, with a message that says what to enter", async () => {
		for (const phone of ["12345", "5876543210", "98765432101", "98765abcde"]) {
			const refused = await setAlerts({ email: "", new_orders: true, new_messages: true, ...OFF, phone, by_sms: true });
			expect(refused.status).toBe(400);
			expect(refused.body.errors).toContainEqual({
				field: "phone",
				message: "Enter the owner's 10-digit Indian mobile number (starting with 6, 7, 8 or 9), or leave it empty",
			});
		}
		// written as people write it, kept as ten digits
		const saved = await setAlerts({
			email: "",
			new_orders: true,
			new_messages: true,
			...OFF,
			phone: "+91 98450-12345",
		});
		expect(saved.status).toBe(200);
		expect((saved.body.response as OwnerAlertSettings).phone).toBe("9845012345");
	});
});

describe("owner alerts by SMS (decision 068)", () => {
	const OWNER = "9845012345";
	/** the SMS MSG91 sent (acted on) to the owner's mobile */
	const ownerSms = () =>
		msg91.acted.filter((body) => (body.recipients as { mobiles: string }[])[0]?.mobiles === `91${OWNER}`);
	const ownerAsks = () =>
		msg91.requests.filter((request) => (request.body.recipients as { mobiles: string }[])[0]?.mobiles === `91${OWNER}`);
	const textOwner = (switches: Partial<OwnerAlertSettings> = {}) =>
		setAlerts({
			email: "",
			phone: OWNER,
			new_orders: true,
			new_messages: true,
			by_email: false,
			by_sms: true,
			by_whatsapp: false,
			...switches,
		});

	it("texts a new message once when the provider fails the first try (a 500)", async () => {
		expect((await textOwner()).status).toBe(200);
		const before = ownerSms().length;
		const asked = ownerAsks().length;
		msg91.mode = "500";
		try {
			expect((await contact("Do the wooden blocks come painted?", "198.51.100.129")).status).toBe(201);
			await expect.poll(() => ownerAsks().length, { timeout: 10_000 }).toBeGreaterThan(asked);
		} finally {
			msg91.mode = "ok";
		}
		expect(ownerSms()).toHaveLength(before); // refused: nothing sent yet
		// the outbox tries again (2 s later): one SMS
		await expect.poll(() => ownerSms().length, { timeout: 15_000 }).toBe(before + 1);
		expect(ownerSms().at(-1)).toMatchObject({
			sender: "PITARA",
			recipients: [expect.objectContaining({ mobiles: `91${OWNER}`, VAR1: "Neha Kapoor", VAR2: "https://pitara.in" })],
		});
		await new Promise((resolve) => setTimeout(resolve, 2_500));
		await t.app.outbox.drain();
		expect(ownerSms()).toHaveLength(before + 1);
	}, 40_000);

	it("texts a new cash-on-delivery order with its number, amount and how it is paid, as its DLT template", async () => {
		expect((await textOwner({ new_messages: false })).status).toBe(200);
		const before = ownerSms().length;
		const shopper = await createShopper(t.database, { fullName: "Rohit Sharma" }, "Rohit Sharma");
		const { orderId } = await placeOrder(t.app, shopper, [{ variant, quantity: 1 }], { paymentMode: "COD" });
		await expect.poll(() => ownerSms().length, { timeout: 15_000 }).toBe(before + 1);
		expect(ownerSms().at(-1)).toMatchObject({
			template_id: expect.stringMatching(/^\d{19}$/),
			recipients: [
				expect.objectContaining({
					mobiles: `91${OWNER}`,
					VAR1: String(orderId),
					VAR2: "₹899",
					VAR3: "cash on delivery",
					VAR4: "https://pitara.in",
					VAR5: String(orderId),
				}),
			],
		});
	}, 30_000);

	it("a timeout after MSG91 acted is not sent again; a new message is texted with its sender's name", async () => {
		expect((await textOwner({ new_orders: false })).status).toBe(200);
		const before = ownerSms().length;
		msg91.mode = "hang-after-acting";
		try {
			expect((await contact("Is the rocking horse safe for a 2-year-old?", "198.51.100.130")).status).toBe(201);
			await expect.poll(() => ownerSms().length, { timeout: 10_000 }).toBe(before + 1);
		} finally {
			msg91.mode = "ok";
		}
		const asks = ownerAsks().length;
		const [entry] = await queryRows<{ id: string }>(
			t.app.db,
			sql`select id from outbox where handler = 'owner-alert-phone' order by seq desc limit 1`,
		);
		// the client gives up after 5 s; the outbox's retry finds the pending record and does not ask again
		await expect
			.poll(async () => (await findSend(t.app.db, `${entry?.id}:sms`))?.status, { timeout: 20_000, interval: 200 })
			.toBe("unconfirmed");
		await t.app.outbox.drain();
		expect(ownerSms()).toHaveLength(before + 1);
		expect(ownerAsks()).toHaveLength(asks);
		expect(ownerSms().at(-1)?.recipients).toEqual([
			expect.objectContaining({ VAR1: "Neha Kapoor", VAR2: "https://pitara.in", VAR3: expect.stringMatching(/^\d+$/) }),
		]);
	}, 40_000);

	it("switches off: nothing is texted (SMS off, or that kind of news off)", async () => {
		const before = msg91.requests.length;
		const shopper = await createShopper(t.database);
		expect((await textOwner({ by_sms: false })).status).toBe(200);
		await placeOrder(t.app, shopper, [{ variant, quantity: 1 }], { paymentMode: "COD" });
		await contact("A question about the wooden blocks", "198.51.100.131");
		expect((await textOwner({ new_orders: false, new_messages: false })).status).toBe(200);
		await placeOrder(t.app, shopper, [{ variant, quantity: 1 }], { paymentMode: "COD" });
		await contact("Another question about the blocks", "198.51.100.132");
		await t.app.outbox.drain();
		await new Promise((resolve) => setTimeout(resolve, 1_500));
		// the shopper's own order SMS go out; none to the owner
		expect(
			msg91.requests.slice(before).filter((request) => JSON.stringify(request.body).includes(`91${OWNER}`)),
		).toEqual([]);
	}, 30_000);
});
