import type { AdminContactThread } from "@pitara/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeSmtp, startFakeSmtp } from "../../../test/fake-smtp.ts";
import { call, createAdmin, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createShopper, placeOrder, prepareVariants, type TestVariant } from "../../../test/orders.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import { orderIdsNamed } from "./conversations.routes.ts";

/**
 * Conversations (issue 27 item 5) through the real app and a real SMTP server: a reply to a contact message is
 * e-mailed once (a refusing server retried by the outbox), kept on the message's thread, audited, and handles the
 * message; the message shows the customer of its e-mail and the order it names; the unhandled count.
 */

let t: TestApp;
let smtp: FakeSmtp;
let sms: MemorySmsSender;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let variant: TestVariant;

beforeAll(async () => {
	smtp = await startFakeSmtp();
	sms = new MemorySmsSender();
	t = await createTestApp({
		seeded: true,
		sms,
		// no quiet hours: the reply's SMS is due at once whatever the hour the test runs
		env: { MAIL_TRANSPORT: "smtp", SMTP_URL: smtp.url, SMTP_TIMEOUT_MS: "2000", MESSAGE_QUIET_HOURS: "off" },
	});
	admin = await createAdmin(t.database, { fullName: "Sunita Care" });
	[variant] = (await prepareVariants(t.database, [{ price: 450_00, mrp: 500_00, stock: 50 }])) as [TestVariant];
});
afterAll(async () => {
	await t?.close();
	await smtp?.close();
});

