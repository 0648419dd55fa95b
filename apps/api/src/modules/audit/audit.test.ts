import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { auditLog, users } from "../../db/schema/index.ts";
import { audited } from "./index.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
	t = await createTestApp();
	admin = await createAdmin(t.database, { fullName: "Audit Admin" });
});
afterAll(async () => {
	await t?.close();
});

const entriesFor = (entityId: string) =>
	t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);
const nameOf = async (id: number) =>
	(await t.database.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, id)))[0]?.fullName;

describe("audited(): the change and its audit entry commit together or not at all", () => {
	it("writes who, when, entity, action, before and after with the change", async () => {
		const user = await createUser(t.database, { fullName: "Before Name" });
		const startedAt = Date.now();
		const result = await audited(
			t.database.db,
			{ userId: admin.id, name: "Audit Admin" },
			{ entity: "user", action: "rename" },
			async (tx) => {
				await tx.update(users).set({ fullName: "After Name" }).where(eq(users.id, user.id));
				return {
					entityId: user.id,
					before: { full_name: "Before Name" },
					after: { full_name: "After Name" },
					result: 42,
				};
			},
		);
		expect(result).toBe(42);
		expect(await nameOf(user.id)).toBe("After Name");
		const [entry] = await entriesFor(String(user.id));
		expect(entry).toMatchObject({
			actorUserId: admin.id,
			actorName: "Audit Admin",
			entity: "user",
			entityId: String(user.id),
			action: "rename",
			before: { full_name: "Before Name" },
			after: { full_name: "After Name" },
		});
		expect(entry?.createdAt.getTime()).toBeGreaterThanOrEqual(startedAt - 5_000);
	});

	it("writes nothing, and keeps nothing of the change, when the change fails", async () => {
		const user = await createUser(t.database, { fullName: "Kept Name" });
		await expect(
			audited(
				t.database.db,
				{ userId: admin.id, name: "Audit Admin" },
				{ entity: "user", action: "rename" },
				async (tx) => {
					await tx.update(users).set({ fullName: "Half Done" }).where(eq(users.id, user.id));
					throw new Error("the second half failed");
				},
			),
		).rejects.toThrow("the second half failed");
		expect(await nameOf(user.id)).toBe("Kept Name");
		expect(await entriesFor(String(user.id))).toEqual([]);
	});

	it("undoes the change when its entry cannot be written", async () => {
		const user = await createUser(t.database, { fullName: "Unchanged Name" });
		// an actor that does not exist breaks the entry's foreign key, after the change was made
		await expect(
			audited(
				t.database.db,
				{ userId: 2_000_000_000, name: "Nobody" },
				{ entity: "user", action: "rename" },
				async (tx) => {
					await tx.update(users).set({ fullName: "Changed Name" }).where(eq(users.id, user.id));
					return { entityId: user.id, before: null, after: null, result: null };
				},
			),
		).rejects.toThrow();
		expect(await nameOf(user.id)).toBe("Unchanged Name");
		expect(await entriesFor(String(user.id))).toEqual([]);
	});
});

