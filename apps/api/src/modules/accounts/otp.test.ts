import { createHmac, randomBytes } from "node:crypto";
import { messages } from "@pitara/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import { queryRows } from "../../db/client.ts";
import { appSettings } from "../../db/schema/index.ts";
import { codeMatches, hashCode, newCode, OTP_HASH_KEY_SETTING, OTP_POLICY } from "./otp.service.ts";

const sms = new MemorySmsSender();
let t: TestApp;
let ipCounter = 0;

/** Each test asks from its own address, so the per-IP burst limits of one test do not leak into the next. */
function nextIp(): string {
	ipCounter += 1;
	return `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

function sendCode(phone: string, ip: string) {
	return call(t.app, { method: "POST", url: "/api/user/send/otp", payload: { phone_email: phone }, remoteAddress: ip });
}

function validate(phone: string, otp: string, ip: string) {
	return call(t.app, { method: "POST", url: "/api/user/validate/otp", payload: { phone, otp }, remoteAddress: ip });
}

/** Moves a phone's challenges into the past, as if `seconds` had gone by. */
async function age(phone: string, seconds: number) {
	await t.database.db.execute(
		sql`update otp_challenges set created_at = created_at - make_interval(secs => ${seconds}),
			expires_at = expires_at - make_interval(secs => ${seconds}) where phone = ${phone}`,
	);
}

function wrong(code: string): string {
	return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

beforeAll(async () => {
	t = await createTestApp({ sms });
});

afterAll(async () => {
	await t?.close();
});

describe("codes", () => {
	it("are six digits from a CSPRNG and stored only as a salted hash keyed with the server's secret", () => {
		const codes = new Set(Array.from({ length: 50 }, () => newCode()));
		for (const code of codes) expect(code).toMatch(/^\d{6}$/);
		expect(codes.size).toBeGreaterThan(45);
		const key = randomBytes(32);
		const first = hashCode(key, "9876543210", "123456");
		const second = hashCode(key, "9876543210", "123456");
		expect(first).not.toBe(second);
		expect(first).not.toContain("123456");
		expect(codeMatches(key, first, "9876543210", "123456")).toBe(true);
		expect(codeMatches(key, first, "9876543210", "123457")).toBe(false);
		expect(codeMatches(key, first, "9876543211", "123456")).toBe(false);
		expect(codeMatches(randomBytes(32), first, "9876543210", "123456")).toBe(false);
		expect(codeMatches(key, "v2$broken", "9876543210", "123456")).toBe(false);
	});
});

describe("POST /api/user/send/otp and /api/user/validate/otp", () => {
	it("texts a code that logs in once, with a token and the user", async () => {
		const user = await createUser(t.database, { fullName: "Kavya Rao" });
		const ip = nextIp();
		const sent = await sendCode(user.phone, ip);
		expect(sent.status).toBe(200);
		expect(sent.body).toEqual({
			status: true,
			message: messages.login.codeSent,
			response: { resend_after: 15, expires_in: 300 },
		});
		const code = sms.lastCode(user.phone);
		expect(sms.sent.at(-1)?.message).toContain("expires in 5 minutes");

		const [row] = await queryRows<{ code_hash: string; ttl: number; requester_ip: string; attempts: number }>(
			t.database.db,
			sql`select code_hash, extract(epoch from expires_at - created_at)::int as ttl, requester_ip, attempts
				from otp_challenges where phone = ${user.phone}`,
		);
		expect(row?.code_hash).not.toContain(code);
		expect(row?.code_hash).toMatch(/^v2\$/);
		// a copy of the challenge alone (its salt beside it) does not give the code back by trying all of them
		const [, salt = "", stored = ""] = (row?.code_hash ?? "").split("$");
		const saltOnly = createHmac("sha256", Buffer.from(salt, "base64url"))
			.update(`${user.phone}:${code}`)
			.digest("base64url");
		expect(saltOnly).not.toBe(stored);
		const [secret] = await t.database.db.select().from(appSettings).where(eq(appSettings.key, OTP_HASH_KEY_SETTING));
		expect(secret?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
		expect(row?.ttl).toBe(OTP_POLICY.ttlSeconds);
		expect(row?.requester_ip).toBe(ip);

		const login = await validate(user.phone, code, ip);
		expect(login.status).toBe(200);
		const response = login.body.response as { token: string; userInfo: Record<string, unknown> };
		expect(login.body).toMatchObject({ status: true, message: messages.login.loggedIn });
		expect(response.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
		expect(response.userInfo).toEqual({
			user_id: user.id,
			full_name: "Kavya Rao",
			email: user.email,
			phone: user.phone,
			gender: "Female",
			dob: "1990-01-01",
			role: "customer",
			updated_at: expect.any(String),
		});
		const profile = await call(t.app, {
			method: "POST",
			url: "/api/users/profile-fetch",
			payload: {},
			headers: { authorization: `Bearer ${response.token}` },
		});
		expect(profile.status).toBe(200);

		const again = await validate(user.phone, code, ip);
		expect(again.status).toBe(400);
		expect(again.body).toMatchObject({ code: "OTP_EXPIRED", message: messages.login.codeExpired });
	});

	it("ends the challenge after five wrong codes, even for the right one", async () => {
		const user = await createUser(t.database);
		const ip = nextIp();
		expect((await sendCode(user.phone, ip)).status).toBe(200);
		const code = sms.lastCode(user.phone);
		for (const left of [4, 3, 2, 1]) {
			const answer = await validate(user.phone, wrong(code), ip);
			expect(answer.status).toBe(400);
			expect(answer.body).toMatchObject({ code: "OTP_INVALID", message: messages.login.codeWrong(left) });
			expect(answer.body.errors).toEqual([{ field: "otp", message: messages.login.codeWrong(left) }]);
		}
		const fifth = await validate(user.phone, wrong(code), ip);
		expect(fifth.body).toMatchObject({ code: "OTP_ATTEMPTS_EXCEEDED", message: messages.login.tooManyTries });
		const right = await validate(user.phone, code, ip);
		expect(right.status).toBe(400);
		expect(right.body).toMatchObject({ code: "OTP_ATTEMPTS_EXCEEDED" });
	});

	it("refuses a second code within 15 seconds, then voids the old code with the new one", async () => {
		const user = await createUser(t.database);
		const ip = nextIp();
		expect((await sendCode(user.phone, ip)).status).toBe(200);
		const first = sms.lastCode(user.phone);

		const early = await sendCode(user.phone, ip);
		expect(early.status).toBe(429);
		expect(early.body).toMatchObject({ status: false, code: "OTP_RESEND_TOO_SOON" });
		const wait = Number(early.response.headers["retry-after"]);
		expect(wait).toBeGreaterThanOrEqual(14);
		expect(wait).toBeLessThanOrEqual(15);
		expect(early.body.message).toBe(messages.login.resendWait(wait));
		expect(sms.countTo(user.phone)).toBe(1);

		await age(user.phone, 10);
		const stillEarly = await sendCode(user.phone, ip);
		expect(stillEarly.status).toBe(429);
		expect(Number(stillEarly.response.headers["retry-after"])).toBeLessThanOrEqual(5);

		await age(user.phone, 6);
		expect((await sendCode(user.phone, ip)).status).toBe(200);
		const second = sms.lastCode(user.phone);
		const challenges = await queryRows<{ voided: boolean }>(
			t.database.db,
			sql`select consumed_at is not null as voided from otp_challenges where phone = ${user.phone} order by id`,
		);
		expect(challenges.map((c) => c.voided)).toEqual([true, false]);
		if (second !== first) {
			const old = await validate(user.phone, first, ip);
			expect(old.body).toMatchObject({ code: "OTP_INVALID" });
		}
		expect((await validate(user.phone, second, ip)).status).toBe(200);
	});

	it("sends at most five codes per phone per hour", async () => {
		const user = await createUser(t.database);
		const ip = nextIp();
		for (let i = 0; i < OTP_POLICY.maxPerPhonePerHour; i += 1) {
			expect((await sendCode(user.phone, ip)).status).toBe(200);
			await age(user.phone, 16);
		}
		const sixth = await sendCode(user.phone, ip);
		expect(sixth.status).toBe(429);
		expect(sixth.body.code).toBe("OTP_HOURLY_LIMIT");
		// the oldest of the five was sent 5 × 16 s ago: the window opens again in 3600 − 80 s
		const retryAfter = Number(sixth.response.headers["retry-after"]);
		expect(retryAfter).toBeGreaterThanOrEqual(3519);
		expect(retryAfter).toBeLessThanOrEqual(3520);
		expect(sixth.body.message).toBe(messages.login.hourlyLimit(59));
		expect(sms.countTo(user.phone)).toBe(5);

		await age(user.phone, 3600 - 80 + 1);
		expect((await sendCode(user.phone, ip)).status).toBe(200);
	});

	it("no longer takes a code stored before the hash was keyed (v1): it counts as a wrong one", async () => {
		const user = await createUser(t.database);
		const salt = randomBytes(16);
		const v1 = [
			"v1",
			salt.toString("base64url"),
			createHmac("sha256", salt).update(`${user.phone}:246810`).digest("base64url"),
		];
		await t.database.db.execute(
			sql`insert into otp_challenges (phone, code_hash, expires_at) values (${user.phone}, ${v1.join("$")}, now() + interval '5 minutes')`,
		);
		const answer = await validate(user.phone, "246810", nextIp());
		expect(answer.status).toBe(400);
		expect(answer.body.code).toBe("OTP_INVALID");
	});

	it("refuses an expired code", async () => {
		const user = await createUser(t.database);
		const ip = nextIp();
		await sendCode(user.phone, ip);
		const code = sms.lastCode(user.phone);
		await age(user.phone, OTP_POLICY.ttlSeconds - 2);
		// still good two seconds before the end... (checked by a wrong code, which must count as a try, not as expired)
		expect((await validate(user.phone, wrong(code), ip)).body.code).toBe("OTP_INVALID");
		await age(user.phone, 3);
		const late = await validate(user.phone, code, ip);
		expect(late.status).toBe(400);
		expect(late.body).toMatchObject({ code: "OTP_EXPIRED", message: messages.login.codeExpired });
	});

	it("tells the shopper when the SMS could not be sent, and keeps no usable challenge", async () => {
		const user = await createUser(t.database);
		const ip = nextIp();
		sms.failing = true;
		try {
			const failed = await sendCode(user.phone, ip);
			expect(failed.status).toBe(502);
			expect(failed.body).toEqual({ status: false, message: messages.login.sendFailed, code: "SMS_NOT_SENT" });
		} finally {
			sms.failing = false;
		}
		const [row] = await queryRows<{ n: number }>(
			t.database.db,
			sql`select count(*)::int as n from otp_challenges where phone = ${user.phone}`,
		);
		expect(row?.n).toBe(0);
		expect((await validate(user.phone, "123456", ip)).body.code).toBe("OTP_EXPIRED");
		// the failed attempt does not count for the 15-second rule
		expect((await sendCode(user.phone, ip)).status).toBe(200);
	});

	it("suggests registering to a phone without an account, and sends nothing", async () => {
		const sentBefore = sms.sent.length;
		const answer = await sendCode("6000000001", nextIp());
		expect(answer.status).toBe(404);
		expect(answer.body).toMatchObject({ code: "ACCOUNT_NOT_FOUND", message: messages.login.noAccount });
		expect(sms.sent.length).toBe(sentBefore);
	});

	it("validates the phone and the code", async () => {
		const ip = nextIp();
		const badPhone = await sendCode("98765", ip);
		expect(badPhone.status).toBe(400);
		expect(badPhone.body).toMatchObject({ code: "VALIDATION_ERROR", message: "Phone number must be 10 digits" });
		const badCode = await validate("9876543210", "12ab", ip);
		expect(badCode.status).toBe(400);
		expect(badCode.body.errors).toEqual([{ field: "otp", message: "Please enter the 6-digit code" }]);
	});

	it("limits code requests per IP address", async () => {
		const ip = nextIp();
		for (let i = 0; i < 10; i += 1) {
			expect((await sendCode(`60000001${String(i).padStart(2, "0")}`, ip)).status).toBe(404);
		}
		const blocked = await sendCode("6000000199", ip);
		expect(blocked.status).toBe(429);
		expect(Number(blocked.response.headers["retry-after"])).toBeGreaterThan(0);
		// another address is not affected
		expect((await sendCode("6000000199", nextIp())).status).toBe(404);
	});

	it("limits code checks per IP address", async () => {
		const ip = nextIp();
		for (let i = 0; i < 20; i += 1) expect((await validate("6000000299", "123456", ip)).status).toBe(400);
		expect((await validate("6000000299", "123456", ip)).status).toBe(429);
	});

	it("caps the codes sent to requests from one address in an hour, across phones", async () => {
		const ip = nextIp();
		await t.database.db.execute(
			sql`insert into otp_challenges (phone, code_hash, expires_at, requester_ip, consumed_at)
				select lpad(g::text, 10, '5'), 'v1$x$y', now(), ${ip}, now() from generate_series(1, ${OTP_POLICY.maxPerIpPerHour}) g`,
		);
		const user = await createUser(t.database);
		const blocked = await sendCode(user.phone, ip);
		expect(blocked.status).toBe(429);
		expect(blocked.body.code).toBe("OTP_IP_LIMIT");
		expect((await sendCode(user.phone, nextIp())).status).toBe(200);
	});
});

describe("daily cap of wrong codes per phone", () => {
	it(`stops at ${OTP_POLICY.maxFailedPerPhonePerDay} wrong codes in 24 hours across codes, even for the right one, and sends no more codes`, async () => {
		const user = await createUser(t.database);
		let wrongTries = 0;
		// 4 codes × 5 wrong tries = 20, each code sent after the last one's wait
		for (let round = 0; round < OTP_POLICY.maxFailedPerPhonePerDay / OTP_POLICY.maxAttempts; round += 1) {
			if (round > 0) await age(user.phone, 16);
			expect((await sendCode(user.phone, nextIp())).status).toBe(200);
			const code = sms.lastCode(user.phone);
			for (let i = 0; i < OTP_POLICY.maxAttempts; i += 1) {
				expect((await validate(user.phone, wrong(code), nextIp())).status).toBe(400);
				wrongTries += 1;
			}
		}
		expect(wrongTries).toBe(OTP_POLICY.maxFailedPerPhonePerDay);
		// a fifth code in the hour would be refused anyway: move the earlier ones out of the hour, within the day
		await age(user.phone, 3600);
		const refused = await sendCode(user.phone, nextIp());
		expect(refused.status).toBe(429);
		expect(refused.body).toMatchObject({ code: "OTP_DAILY_LIMIT", message: messages.login.dailyLimit });
		// a live challenge made some other way is not guessable either
		await t.database.db.execute(
			sql`insert into otp_challenges (phone, code_hash, expires_at) values (${user.phone}, 'v2$x$y', now() + interval '5 minutes')`,
		);
		const guess = await validate(user.phone, "123456", nextIp());
		expect(guess.status).toBe(429);
		expect(guess.body.code).toBe("OTP_DAILY_LIMIT");
		// a day later the phone can log in again
		await age(user.phone, 24 * 3600);
		await t.database.db.execute(sql`delete from otp_challenges where phone = ${user.phone} and requester_ip is null`);
		expect((await sendCode(user.phone, nextIp())).status).toBe(200);
		expect((await validate(user.phone, sms.lastCode(user.phone), nextIp())).status).toBe(200);
	});

	it("does not count a right code against the cap", async () => {
		const user = await createUser(t.database);
		await sendCode(user.phone, nextIp());
		expect((await validate(user.phone, sms.lastCode(user.phone), nextIp())).status).toBe(200);
		const [row] = await queryRows<{ n: number }>(
			t.database.db,
			sql`select sum(attempts)::int as n from otp_challenges where phone = ${user.phone}`,
		);
		expect(row?.n).toBe(0);
	});

	it("holds under 20 concurrent guesses at the last tries of the day", async () => {
		const user = await createUser(t.database);
		// 18 wrong tries earlier today, on a code that is over
		await t.database.db.execute(
			sql`insert into otp_challenges (phone, code_hash, expires_at, attempts, consumed_at, created_at)
				values (${user.phone}, 'v2$x$y', now() - interval '1 hour', 18, now() - interval '1 hour', now() - interval '2 hours')`,
		);
		expect((await sendCode(user.phone, nextIp())).status).toBe(200);
		const code = sms.lastCode(user.phone);
		const answers = await Promise.all(Array.from({ length: 20 }, () => validate(user.phone, wrong(code), nextIp())));
		expect(answers.filter((a) => a.body.code === "OTP_INVALID")).toHaveLength(2);
		const [row] = await queryRows<{ n: number }>(
			t.database.db,
			sql`select sum(attempts)::int as n from otp_challenges where phone = ${user.phone}`,
		);
		expect(row?.n).toBe(OTP_POLICY.maxFailedPerPhonePerDay);
		expect((await validate(user.phone, code, nextIp())).body.code).toBe("OTP_DAILY_LIMIT");
	});
});

describe("IPv6 clients", () => {
	it("count by their /64: changing the last 64 bits does not reset the per-IP limit", async () => {
		for (let i = 0; i < 10; i += 1) {
			const ip = `2001:db8:77:1:${(i + 1).toString(16)}::${(i + 7).toString(16)}`;
			expect((await sendCode(`60000003${String(i).padStart(2, "0")}`, ip)).status).toBe(404);
		}
		const blocked = await sendCode("6000000399", "2001:db8:77:1:ffff::1");
		expect(blocked.status).toBe(429);
		// the next /64 is another network
		expect((await sendCode("6000000399", "2001:db8:77:2::1")).status).toBe(404);
	});
});

describe("under concurrency", () => {
	it("lets exactly one of several requests with the right code log in", async () => {
		const user = await createUser(t.database);
		const ip = nextIp();
		await sendCode(user.phone, ip);
		const code = sms.lastCode(user.phone);
		const answers = await Promise.all(Array.from({ length: 8 }, () => validate(user.phone, code, ip)));
		expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
		expect(answers.filter((a) => a.status === 400)).toHaveLength(7);
	});

	it("loses no wrong attempt and compares no more than five", async () => {
		const user = await createUser(t.database);
		const ip = nextIp();
		await sendCode(user.phone, ip);
		const code = sms.lastCode(user.phone);
		const answers = await Promise.all(Array.from({ length: 12 }, () => validate(user.phone, wrong(code), nextIp())));
		expect(answers.every((a) => a.status === 400)).toBe(true);
		expect(answers.filter((a) => a.body.code === "OTP_INVALID")).toHaveLength(4);
		const [row] = await queryRows<{ attempts: number }>(
			t.database.db,
			sql`select attempts from otp_challenges where phone = ${user.phone}`,
		);
		expect(row?.attempts).toBe(OTP_POLICY.maxAttempts);
		expect((await validate(user.phone, code, ip)).body.code).toBe("OTP_ATTEMPTS_EXCEEDED");
	});

	it("sends one code when several requests for a phone arrive together", async () => {
		const user = await createUser(t.database);
		const answers = await Promise.all(Array.from({ length: 5 }, () => sendCode(user.phone, nextIp())));
		expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
		expect(answers.filter((a) => a.status === 429)).toHaveLength(4);
		expect(sms.countTo(user.phone)).toBe(1);
	});
});

describe("AUTH_IP_LIMIT_FACTOR", () => {
	it("multiplies the per-IP limits but not the per-phone ones", async () => {
		const relaxed = await createTestApp({ sms, env: { AUTH_IP_LIMIT_FACTOR: "2" } });
		try {
			const ip = "10.9.9.9";
			const send = (phone: string) =>
				call(relaxed.app, {
					method: "POST",
					url: "/api/user/send/otp",
					payload: { phone_email: phone },
					remoteAddress: ip,
				});
			for (let i = 0; i < 20; i += 1) expect((await send(`60000003${String(i).padStart(2, "0")}`)).status).toBe(404);
			expect((await send("6000000399")).status).toBe(429);

			const user = await createUser(relaxed.database);
			expect((await send(user.phone)).status).toBe(429);
			const other = (phone: string) =>
				call(relaxed.app, {
					method: "POST",
					url: "/api/user/send/otp",
					payload: { phone_email: phone },
					remoteAddress: "10.9.9.10",
				});
			expect((await other(user.phone)).status).toBe(200);
			expect((await other(user.phone)).body.code).toBe("OTP_RESEND_TOO_SOON");
		} finally {
			await relaxed.close();
		}
	});
});
