import { addDaysInIndia, messages } from "@pitara/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import { queryRows } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { verifyPassword } from "../../lib/passwords.ts";

const m = messages.registration;
const sms = new MemorySmsSender();
let t: TestApp;
let counter = 0;
let ipCounter = 0;

function fresh() {
	counter += 1;
	const phone = `8${String(process.pid % 1000).padStart(3, "0")}${String(counter).padStart(6, "0")}`;
	return {
		full_name: "Ananya Iyer",
		email: `Ananya.${phone}@Example.com`,
		phone,
		password: "secret1",
		gender: "Female",
		dob: "1991-07-15",
	};
}

function register(payload: unknown, ip?: string) {
	ipCounter += 1;
	return call(t.app, {
		method: "POST",
		url: "/api/users/registration",
		payload: payload as Record<string, unknown>,
		remoteAddress: ip ?? `10.2.0.${ipCounter % 250}`,
	});
}

beforeAll(async () => {
	t = await createTestApp({ sms });
});

afterAll(async () => {
	await t?.close();
});

describe("POST /api/users/registration", () => {
	it("creates a customer with a scrypt password hash who can then log in with a code", async () => {
		const input = fresh();
		const { status, body } = await register(input);
		expect(status).toBe(201);
		expect(body).toEqual({ status: true, message: m.success, response: { user_id: expect.any(Number) } });

		const [row] = await t.database.db.select().from(users).where(eq(users.phone, input.phone));
		expect(row).toMatchObject({
			fullName: "Ananya Iyer",
			email: input.email.toLowerCase(),
			gender: "Female",
			dob: "1991-07-15",
			role: "customer",
		});
		expect(row?.passwordHash).toMatch(/^scrypt\$/);
		expect(row?.passwordHash).not.toContain("secret1");
		expect(await verifyPassword("secret1", row?.passwordHash ?? "")).toBe(true);

		const sent = await call(t.app, {
			method: "POST",
			url: "/api/user/send/otp",
			payload: { phone_email: input.phone },
			remoteAddress: "10.2.1.1",
		});
		expect(sent.status).toBe(200);
		const login = await call(t.app, {
			method: "POST",
			url: "/api/user/validate/otp",
			payload: { phone: input.phone, otp: sms.lastCode(input.phone) },
			remoteAddress: "10.2.1.1",
		});
		expect(login.status).toBe(200);
	});

	it("answers each rule of SPEC.md §5 with its message", async () => {
		const empty = await register({ full_name: "", email: "", phone: "", password: "", gender: "", dob: "" });
		expect(empty.status).toBe(400);
		expect(empty.body.errors).toEqual([
			{ field: "full_name", message: m.fullNameRequired },
			{ field: "email", message: m.emailRequired },
			{ field: "phone", message: m.phoneRequired },
			{ field: "password", message: m.passwordRequired },
			{ field: "gender", message: m.genderRequired },
			{ field: "dob", message: m.dobRequired },
		]);
		const cases: [Record<string, string>, string, string][] = [
			[{ full_name: "Al" }, "full_name", m.tooShort],
			[{ full_name: "A".repeat(51) }, "full_name", m.tooLong],
			[{ email: "ananya@" }, "email", m.emailInvalid],
			[{ phone: "98765 43210" }, "phone", m.phoneDigits],
			[{ password: "12345" }, "password", m.passwordMin],
			[{ gender: "Unknown" }, "gender", m.genderRequired],
			[{ dob: addDaysInIndia(1) }, "dob", m.dobFuture],
		];
		for (const [change, field, message] of cases) {
			const { status, body } = await register({ ...fresh(), ...change });
			expect(status, field).toBe(400);
			expect(body.errors, field).toEqual([{ field, message }]);
			expect(body.message).toBe(message);
		}
	});

	it("refuses a phone or e-mail that already has an account, naming which", async () => {
		const first = fresh();
		expect((await register(first)).status).toBe(201);

		const samePhone = await register({ ...fresh(), phone: first.phone });
		expect(samePhone.status).toBe(409);
		expect(samePhone.body).toEqual({
			status: false,
			message: m.phoneTaken,
			code: "ACCOUNT_EXISTS",
			errors: [{ field: "phone", message: m.phoneTaken }],
		});

		const sameEmail = await register({ ...fresh(), email: first.email.toUpperCase() });
		expect(sameEmail.status).toBe(409);
		expect(sameEmail.body.errors).toEqual([{ field: "email", message: m.emailTaken }]);

		const both = await register({ ...fresh(), phone: first.phone, email: first.email });
		expect(both.body.errors).toEqual([
			{ field: "phone", message: m.phoneTaken },
			{ field: "email", message: m.emailTaken },
		]);
		const [row] = await queryRows<{ n: number }>(
			t.database.db,
			sql`select count(*)::int as n from users where phone = ${first.phone} or email = ${first.email.toLowerCase()}`,
		);
		expect(row?.n).toBe(1);
	});

	it("makes one account when two registrations for one phone or e-mail race", async () => {
		const a = fresh();
		const phoneRace = await Promise.all([register(a), register({ ...fresh(), phone: a.phone })]);
		expect(phoneRace.map((r) => r.status).sort()).toEqual([201, 409]);
		expect(phoneRace.find((r) => r.status === 409)?.body.errors).toEqual([{ field: "phone", message: m.phoneTaken }]);

		const b = fresh();
		const emailRace = await Promise.all([register(b), register({ ...fresh(), email: b.email })]);
		expect(emailRace.map((r) => r.status).sort()).toEqual([201, 409]);
		expect(emailRace.find((r) => r.status === 409)?.body.errors).toEqual([{ field: "email", message: m.emailTaken }]);

		const [row] = await queryRows<{ phones: number; emails: number }>(
			t.database.db,
			sql`select (select count(*)::int from users where phone = ${a.phone}) as phones,
				(select count(*)::int from users where email = ${b.email.toLowerCase()}) as emails`,
		);
		expect(row).toEqual({ phones: 1, emails: 1 });
	});

	it("limits registrations per IP address", async () => {
		const ip = "10.2.9.9";
		for (let i = 0; i < 10; i += 1) expect((await register({ full_name: "" }, ip)).status).toBe(400);
		const blocked = await register(fresh(), ip);
		expect(blocked.status).toBe(429);
		expect(blocked.response.headers["retry-after"]).toBeDefined();
	});
});
