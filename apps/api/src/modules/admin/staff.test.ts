import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { auditLog } from "../../db/schema/index.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
	t = await createTestApp();
	admin = await createAdmin(t.database, { fullName: "Lead Admin" });
});
afterAll(async () => {
	await t?.close();
});

const auditOf = (userId: number) =>
	t.database.db
		.select()
		.from(auditLog)
		.where(eq(auditLog.entityId, String(userId)))
		.orderBy(auditLog.id);

const grant = (phone: unknown, auth = admin.auth) =>
	call(t.app, { method: "POST", url: "/api/admin/staff", headers: auth, payload: { phone } });
const revoke = (id: number, auth = admin.auth) =>
	call(t.app, { method: "DELETE", url: `/api/admin/staff/${id}`, headers: auth });

describe("staff: an admin makes a customer staff or takes it away", () => {
	it("makes a registered customer staff by phone; they can then use the admin API; the change is audited", async () => {
		const meera = await createUser(t.database, { fullName: "Meera Iyer" });
		expect((await call(t.app, { method: "GET", url: "/api/admin/session", headers: meera.auth })).status).toBe(403);

		const answer = await grant(meera.phone);
		expect(answer.status).toBe(201);
		expect(answer.body).toMatchObject({
			message: "Meera Iyer is now staff",
			response: { user_id: meera.id, role: "admin", full_name: "Meera Iyer" },
		});
		expect((await call(t.app, { method: "GET", url: "/api/admin/session", headers: meera.auth })).status).toBe(200);

		const [entry] = await auditOf(meera.id);
		expect(entry).toMatchObject({
			actorUserId: admin.id,
			actorName: "Lead Admin",
			entity: "user",
			action: "grant_staff",
			before: { role: "customer", full_name: "Meera Iyer" },
			after: { role: "admin" },
		});

		const list = await call(t.app, { method: "GET", url: "/api/admin/staff", headers: admin.auth });
		expect((list.body.response as { user_id: number }[]).map((row) => row.user_id)).toEqual(
			expect.arrayContaining([admin.id, meera.id]),
		);
	});

	it("refuses an unknown phone, a bad phone and someone already staff, and audits none of them", async () => {
		const before = (await t.database.db.select().from(auditLog)).length;
		expect((await grant("9999999999")).status).toBe(404);
		const bad = await grant("12345");
		expect(bad.status).toBe(400);
		expect(bad.body.message).toBe("Phone number must be 10 digits");
		const colleague = await createAdmin(t.database, { fullName: "Already Staff" });
		const again = await grant(colleague.phone);
		expect(again.status).toBe(409);
		expect(again.body.message).toBe("Already Staff is already staff");
		expect((await t.database.db.select().from(auditLog)).length).toBe(before);
	});

	it("takes staff rights away (the next admin request is refused), never one's own", async () => {
		const ravi = await createAdmin(t.database, { fullName: "Ravi Menon" });
		const answer = await revoke(ravi.id);
		expect(answer.status).toBe(200);
		expect(answer.body.response).toMatchObject({ user_id: ravi.id, role: "customer" });
		expect((await call(t.app, { method: "GET", url: "/api/admin/session", headers: ravi.auth })).status).toBe(403);
		expect((await auditOf(ravi.id)).map((entry) => entry.action)).toEqual(["revoke_staff"]);

		const own = await revoke(admin.id);
		expect(own.status).toBe(409);
		expect(own.body.code).toBe("OWN_STAFF_RIGHTS");
		expect((await revoke(ravi.id)).status).toBe(409);
		expect((await revoke(2_000_000_000)).status).toBe(404);
		expect(await auditOf(admin.id)).toEqual([]);
		expect((await auditOf(ravi.id)).length).toBe(1);
	});
});
