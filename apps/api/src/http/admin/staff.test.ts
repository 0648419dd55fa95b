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

	it("grants a role, changes it and audits each change; the role decides what the console answers", async () => {
		const packer = await createUser(t.database, { fullName: "Packer Pooja" });
		const answer = await call(t.app, {
			method: "POST",
			url: "/api/admin/staff",
			headers: admin.auth,
			payload: { phone: packer.phone, role: "orders" },
		});
		expect(answer.status).toBe(201);
		expect(answer.body).toMatchObject({ message: "Packer Pooja is now staff (Orders)", response: { role: "orders" } });
		const session = await call(t.app, { method: "GET", url: "/api/admin/session", headers: packer.auth });
		expect(session.body.response).toMatchObject({ role: "orders" });
		expect((await call(t.app, { method: "GET", url: "/api/admin/orders", headers: packer.auth })).status).toBe(200);
		const giftCards = await call(t.app, { method: "GET", url: "/api/admin/gift-cards", headers: packer.auth });
		expect(giftCards.status).toBe(403);
		expect(giftCards.body).toMatchObject({ code: "ROLE_FORBIDDEN" });
		expect(giftCards.body.message).toMatch(/Your role \(Orders\) cannot see this/);
		// an orders packer cannot make themselves admin
		const self = await call(t.app, {
			method: "PATCH",
			url: `/api/admin/staff/${packer.id}`,
			headers: packer.auth,
			payload: { role: "admin" },
		});
		expect(self.status).toBe(403);

		const changed = await call(t.app, {
			method: "PATCH",
			url: `/api/admin/staff/${packer.id}`,
			headers: admin.auth,
			payload: { role: "catalogue" },
		});
		expect(changed.status).toBe(200);
		expect(changed.body).toMatchObject({ message: "Packer Pooja is now Catalogue", response: { role: "catalogue" } });
		expect((await call(t.app, { method: "GET", url: "/api/admin/orders", headers: packer.auth })).status).toBe(403);
		expect((await call(t.app, { method: "GET", url: "/api/admin/products", headers: packer.auth })).status).toBe(200);

		const bad = await call(t.app, {
			method: "PATCH",
			url: `/api/admin/staff/${packer.id}`,
			headers: admin.auth,
			payload: { role: "owner" },
		});
		expect(bad.status).toBe(400);
		expect(bad.body.errors).toEqual([
			{ field: "role", message: "role must be one of admin, orders, catalogue, support" },
		]);
		const own = await call(t.app, {
			method: "PATCH",
			url: `/api/admin/staff/${admin.id}`,
			headers: admin.auth,
			payload: { role: "support" },
		});
		expect(own.status).toBe(409);

		expect((await auditOf(packer.id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
			["grant_staff", expect.objectContaining({ role: "customer" }), expect.objectContaining({ role: "orders" })],
			["change_role", expect.objectContaining({ role: "orders" }), expect.objectContaining({ role: "catalogue" })],
		]);
		const list = await call(t.app, { method: "GET", url: "/api/admin/staff", headers: admin.auth });
		expect(list.body.response).toEqual(
			expect.arrayContaining([expect.objectContaining({ user_id: packer.id, role: "catalogue" })]),
		);
	});
});
