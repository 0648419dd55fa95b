import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { contactMessages } from "../../db/schema/index.ts";

let t: TestApp;
let admin: { authorization: string };
let customer: { authorization: string };

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	admin = (await createAdmin(t.database)).auth;
	customer = (await createUser(t.database)).auth;
});

afterAll(async () => {
	await t.close();
});

const valid = {
	name: "Kavya Nair",
	email: "Kavya@Example.com",
	message: "Do the cotton frocks come in size 10-12 years?",
};
const send = (payload: Record<string, unknown>, remoteAddress?: string) =>
	call(t.app, { method: "POST", url: "/api/contact", payload, remoteAddress });

describe("POST /api/contact", () => {
	it("stores the message and confirms it by name", async () => {
		const { status, body } = await send(valid, "198.51.100.20");
		expect(status).toBe(201);
		expect(body).toMatchObject({
			status: true,
			message: "Thank you, Kavya! Your message has reached us and we will reply within one working day.",
			response: { id: expect.any(Number) },
		});
		const [row] = await t.database.db
			.select()
			.from(contactMessages)
			.where(eq(contactMessages.id, (body.response as { id: number }).id));
		expect(row).toMatchObject({
			name: "Kavya Nair",
			email: "kavya@example.com",
			message: valid.message,
			phone: null,
			requesterIp: "198.51.100.20",
			readAt: null,
		});
	});

	it("keeps an optional mobile as ten digits (issue 27 item 5), and an empty one as none", async () => {
		const given = await send({ ...valid, phone: "+91 98450 12345" }, "198.51.100.24");
		expect(given.status).toBe(201);
		const empty = await send({ ...valid, phone: "" }, "198.51.100.25");
		expect(empty.status).toBe(201);
		const phoneOf = async (response: typeof given) =>
			(
				await t.database.db
					.select()
					.from(contactMessages)
					.where(eq(contactMessages.id, (response.body.response as { id: number }).id))
			)[0]?.phone;
		expect(await phoneOf(given)).toBe("9845012345");
		expect(await phoneOf(empty)).toBeNull();
	});

	it("says what is wrong with each field and stores nothing", async () => {
		const before = (await t.database.db.select().from(contactMessages)).length;
		const cases: [Record<string, unknown>, string, string][] = [
			[{ ...valid, name: "" }, "name", "Please enter your name"],
			[{ ...valid, name: "K" }, "name", "Name must be at least 2 characters"],
			[{ ...valid, name: "K".repeat(81) }, "name", "Name must be at most 80 characters"],
			[{ ...valid, email: "kavya@" }, "email", "Please enter a valid email address"],
			[{ ...valid, email: "" }, "email", "Please enter your email"],
			[{ ...valid, message: "Hi there" }, "message", "Message must be at least 10 characters"],
			[{ ...valid, message: "x".repeat(2001) }, "message", "Message must be at most 2000 characters"],
			[{ ...valid, message: "          " }, "message", "Please write your message"],
			[{ ...valid, phone: "12345" }, "phone", "Please enter a 10-digit Indian mobile number, or leave it empty"],
			[{ ...valid, phone: "5845012345" }, "phone", "Please enter a 10-digit Indian mobile number, or leave it empty"],
		];
		for (const [payload, field, message] of cases) {
			const { status, body } = await send(payload);
			expect(status, field).toBe(400);
			expect(body.errors).toEqual([{ field, message }]);
		}
		expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
	});

	it("limits how often one address may write", async () => {
		const statuses: number[] = [];
		for (let i = 0; i < 11; i++) statuses.push((await send(valid, "203.0.113.50")).status);
		expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
		expect(statuses[10]).toBe(429);
	});
});

describe("the admin reads contact messages", () => {
	it("lists them newest first and marks one read", async () => {
		const sent = await send(
			{
				...valid,
				name: "Rohan Gupta",
				message: "Please call me about a bulk order for a school.",
			},
			"198.51.100.26",
		);
		const id = (sent.body.response as { id: number }).id;
		const list = await call(t.app, { method: "GET", url: "/api/admin/contact-messages", headers: admin });
		expect(list.status).toBe(200);
		const messages = list.body.response as { id: number; name: string; read_at: string | null }[];
		expect(messages[0]).toMatchObject({ id, name: "Rohan Gupta", read_at: null });
		expect(list.body.total).toBe(messages.length);

		const read = await call(t.app, {
			method: "PATCH",
			url: `/api/admin/contact-messages/${id}`,
			headers: admin,
			payload: { read: true },
		});
		expect(read.status).toBe(200);
		expect((read.body.response as { read_at: string | null }).read_at).toEqual(expect.any(String));

		const unread = await call(t.app, { method: "GET", url: "/api/admin/contact-messages?unread=true", headers: admin });
		expect((unread.body.response as { id: number }[]).map((m) => m.id)).not.toContain(id);
		const missing = await call(t.app, {
			method: "PATCH",
			url: "/api/admin/contact-messages/999999",
			headers: admin,
			payload: { read: true },
		});
		expect(missing.status).toBe(404);
	});

	it("refuses a customer with 403 and a visitor with 401", async () => {
		const asCustomer = await call(t.app, { method: "GET", url: "/api/admin/contact-messages", headers: customer });
		expect(asCustomer.status).toBe(403);
		expect(asCustomer.body).toMatchObject({ status: false, code: "FORBIDDEN" });
		const asVisitor = await call(t.app, { method: "GET", url: "/api/admin/contact-messages" });
		expect(asVisitor.status).toBe(401);
		const markAsCustomer = await call(t.app, {
			method: "PATCH",
			url: "/api/admin/contact-messages/1",
			headers: customer,
			payload: { read: true },
		});
		expect(markAsCustomer.status).toBe(403);
	});
});