describe("GET /api/admin/audit", () => {
	it("lists entries newest first, pages on the server, and filters by staff member and by entity", async () => {
		const other = await createAdmin(t.database, { fullName: "Other Admin" });
		for (let index = 0; index < 3; index += 1) {
			await audited(
				t.database.db,
				{ userId: other.id, name: "Other Admin" },
				{ entity: "promo_code", action: "update" },
				async () => ({
					entityId: 900 + index,
					before: { n: index },
					after: { n: index + 1 },
					result: null,
				}),
			);
		}
		const page = await call(t.app, {
			method: "GET",
			url: `/api/admin/audit?actor_id=${other.id}&page_size=2`,
			headers: admin.auth,
		});
		expect(page.status).toBe(200);
		expect(page.body).toMatchObject({ total: 3, page: 1, page_size: 2 });
		const entries = page.body.response as { entity_id: string; actor_name: string; before: unknown }[];
		expect(entries.map((entry) => entry.entity_id)).toEqual(["902", "901"]);
		expect(entries[0]).toMatchObject({ actor_name: "Other Admin", before: { n: 2 }, after: { n: 3 } });

		const second = await call(t.app, {
			method: "GET",
			url: `/api/admin/audit?actor_id=${other.id}&page_size=2&page=2`,
			headers: admin.auth,
		});
		expect((second.body.response as { entity_id: string }[]).map((entry) => entry.entity_id)).toEqual(["900"]);

		const byEntity = await call(t.app, {
			method: "GET",
			url: "/api/admin/audit?entity=promo_code&entity_id=901",
			headers: admin.auth,
		});
		expect(byEntity.body).toMatchObject({ total: 1, response: [{ entity_id: "901", action: "update" }] });

		const bad = await call(t.app, { method: "GET", url: "/api/admin/audit?entity=spaceship", headers: admin.auth });
		expect(bad.status).toBe(400);

		const actors = await call(t.app, { method: "GET", url: "/api/admin/audit/actors", headers: admin.auth });
		expect(actors.body.response).toContainEqual({ actor_id: other.id, actor_name: "Other Admin" });
	});

	it("names what changed, filters by days in India, and exports the filtered log as CSV in India time", async () => {
		const clerk = await createAdmin(t.database, { fullName: "Farah Qureshi" });
		const write = (entityId: number, name: string) =>
			audited(
				t.database.db,
				{ userId: clerk.id, name: "Farah Qureshi" },
				{ entity: "product", action: "update" },
				async () => ({
					entityId,
					before: { name, price: 499, paid_at: null },
					after: { name, price: 524, paid_at: "2026-11-26T20:05:00.000Z" },
					result: null,
				}),
			);
		await write(7001, "Marigold Kurta");
		await write(7002, "Peacock Frock");
		// one entry on 26 Nov 2026 at 23:50 in India (18:20 UTC), one on 27 Nov at 00:10 in India (26 Nov 18:40 UTC)
		await t.database.db
			.update(auditLog)
			.set({ createdAt: new Date("2026-11-26T18:20:00Z") })
			.where(eq(auditLog.entityId, "7001"));
		await t.database.db
			.update(auditLog)
			.set({ createdAt: new Date("2026-11-26T18:40:00Z") })
			.where(eq(auditLog.entityId, "7002"));

		const list = (query: string) =>
			call(t.app, { method: "GET", url: `/api/admin/audit?actor_id=${clerk.id}&${query}`, headers: admin.auth });
		const onThe26th = await list("from=2026-11-26&to=2026-11-26");
		expect(onThe26th.body).toMatchObject({
			total: 1,
			response: [{ entity_id: "7001", entity_name: "Marigold Kurta" }],
		});
		const onThe27th = await list("from=2026-11-27");
		expect(onThe27th.body).toMatchObject({ total: 1, response: [{ entity_id: "7002", entity_name: "Peacock Frock" }] });
		expect((await list("from=27-11-2026")).status).toBe(400);

		const csv = await t.app.inject({
			method: "GET",
			url: `/api/admin/audit/export.csv?actor_id=${clerk.id}&to=2026-11-26`,
			headers: admin.auth,
		});
		expect(csv.statusCode).toBe(200);
		expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
		expect(csv.body.split("\r\n")).toEqual([
			"when_ist,staff_member,entity,entity_id,name,action,changes",
			'"26 Nov 2026, 11:50 pm",Farah Qureshi,product,7001,Marigold Kurta,update,"price: 499 → 524; paid_at: — → 27 Nov 2026, 1:35 am"',
			"",
		]);
		const shopper = await createUser(t.database, { fullName: "Not Staff" });
		expect(
			(await t.app.inject({ method: "GET", url: "/api/admin/audit/export.csv", headers: shopper.auth })).statusCode,
		).toBe(403);
		// the log is the admin's: a member of the catalogue or orders staff may neither read nor download it
		for (const role of ["catalogue", "orders", "support"] as const) {
			const member = await createUser(t.database, { fullName: `Staff ${role}`, role });
			const download = await t.app.inject({ method: "GET", url: "/api/admin/audit/export.csv", headers: member.auth });
			expect(download.statusCode).toBe(403);
		}
	});
});