const send = (method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
	call(t.app, { method, url: `/api/admin${url}`, headers: admin.auth, ...(payload ? { payload } : {}) });

async function contact(name: string, email: string, message: string, ip: string, phone?: string) {
	const sent = await call(t.app, {
		method: "POST",
		url: "/api/contact",
		payload: { name, email, message, ...(phone === undefined ? {} : { phone }) },
		remoteAddress: ip,
	});
	expect(sent.status).toBeLessThan(300);
	const list = (await send("GET", "/contact-messages?unread=false")).body.response as { id: number; email: string }[];
	const found = list.find((row) => row.email.toLowerCase() === email.toLowerCase());
	if (!found) throw new Error("message not listed");
	return found.id;
}

describe("conversations", () => {
	it("reads the order numbers a message names", () => {
		expect(orderIdsNamed("Where is order #1042? Also order no. 77 and Order 9")).toEqual([1042, 77, 9]);
		expect(orderIdsNamed("I paid 500 rupees")).toEqual([]);
	});

	it("links a message to its customer and the order it names, e-mails the reply once and keeps the thread", async () => {
		const shopper = await createShopper(t.database, { email: "kavya.menon@example.in", fullName: "Kavya Menon" });
		const first = await placeOrder(t.app, shopper, [{ variant, quantity: 1 }], { paymentMode: "COD" });
		const second = await placeOrder(t.app, shopper, [{ variant, quantity: 2 }], { paymentMode: "COD" });
		const before = (await send("GET", "/contact-messages/unhandled-count")).body.response as { count: number };
		const id = await contact(
			"Kavya",
			"Kavya.Menon@example.in",
			`Hello, my order #${first.orderId} has not come yet.`,
			"198.51.100.91",
		);
		const after = (await send("GET", "/contact-messages/unhandled-count")).body.response as { count: number };
		expect(after.count).toBe(before.count + 1);

		const thread = (await send("GET", `/contact-messages/${id}`)).body.response as AdminContactThread;
		expect(thread.customer).toMatchObject({ user_id: shopper.id });
		expect(thread.orders).toEqual([expect.objectContaining({ order_id: first.orderId, named: true })]);
		expect(thread.orders.some((order) => order.order_id === second.orderId)).toBe(false);
		expect(thread.replies).toEqual([]);

		const empty = await send("POST", `/contact-messages/${id}/replies`, { body: " " });
		expect(empty.status).toBe(400);
		expect(empty.body.errors).toEqual([{ field: "body", message: "Write the reply" }]);

		smtp.failNext(1, 451);
		const mailsBefore = smtp.mails.length;
		const replied = await send("POST", `/contact-messages/${id}/replies`, {
			body: "Sorry for the wait! It left our shop today; you will get an SMS with the AWB.",
		});
		expect(replied.status).toBe(201);
		const answered = replied.body.response as AdminContactThread;
		expect(answered.read_at).not.toBeNull();
		expect(answered.replies).toEqual([expect.objectContaining({ author_name: "Sunita Care", to_email: thread.email })]);
		expect((await send("GET", "/contact-messages/unhandled-count")).body.response).toEqual({ count: before.count });

		await expect
			.poll(
				async () => {
					await t.app.outbox.drain();
					return smtp.mails.length - mailsBefore;
				},
				{ timeout: 15_000, interval: 100 },
			)
			.toBe(1);
		const mail = smtp.mails.at(-1);
		expect(mail?.to.map((to) => to.toLowerCase())).toEqual(["kavya.menon@example.in"]);
		expect(mail?.header("Subject")).toBe("Re: your message to Pitara");
		expect(mail?.raw).toContain("It left our shop today");
		expect(mail?.raw).toContain(`> Hello, my order #${first.orderId} has not come yet.`);

		// a second reply joins the thread, in order
		await send("POST", `/contact-messages/${id}/replies`, { body: "Delivered? Tell us if anything is wrong." });
		const again = (await send("GET", `/contact-messages/${id}`)).body.response as AdminContactThread;
		expect(again.replies.map((reply) => reply.body)).toEqual([
			"Sorry for the wait! It left our shop today; you will get an SMS with the AWB.",
			"Delivered? Tell us if anything is wrong.",
		]);

		const audit = await send("GET", `/audit?entity=contact_message&entity_id=${id}`);
		expect((audit.body.response as { action: string }[]).map((entry) => entry.action)).toEqual(["reply", "reply"]);
	});

	it("also tells the matching customer by SMS that the answer is in their mail, once, and names the phone on the thread", async () => {
		const shopper = await createShopper(t.database, { email: "arjun.rao@example.in", fullName: "Arjun Rao" });
		const id = await contact("Arjun", "arjun.rao@example.in", "Is the lehenga available in size 6?", "198.51.100.93");
		const replied = await send("POST", `/contact-messages/${id}/replies`, {
			body: "Yes, size 6 is back in stock today.",
			text_customer: true,
		});
		expect(replied.status).toBe(201);
		const thread = replied.body.response as AdminContactThread;
		expect(thread.replies).toEqual([expect.objectContaining({ texted_to: `••••••••${shopper.phone.slice(-2)}` })]);
		await expect
			.poll(
				async () => {
					await t.app.outbox.drain();
					return sms.countTo(shopper.phone);
				},
				{ timeout: 15_000, interval: 100 },
			)
			.toBe(1);
		const text = sms.sent.filter((sent) => sent.to === shopper.phone).at(-1)?.message ?? "";
		expect(text).toMatch(
			/^Pitara: we have answered your message of \d{1,2} [A-Z][a-z]{2}\. Please see our e-mail to ar•••@example\.in\.$/,
		);
		await t.app.outbox.drain();
		expect(sms.countTo(shopper.phone)).toBe(1);

		// a stranger has no phone on file: e-mail only, and asking for a text is refused with the reason
		const stranger = await contact("Guest", "no.account@example.org", "Do you gift wrap?", "198.51.100.94");
		const refused = await send("POST", `/contact-messages/${stranger}/replies`, {
			body: "Yes we do, free of charge.",
			text_customer: true,
		});
		expect(refused.status).toBe(400);
		expect(refused.body.code).toBe("NO_PHONE");
		const plain = await send("POST", `/contact-messages/${stranger}/replies`, { body: "Yes we do, free of charge." });
		expect((plain.body.response as AdminContactThread).replies[0]?.texted_to).toBeNull();
	});

	it("texts the reply's notice to the mobile a sender gave on the form, customer or not, and shows it on the thread", async () => {
		const stranger = await contact(
			"Guest",
			"walk.in@example.org",
			"Can I collect from the shop?",
			"198.51.100.95",
			"9731 000 111",
		);
		const thread = (await send("GET", `/contact-messages/${stranger}`)).body.response as AdminContactThread;
		expect(thread.phone).toBe("9731000111");
		expect(thread.customer).toBeNull();
		const replied = await send("POST", `/contact-messages/${stranger}/replies`, {
			body: "Yes, any weekday after 11 am.",
			text_customer: true,
		});
		expect(replied.status).toBe(201);
		expect((replied.body.response as AdminContactThread).replies[0]?.texted_to).toBe("••••••••11");
		await expect
			.poll(
				async () => {
					await t.app.outbox.drain();
					return sms.countTo("9731000111");
				},
				{ timeout: 15_000, interval: 100 },
			)
			.toBe(1);

		// a customer who gave another mobile on the form: the form's number, not the one on file
		const shopper = await createShopper(t.database, { email: "meera.iyer@example.in", fullName: "Meera Iyer" });
		const id = await contact(
			"Meera",
			"meera.iyer@example.in",
			"Please call me about my order",
			"198.51.100.96",
			"9731000222",
		);
		await send("POST", `/contact-messages/${id}/replies`, { body: "We will call you today.", text_customer: true });
		await expect
			.poll(
				async () => {
					await t.app.outbox.drain();
					return sms.countTo("9731000222");
				},
				{ timeout: 15_000, interval: 100 },
			)
			.toBe(1);
		expect(sms.countTo(shopper.phone)).toBe(0);
	});

	it("answers a shopper whose account language is Hindi in Hindi (subject and the lines around the staff's answer)", async () => {
		const shopper = await createShopper(t.database, {
			email: "sushma.yadav@example.in",
			fullName: "Sushma Yadav",
			language: "hi",
		});
		const id = await contact("Sushma", "sushma.yadav@example.in", "क्या फ्रॉक साइज़ 6 में मिलेगी?", "198.51.100.97");
		const mailsTo = () => smtp.mails.filter((mail) => mail.to.includes("sushma.yadav@example.in"));
		const replied = await send("POST", `/contact-messages/${id}/replies`, {
			body: "जी हाँ, साइज़ 6 आज फिर से आ गया है।",
			text_customer: true,
		});
		expect(replied.status).toBe(201);
		await expect
			.poll(
				async () => {
					await t.app.outbox.drain();
					return mailsTo().length;
				},
				{ timeout: 15_000, interval: 100 },
			)
			.toBe(1);
		const mail = mailsTo()[0];
		expect(mail?.subject()).toBe("Re: Pitara को भेजा आपका संदेश");
		const body = mail?.text() ?? "";
		expect(body).toContain("जी हाँ, साइज़ 6 आज फिर से आ गया है।");
		expect(body).toMatch(/\(भारतीय समय\) को आपने लिखा:\r?\n> क्या फ्रॉक साइज़ 6 में मिलेगी\?/);
		expect(body).not.toContain("you wrote");
		// and the text that says the answer is in the mail, in Hindi too
		await expect.poll(() => sms.countTo(shopper.phone), { timeout: 15_000 }).toBe(1);
		expect(sms.sent.filter((sent) => sent.to === shopper.phone).at(-1)?.message).toMatch(
			/^Pitara: आपके \d{1,2} [A-Z][a-z]{2} के संदेश का जवाब हमने दे दिया है। कृपया su•••@example\.in पर भेजा हमारा ई-मेल देखें।$/,
		);
	});

	it("shows a stranger's message without a customer, and a missing message is not found", async () => {
		const id = await contact("Guest", "guest.person@example.org", "Do you ship to Goa?", "198.51.100.92");
		const thread = (await send("GET", `/contact-messages/${id}`)).body.response as AdminContactThread;
		expect(thread.customer).toBeNull();
		expect(thread.orders).toEqual([]);
		expect((await send("GET", "/contact-messages/99999999")).status).toBe(404);
		expect((await send("POST", "/contact-messages/99999999/replies", { body: "Hello there" })).status).toBe(404);
	});
});
