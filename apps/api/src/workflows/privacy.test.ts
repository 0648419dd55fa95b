import { eq, sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../test/helpers.ts";
import { createShopper, placeOrder, prepareVariants, type TestVariant } from "../../test/orders.ts";
import { MemorySmsSender } from "../../test/sms.ts";
import { queryRows } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import { ERASURE_PLAN } from "../modules/privacy/index.ts";
import { runRetention } from "./retention.ts";

const sms = new MemorySmsSender();
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let variant: TestVariant;

beforeAll(async () => {
	t = await createTestApp({ seeded: true, sms });
	admin = await createAdmin(t.database, { fullName: "Priya Admin" });
	[variant] = (await prepareVariants(t.database, [{ price: 49_900, stock: 50 }])) as [TestVariant];
});
afterAll(async () => {
	await t?.close();
});

const post = (url: string, auth?: { authorization: string }, payload: Record<string, unknown> = {}) =>
	call(t.app, { method: "POST", url: `/api${url}`, payload, ...(auth ? { headers: auth } : {}) });
const get = (url: string, auth: { authorization: string }) =>
	call(t.app, { method: "GET", url: `/api${url}`, headers: auth });
const setStatus = (orderId: number, status: string) => post(`/admin/orders/${orderId}/status`, admin.auth, { status });

describe("the erasure plan covers the schema", () => {
	it("gives every table that references a customer, or holds a phone or e-mail, a fate", () => {
		const missing: string[] = [];
		for (const value of Object.values(schema)) {
			if (!value || typeof value !== "object" || !(Symbol.for("drizzle:IsDrizzleTable") in value)) continue;
			const config = getTableConfig(value as PgTable);
			const refersToUsers = config.foreignKeys.some(
				(fk) => getTableConfig(fk.reference().foreignTable).name === "users",
			);
			const personal = config.columns.some((c) => /(^|_)(phone|email)$|^address_/.test(c.name));
			if ((refersToUsers || personal || config.name === "users") && !ERASURE_PLAN[config.name])
				missing.push(config.name);
		}
		expect(missing).toEqual([]);
	});
});

describe("download my data", () => {
	it("gives a shopper everything held about them as a file, and nothing of anyone else's", async () => {
		const asha = await createShopper(t.database, { fullName: "Asha Verma" }, "Asha Verma");
		const ravi = await createShopper(t.database, { fullName: "Ravi Kumar" }, "Ravi Kumar");
		await placeOrder(t.app, asha, [{ variant, quantity: 1 }]);
		await post("/product/wishlist", asha.auth, { product_id: variant.id });
		await post("/grievances", asha.auth, {
			name: "Asha Verma",
			email: asha.email,
			topic: "privacy",
			message: "Please tell me what data you keep about my children.",
		});

		const mine = await post("/users/privacy/export", asha.auth);
		expect(mine.status).toBe(200);
		expect(mine.response.headers["content-disposition"]).toMatch(
			/^attachment; filename="pitara-my-data-\d{4}-\d\d-\d\d\.json"$/,
		);
		const data = mine.body.response as Record<string, unknown> & { profile: Record<string, unknown> };
		expect(data.profile).toMatchObject({ user_id: asha.id, full_name: "Asha Verma", phone: asha.phone });
		expect((data.addresses as unknown[]).length).toBe(1);
		expect((data.orders as unknown[]).length).toBe(1);
		expect((data.wishlist as unknown[]).length).toBe(1);
		expect((data.grievances as { topic: string }[])[0]?.topic).toBe("privacy");
		const text = JSON.stringify(data);
		expect(text).not.toContain(ravi.phone);
		expect(text).not.toContain("Ravi Kumar");

		// a body naming another shopper is ignored: the session decides whose data it is
		const sneaky = await post("/users/privacy/export", ravi.auth, { user_id: asha.id });
		expect(sneaky.status).toBe(200);
		expect(JSON.stringify(sneaky.body)).not.toContain(asha.phone);
		expect((await post("/users/privacy/export")).status).toBe(401);
		expect((await post("/users/privacy/erasure-plan")).status).toBe(401);
		expect((await post("/users/privacy/delete", undefined, { otp: "123456" })).status).toBe(401);
	});

	it("logs each staff read of a customer's details, shows it in the customer's export, and keeps the console export for admins", async () => {
		const meera = await createShopper(t.database, { fullName: "Meera Iyer" });
		const support = await createUser(t.database, { role: "support", fullName: "Sunil Support" });
		const orders = await createUser(t.database, { role: "orders", fullName: "Olga Orders" });
		expect((await get(`/admin/customers/${meera.id}`, support.auth)).status).toBe(200);
		const audit = await t.database.db
			.select()
			.from(schema.auditLog)
			.where(eq(schema.auditLog.entityId, String(meera.id)));
		expect(audit.filter((a) => a.entity === "customer" && a.action === "read").map((a) => a.actorName)).toEqual([
			"Sunil Support",
		]);
		const reads = ((await post("/users/privacy/export", meera.auth)).body.response as { staff_reads: unknown[] })
			.staff_reads;
		expect(reads).toEqual([expect.objectContaining({ staff: "Sunil Support", what: "profile, phone and addresses" })]);

		expect((await get(`/admin/customer-data/${meera.id}`, admin.auth)).status).toBe(200);
		for (const who of [support, orders, meera]) {
			expect((await get(`/admin/customer-data/${meera.id}`, who.auth)).status).toBe(403);
		}
		expect((await get("/admin/customer-data/999999", admin.auth)).status).toBe(404);
	});
});

describe("delete my account", () => {
	it("is refused while an order is in progress, then erases everything but the tax documents", async () => {
		const neha = await createShopper(t.database, { fullName: "Neha Sharma", email: "neha@example.com" }, "Neha Sharma");
		const other = await createShopper(t.database, { fullName: "Other Parent" });
		const { orderId } = await placeOrder(t.app, neha, [{ variant, quantity: 2 }]);
		await post("/contact", undefined, {
			name: "Neha Sharma",
			email: "neha@example.com",
			message: "Do you ship to Pune?",
		});

		const plan = await post("/users/privacy/erasure-plan", neha.auth);
		expect((plan.body.response as { blockers: string[] }).blockers).toEqual([
			`Order #${orderId} is still being prepared`,
		]);
		const refused = await post("/users/privacy/delete", neha.auth, { otp: "123456" });
		expect(refused.status).toBe(409);
		expect(refused.body.message).toContain(`Order #${orderId}`);

		expect((await setStatus(orderId, "Shipped")).status).toBe(200);
		expect((await setStatus(orderId, "Delivered")).status).toBe(200);
		const invoicesBefore = await t.database.db
			.select()
			.from(schema.taxDocuments)
			.where(eq(schema.taxDocuments.orderId, orderId));
		expect(invoicesBefore.length).toBe(1);
		const ready = (await post("/users/privacy/erasure-plan", neha.auth)).body.response as {
			blockers: string[];
			kept: { until: string | null }[];
		};
		expect(ready.blockers).toEqual([]);
		expect(ready.kept[0]?.until).toMatch(/^20\d\d-12-31$/);

		expect((await post("/user/send/otp", undefined, { phone_email: neha.phone })).status).toBe(200);
		const code = sms.lastCode(neha.phone);
		const wrong = await post("/users/privacy/delete", neha.auth, { otp: code === "000000" ? "000001" : "000000" });
		expect(wrong.status).toBe(400);
		const done = await post("/users/privacy/delete", neha.auth, { otp: code });
		expect(done.status).toBe(200);
		expect(done.body.message).toContain("Your account is deleted");

		// every session ended; the phone has no account and can register again
		expect((await post("/users/privacy/export", neha.auth)).status).toBe(401);
		expect((await post("/user/send/otp", undefined, { phone_email: neha.phone })).status).toBe(404);
		// the console shows "Deleted customer"; the order keeps its amounts
		const inConsole = await get(`/admin/customers/${neha.id}`, admin.auth);
		expect(inConsole.body.response).toMatchObject({ full_name: "Deleted customer" });
		const order = await get(`/admin/orders/${orderId}`, admin.auth);
		expect(order.status).toBe(200);
		// the tax documents are exactly as issued
		const invoicesAfter = await t.database.db
			.select()
			.from(schema.taxDocuments)
			.where(eq(schema.taxDocuments.orderId, orderId));
		expect(invoicesAfter).toEqual(invoicesBefore);
		// no personal datum of hers is left in any table but the kept tax documents (searched by value)
		const tables = await queryRows<{ name: string }>(
			t.database.db,
			sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
		);
		const found: string[] = [];
		for (const { name } of tables) {
			if (name === "tax_documents" || name.startsWith("__")) continue;
			for (const value of [neha.phone, "neha@example.com", "Neha Sharma", "4th Cross, Indiranagar', 'Near the park"]) {
				const rows = await queryRows<{ n: number }>(
					t.database.db,
					sql`select count(*)::int as n from ${sql.identifier(name)} t where t::text ilike ${`%${value}%`}`,
				);
				if ((rows[0]?.n ?? 0) > 0 && !(value.includes("Indiranagar") && name !== "addresses"))
					found.push(`${name}: ${value}`);
			}
		}
		expect(found).toEqual([]);
		// another shopper's account is untouched
		expect((await post("/users/privacy/export", other.auth)).status).toBe(200);
		const reborn = await createUser(t.database, { phone: neha.phone, email: "neha@example.com" });
		expect(reborn.id).not.toBe(neha.id);
	});
});

describe("the retention job", () => {
	it("deletes login codes, ended sessions and handled messages past their periods, and records the run", async () => {
		const now = new Date("2030-06-01T00:00:00Z");
		const old = new Date("2029-01-01T00:00:00Z");
		const shopper = await createUser(t.database);
		await t.database.db.insert(schema.otpChallenges).values({
			phone: shopper.phone,
			codeHash: "x",
			expiresAt: old,
			createdAt: old,
		});
		await t.database.db
			.insert(schema.sessions)
			.values({ tokenHash: "old-session", userId: shopper.id, expiresAt: old, createdAt: old });
		await t.database.db
			.insert(schema.contactMessages)
			.values({ name: "Old", email: "old@example.com", message: "Old question", createdAt: old, readAt: old });
		await t.database.db
			.insert(schema.contactMessages)
			.values({ name: "New", email: "new@example.com", message: "Unanswered question", createdAt: old });
		const deleted = await runRetention(t.database.db, now);
		expect(deleted.otp_challenges).toBeGreaterThanOrEqual(1);
		expect(deleted.sessions).toBeGreaterThanOrEqual(1);
		expect(deleted.contact_messages).toBeGreaterThanOrEqual(1);
		const left = await t.database.db.select().from(schema.contactMessages);
		expect(left.map((m) => m.email)).toContain("new@example.com");
		expect(left.map((m) => m.email)).not.toContain("old@example.com");
		const runs = await t.database.db.select().from(schema.retentionRuns);
		expect(runs.at(-1)?.deleted).toEqual(deleted);
	});
});
