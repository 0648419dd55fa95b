import { messages } from "@pitara/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { MemorySmsSender } from "../../../test/sms.ts";
import { sessions } from "../../db/schema/index.ts";
import { hashToken } from "../../lib/tokens.ts";
import { createSession } from "./accounts.repository.ts";
import { SESSION_MAX_AGE_MS, STAFF_IDLE_MS } from "./session-rules.ts";

const sms = new MemorySmsSender();
let t: TestApp;

beforeAll(async () => {
	t = await createTestApp({ sms });
});

afterAll(async () => {
	await t?.close();
});

async function logIn(phone: string, ip: string): Promise<string> {
	await call(t.app, { method: "POST", url: "/api/user/send/otp", payload: { phone_email: phone }, remoteAddress: ip });
	const { body } = await call(t.app, {
		method: "POST",
		url: "/api/user/validate/otp",
		payload: { phone, otp: sms.lastCode(phone) },
		remoteAddress: ip,
	});
	return (body.response as { token: string }).token;
}

const profile = (token: string) =>
	call(t.app, {
		method: "POST",
		url: "/api/users/profile-fetch",
		payload: {},
		headers: { authorization: `Bearer ${token}` },
	});

describe("sessions", () => {
	it("store only the SHA-256 of the token, expiring in 30 days", async () => {
		const user = await createUser(t.database);
		const token = await logIn(user.phone, "10.3.0.1");
		const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
		const session = rows.find((row) => row.tokenHash === hashToken(token));
		expect(session).toBeDefined();
		expect(JSON.stringify(rows)).not.toContain(token);
		const days = ((session?.expiresAt.getTime() ?? 0) - (session?.createdAt.getTime() ?? 0)) / 86_400_000;
		expect(days).toBeCloseTo(30, 2);
	});

	it("end at logout: the token stops working, other sessions of the user go on", async () => {
		const user = await createUser(t.database);
		const phoneToken = await logIn(user.phone, "10.3.0.2");
		const { status, body } = await call(t.app, {
			method: "POST",
			url: "/api/users/logout",
			payload: {},
			headers: { authorization: `Bearer ${phoneToken}` },
		});
		expect(status).toBe(200);
		expect(body).toEqual({ status: true, message: messages.login.loggedOut });

		const after = await profile(phoneToken);
		expect(after.status).toBe(401);
		expect(after.body.code).toBe("INVALID_TOKEN");
		const [row] = await t.database.db
			.select()
			.from(sessions)
			.where(eq(sessions.tokenHash, hashToken(phoneToken)));
		expect(row?.revokedAt).toBeInstanceOf(Date);

		// the session createUser made is another device's, still logged in
		expect((await profile(user.token)).status).toBe(200);
	});

	it("refuse logout without a session and for another user's id", async () => {
		expect((await call(t.app, { method: "POST", url: "/api/users/logout", payload: {} })).status).toBe(401);
		const me = await createUser(t.database);
		const other = await createUser(t.database);
		const foreign = await call(t.app, {
			method: "POST",
			url: "/api/users/logout",
			payload: { user_id: other.id },
			headers: me.auth,
		});
		expect(foreign.status).toBe(403);
		const mixed = await call(t.app, {
			method: "POST",
			url: "/api/users/logout",
			payload: { user_id: me.id, userId: other.id },
			headers: me.auth,
		});
		expect(mixed.status).toBe(403);
		expect((await profile(me.token)).status).toBe(200);
		// a client may send no body at all
		expect((await call(t.app, { method: "POST", url: "/api/users/logout", headers: me.auth })).status).toBe(200);
		expect((await profile(me.token)).status).toBe(401);
	});

	it("end everywhere at 'log out of all devices': every token of the user stops, other users' go on", async () => {
		const user = await createUser(t.database);
		// three devices: createUser's session and two more
		const phone = await createSession(t.database.db, user.id);
		const laptop = await createSession(t.database.db, user.id);
		const bystander = await createUser(t.database);

		const foreign = await call(t.app, {
			method: "POST",
			url: "/api/users/logout-all",
			payload: { user_id: bystander.id },
			headers: { authorization: `Bearer ${phone}` },
		});
		expect(foreign.status).toBe(403);
		expect((await profile(bystander.token)).status).toBe(200);

		const { status, body } = await call(t.app, {
			method: "POST",
			url: "/api/users/logout-all",
			payload: { user_id: user.id },
			headers: { authorization: `Bearer ${phone}` },
		});
		expect(status).toBe(200);
		expect(body).toEqual({ status: true, message: messages.login.loggedOutEverywhere });
		for (const token of [phone, laptop, user.token]) {
			const after = await profile(token);
			expect(after.status).toBe(401);
			expect(after.body.code).toBe("INVALID_TOKEN");
		}
		const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
		expect(rows).toHaveLength(3);
		expect(rows.every((row) => row.revokedAt instanceof Date)).toBe(true);
		// another account's session is not touched
		expect((await profile(bystander.token)).status).toBe(200);
		// a new login works again
		expect((await profile(await logIn(user.phone, "10.3.0.5"))).status).toBe(200);
		// and without a session there is nothing to end
		expect((await call(t.app, { method: "POST", url: "/api/users/logout-all" })).status).toBe(401);
	});

	it("answer 401 for an expired or forged token", async () => {
		const user = await createUser(t.database);
		await t.database.db
			.update(sessions)
			.set({ expiresAt: new Date(Date.now() - 1000) })
			.where(eq(sessions.tokenHash, hashToken(user.token)));
		expect((await profile(user.token)).body.code).toBe("INVALID_TOKEN");
		expect((await profile("A".repeat(43))).status).toBe(401);
	});

	it("end 90 days after the login however often they are used, and never slide past that", async () => {
		const DAY = 86_400_000;
		const old = await createUser(t.database);
		// in use yesterday, so the 30-day sliding expiry alone would keep it alive
		await t.database.db
			.update(sessions)
			.set({
				createdAt: new Date(Date.now() - 91 * DAY),
				lastUsedAt: new Date(Date.now() - DAY),
				expiresAt: new Date(Date.now() + 29 * DAY),
			})
			.where(eq(sessions.tokenHash, hashToken(old.token)));
		const refused = await profile(old.token);
		expect(refused.status).toBe(401);
		expect(refused.body.code).toBe("INVALID_TOKEN");

		const ageing = await createUser(t.database);
		const createdAt = new Date(Date.now() - 80 * DAY);
		await t.database.db
			.update(sessions)
			.set({ createdAt, lastUsedAt: new Date(Date.now() - DAY), expiresAt: new Date(Date.now() + 29 * DAY) })
			.where(eq(sessions.tokenHash, hashToken(ageing.token)));
		expect((await profile(ageing.token)).status).toBe(200);
		const [row] = await t.database.db
			.select()
			.from(sessions)
			.where(eq(sessions.tokenHash, hashToken(ageing.token)));
		// the slide stopped at the absolute end, ten days from now instead of thirty
		expect(row?.expiresAt.getTime()).toBe(createdAt.getTime() + SESSION_MAX_AGE_MS);
		expect(SESSION_MAX_AGE_MS).toBe(90 * DAY);
	});

	it("of staff end after 12 hours without use, on the console and the storefront; a customer's do not", async () => {
		const HOUR = 3_600_000;
		const idleSince = (token: string, hours: number) =>
			t.database.db
				.update(sessions)
				.set({ lastUsedAt: new Date(Date.now() - hours * HOUR) })
				.where(eq(sessions.tokenHash, hashToken(token)));
		const consoleSession = (token: string) =>
			call(t.app, { method: "GET", url: "/api/admin/session", headers: { authorization: `Bearer ${token}` } });
		expect(STAFF_IDLE_MS).toBe(12 * HOUR);

		// 11 hours idle: still signed in, and the use starts the 12 hours again
		const busy = await createAdmin(t.database);
		await idleSince(busy.token, 11);
		expect((await consoleSession(busy.token)).status).toBe(200);
		const [used] = await t.database.db
			.select()
			.from(sessions)
			.where(eq(sessions.tokenHash, hashToken(busy.token)));
		expect(Date.now() - (used?.lastUsedAt.getTime() ?? 0)).toBeLessThan(60_000);

		// 12 hours and a minute idle: refused everywhere, and the session is ended for good
		const away = await createAdmin(t.database);
		await idleSince(away.token, 12.02);
		const refused = await consoleSession(away.token);
		expect(refused.status).toBe(401);
		expect(refused.body).toMatchObject({
			code: "INVALID_TOKEN",
			message: "Your staff session ended after 12 hours without use. Please log in again.",
		});
		expect((await profile(away.token)).status).toBe(401);
		await idleSince(away.token, 0);
		expect((await profile(away.token)).status).toBe(401);
		const [ended] = await t.database.db
			.select()
			.from(sessions)
			.where(eq(sessions.tokenHash, hashToken(away.token)));
		expect(ended?.revokedAt).toBeInstanceOf(Date);

		// a shopper's session idle for days goes on (30 days from its last use)
		const shopper = await createUser(t.database);
		await idleSince(shopper.token, 24 * 5);
		expect((await profile(shopper.token)).status).toBe(200);
	});
});
