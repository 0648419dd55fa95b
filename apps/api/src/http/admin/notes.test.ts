import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { createShopper, placeOrder, prepareVariants, type TestVariant } from "../../../test/orders.ts";
import { auditLog, staffNotes } from "../../db/schema/index.ts";
import { eraseAccount } from "../../workflows/erase-account.ts";

/** Issue 27 item 5: staff notes on orders and customers — who and when, newest first, audited, role-checked. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	admin = await createAdmin(t.database, { fullName: "Meera Nair" });
});
afterAll(async () => {
	await t?.close();
});

const staffOfRole = async (role: "orders" | "support" | "catalogue", fullName: string) => {
	const user = await createUser(t.database, { role, fullName });
	return user.auth;
};

describe("staff notes", () => {
	it("an order's notes: the orders role writes, support reads, catalogue neither; newest first, audited", async () => {
		const shopper = await createShopper(t.database);
		const [variant] = (await prepareVariants(t.database, [{ price: 700_00, mrp: 900_00, stock: 50 }])) as [TestVariant];
		const { orderId } = await placeOrder(t.app, shopper, [{ variant, quantity: 1 }]);
		const orders = await staffOfRole("orders", "Rahul Packer");
		const support = await staffOfRole("support", "Sunita Helpdesk");
		const catalogue = await staffOfRole("catalogue", "Kiran Stock");

		const first = await call(t.app, {
			method: "POST",
			url: `/api/admin/orders/${orderId}/notes`,
			headers: orders,
			payload: { body: "Gift wrap asked on the phone" },
		});
		expect(first.status).toBe(201);
		expect(first.body.response).toMatchObject({ author_name: "Rahul Packer", body: "Gift wrap asked on the phone" });
		const second = await call(t.app, {
			method: "POST",
			url: `/api/admin/orders/${orderId}/notes`,
			headers: admin.auth,
			payload: { body: "  Deliver after 6 pm  " },
		});
		expect(second.status).toBe(201);

		const bySupport = await call(t.app, {
			method: "POST",
			url: `/api/admin/orders/${orderId}/notes`,
			headers: support,
			payload: { body: "Not mine to write" },
		});
		expect(bySupport.status).toBe(403);
		const read = await call(t.app, { method: "GET", url: `/api/admin/orders/${orderId}/notes`, headers: support });
		expect(read.status).toBe(200);
		const notes = read.body.response as { author_name: string; body: string; created_at: string }[];
		expect(notes.map((note) => note.body)).toEqual(["Deliver after 6 pm", "Gift wrap asked on the phone"]);
		expect(notes[0]?.author_name).toBe("Meera Nair");
		expect(Number.isNaN(Date.parse(notes[0]?.created_at ?? ""))).toBe(false);
		expect(
			(await call(t.app, { method: "GET", url: `/api/admin/orders/${orderId}/notes`, headers: catalogue })).status,
		).toBe(403);

		const [entry] = await t.database.db
			.select()
			.from(auditLog)
			.where(eq(auditLog.action, "note"))
			.orderBy(desc(auditLog.id))
			.limit(1);
		expect(entry).toMatchObject({
			entity: "order",
			entityId: String(orderId),
			actorName: "Meera Nair",
			after: { note: "Deliver after 6 pm" },
		});

		const empty = await call(t.app, {
			method: "POST",
			url: `/api/admin/orders/${orderId}/notes`,
			headers: orders,
			payload: { body: " " },
		});
		expect(empty.status).toBe(400);
		const missing = await call(t.app, {
			method: "POST",
			url: "/api/admin/orders/999999/notes",
			headers: orders,
			payload: { body: "No such order" },
		});
		expect(missing.status).toBe(404);
	});

	it("a customer's notes: support writes, the orders role reads; an erased account's notes go", async () => {
		const shopper = await createShopper(t.database);
		const support = await staffOfRole("support", "Farah Support");
		const orders = await staffOfRole("orders", "Ajay Dispatch");

		const written = await call(t.app, {
			method: "POST",
			url: `/api/admin/customer-notes/${shopper.id}`,
			headers: support,
			payload: { body: "Prefers Hindi on the phone" },
		});
		expect(written.status).toBe(201);
		expect(written.body.response).toMatchObject({ author_name: "Farah Support" });
		expect(
			(
				await call(t.app, {
					method: "POST",
					url: `/api/admin/customer-notes/${shopper.id}`,
					headers: orders,
					payload: { body: "Not mine" },
				})
			).status,
		).toBe(403);
		const read = await call(t.app, { method: "GET", url: `/api/admin/customer-notes/${shopper.id}`, headers: orders });
		expect((read.body.response as { body: string }[]).map((note) => note.body)).toEqual(["Prefers Hindi on the phone"]);
		const [entry] = await t.database.db
			.select()
			.from(auditLog)
			.where(eq(auditLog.action, "note"))
			.orderBy(desc(auditLog.id))
			.limit(1);
		expect(entry).toMatchObject({ entity: "customer", entityId: String(shopper.id), actorName: "Farah Support" });
		expect(
			(
				await call(t.app, {
					method: "POST",
					url: "/api/admin/customer-notes/999999",
					headers: support,
					payload: { body: "Nobody" },
				})
			).status,
		).toBe(404);

		const erased = await eraseAccount(t.database.db, shopper.id);
		expect(erased.kind).toBe("erased");
		expect(await t.database.db.select().from(staffNotes).where(eq(staffNotes.customerUserId, shopper.id))).toEqual([]);
	});
});
