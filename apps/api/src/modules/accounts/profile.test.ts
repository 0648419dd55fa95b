import { addDaysInIndia, isoDateInIndia, messages } from "@pitara/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { users } from "../../db/schema/index.ts";

let t: TestApp;

beforeAll(async () => {
	t = await createTestApp();
});

afterAll(async () => {
	await t?.close();
});

const fetchProfile = (headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
	call(t.app, { method: "POST", url: "/api/users/profile-fetch", payload, headers });
const updateProfile = (headers: Record<string, string>, payload: Record<string, unknown>) =>
	call(t.app, { method: "POST", url: "/api/users/profile-update", payload, headers });

describe("POST /api/users/profile-fetch", () => {
	it("answers the caller's profile, with or without their own user_id", async () => {
		const user = await createUser(t.database, { fullName: "Rohan Mehta", gender: null, dob: null });
		for (const payload of [{}, { user_id: user.id }, { user_id: String(user.id) }]) {
			const { status, body } = await fetchProfile(user.auth, payload);
			expect(status).toBe(200);
			expect(body).toEqual({
				status: true,
				message: messages.profile.fetched,
				response: {
					user_id: user.id,
					full_name: "Rohan Mehta",
					email: user.email,
					phone: user.phone,
					gender: null,
					dob: null,
					role: "customer",
					updated_at: expect.any(String),
				},
			});
		}
	});

	it("refuses another user's id with 403 and a missing session with 401", async () => {
		const me = await createUser(t.database);
		const other = await createUser(t.database);
		for (const payload of [{ user_id: other.id }, { userId: other.id }]) {
			const { status, body } = await fetchProfile(me.auth, payload);
			expect(status).toBe(403);
			expect(body).toMatchObject({ status: false, code: "NOT_YOUR_ACCOUNT" });
			expect(JSON.stringify(body)).not.toContain(other.email);
		}
		expect((await fetchProfile({}, {})).status).toBe(401);
	});
});

describe("POST /api/users/profile-update", () => {
	it("changes the name, gender and date of birth and answers the updated user", async () => {
		const user = await createUser(t.database, { fullName: "Rohan Mehta" });
		const today = isoDateInIndia();
		const { status, body } = await updateProfile(user.auth, {
			id: user.id,
			full_name: "  Rohan K. Mehta ",
			gender: "Prefer not to say",
			dob: today,
		});
		expect(status).toBe(200);
		expect(body).toMatchObject({
			status: true,
			message: messages.profile.updated,
			response: { user_id: user.id, full_name: "Rohan K. Mehta", gender: "Prefer not to say", dob: today },
		});
		const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
		expect(row).toMatchObject({ fullName: "Rohan K. Mehta", gender: "Prefer not to say", dob: today });
	});

	it("refuses to change another user's profile and changes nothing", async () => {
		const me = await createUser(t.database);
		const other = await createUser(t.database, { fullName: "Someone Else" });
		for (const ids of [{ id: other.id }, { user_id: other.id }, { userId: other.id }]) {
			const { status, body } = await updateProfile(me.auth, {
				...ids,
				full_name: "Taken Over",
				gender: "Male",
				dob: "1980-01-01",
			});
			expect(status).toBe(403);
			expect(body.code).toBe("NOT_YOUR_ACCOUNT");
		}
		const [mine] = await t.database.db.select().from(users).where(eq(users.id, me.id));
		const [theirs] = await t.database.db.select().from(users).where(eq(users.id, other.id));
		expect(mine?.fullName).toBe("Test Shopper");
		expect(theirs?.fullName).toBe("Someone Else");
	});

	it("requires the name, gender and a date of birth that is not in the future", async () => {
		const user = await createUser(t.database);
		const valid = { full_name: "Rohan Mehta", gender: "Male", dob: "1990-01-01" };
		const cases: [Record<string, unknown>, string, string][] = [
			[{ full_name: "" }, "full_name", messages.registration.fullNameRequired],
			[{ full_name: "Ro" }, "full_name", messages.registration.tooShort],
			[{ gender: "" }, "gender", messages.registration.genderRequired],
			[{ dob: "" }, "dob", messages.registration.dobRequired],
			[{ dob: addDaysInIndia(1) }, "dob", messages.registration.dobFuture],
		];
		for (const [change, field, message] of cases) {
			const { status, body } = await updateProfile(user.auth, { ...valid, ...change });
			expect(status, field).toBe(400);
			expect(body.errors).toEqual([{ field, message }]);
		}
		expect((await updateProfile({}, valid)).status).toBe(401);
	});
});
