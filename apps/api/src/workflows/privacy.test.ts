import { mkdtemp, readdir, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { privacyCentreMessages, USER_ROLES } from "@pitara/shared";
import { domainTexts, text } from "@pitara/shared/i18n";
import { eq, sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../test/helpers.ts";
import { createShopper, placeOrder, prepareVariants, type TestVariant } from "../../test/orders.ts";
import { MemorySmsSender } from "../../test/sms.ts";
import { queryRows } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import { ERASURE_PLAN } from "../modules/privacy/index.ts";
import { runDataExports, startDataExports } from "./data-export.ts";
import { eraseAccount } from "./erase-account.ts";
import { exportPersonalData } from "./export-personal-data.ts";
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
	const codeFor = async (phone: string) => {
		expect((await post("/user/send/otp", undefined, { phone_email: phone })).status).toBe(200);
		return sms.lastCode(phone);
	};

	it("after a fresh code, a job makes a ZIP (JSON and CSV) of the shopper's own data, texts them, and offers it 7 days to them only", async () => {
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

		// a wrong code changes nothing; a body naming another shopper is ignored (the session decides whose data)
		const code = await codeFor(asha.phone);
		const wrong = await post("/users/privacy/exports", asha.auth, { otp: code === "000000" ? "000001" : "000000" });
		expect(wrong.status).toBe(400);
		expect(((await get("/users/privacy/exports", asha.auth)).body.response as unknown[]).length).toBe(0);
		const asked = await post("/users/privacy/exports", asha.auth, { otp: code, user_id: ravi.id });
		expect(asked.status).toBe(202);
		const pending = asked.body.response as { token: string; status: string };
		expect(pending.status).toBe("pending");
		// asked again while it is being made: the same export, no second one
		const again = await post("/users/privacy/exports", asha.auth, { otp: "123456" });
		expect((again.body.response as { token: string }).token).toBe(pending.token);

		expect(await runDataExports(t.database.db)).toBe(1);
		expect(await runDataExports(t.database.db)).toBe(0);
		const [ready] = (await get("/users/privacy/exports", asha.auth)).body.response as {
			token: string;
			status: string;
			ready_at: string;
			expires_at: string;
		}[];
		expect(ready?.status).toBe("ready");
		expect(new Date(ready?.expires_at as string).getTime() - new Date(ready?.ready_at as string).getTime()).toBe(
			7 * 86_400_000,
		);

		const file = await call(t.app, {
			method: "GET",
			url: `/api/users/privacy/exports/${pending.token}`,
			headers: asha.auth,
		});
		expect(file.status).toBe(200);
		expect(file.response.headers["content-type"]).toBe("application/zip");
		expect(file.response.headers["content-disposition"]).toMatch(
			/^attachment; filename="pitara-my-data-\d{4}-\d\d-\d\d\.zip"$/,
		);
		const zip = unzipSync(new Uint8Array(file.response.rawPayload));
		const names = Object.keys(zip).sort();
		for (const section of [
			"profile",
			"addresses",
			"orders",
			"invoices",
			"reviews",
			"wishlist",
			"cart",
			"alerts",
			"consents",
			"messages_sent",
		]) {
			expect(names).toContain(`csv/${section}.csv`);
		}
		const data = JSON.parse(strFromU8(zip["pitara-my-data.json"] as Uint8Array)) as Record<string, unknown> & {
			profile: Record<string, unknown>;
		};
		expect(data.profile).toMatchObject({ user_id: asha.id, full_name: "Asha Verma", phone: asha.phone });
		expect((data.addresses as unknown[]).length).toBe(1);
		expect((data.orders as unknown[]).length).toBe(1);
		expect((data.wishlist as unknown[]).length).toBe(1);
		expect((data.grievances as { topic: string }[])[0]?.topic).toBe("privacy");
		expect(strFromU8(zip["csv/profile.csv"] as Uint8Array)).toContain(asha.phone);
		const everything = Object.values(zip)
			.map((bytes) => strFromU8(bytes))
			.join("\n");
		expect(everything).not.toContain(ravi.phone);
		expect(everything).not.toContain("Ravi Kumar");

		// the shopper is told it is ready, by a registered template through the outbox
		await t.app.outbox.drain();
		expect(sms.sent.filter((m) => m.to === asha.phone).map((m) => m.message)).toContainEqual(
			expect.stringMatching(/^Pitara: your data download is ready\. Find it in your account under Privacy until /),
		);

		// another account's link, no session, an unknown link: 404 / 401
		const url = `/api/users/privacy/exports/${pending.token}`;
		expect((await call(t.app, { method: "GET", url, headers: ravi.auth })).status).toBe(404);
		expect((await call(t.app, { method: "GET", url })).status).toBe(401);
		expect((await call(t.app, { method: "GET", url: `${url}x`, headers: asha.auth })).status).toBe(404);
		expect((await post("/users/privacy/exports", undefined, { otp: "123456" })).status).toBe(401);
		expect((await post("/users/privacy/erasure-plan")).status).toBe(401);
		expect((await post("/users/privacy/delete", undefined, { otp: "123456" })).status).toBe(401);

		// a link made 8 days ago has expired: 404, and the retention job deletes it
		const late = await codeFor(ravi.phone);
		const old = (await post("/users/privacy/exports", ravi.auth, { otp: late })).body.response as { token: string };
		expect(await runDataExports(t.database.db, () => new Date(Date.now() - 8 * 86_400_000))).toBe(1);
		const expired = await call(t.app, {
			method: "GET",
			url: `/api/users/privacy/exports/${old.token}`,
			headers: ravi.auth,
		});
		expect(expired.status).toBe(404);
		expect(((await get("/users/privacy/exports", ravi.auth)).body.response as unknown[]).length).toBe(0);
		const swept = await runRetention(t.database.db);
		expect(swept.data_exports).toBeGreaterThanOrEqual(1);
		const left = await t.database.db.select({ token: schema.dataExports.token }).from(schema.dataExports);
		expect(left.map((row) => row.token)).toEqual(expect.arrayContaining([pending.token]));
		expect(left.map((row) => row.token)).not.toContain(old.token);
	});

	it("a shopper's request wakes the running job at once (its own pass is an hour away here)", async () => {
		const stop = startDataExports(t.app, 3_600_000);
		try {
			const kiran = await createShopper(t.database, { fullName: "Kiran Rao" }, "Kiran Rao");
			const asked = await post("/users/privacy/exports", kiran.auth, { otp: await codeFor(kiran.phone) });
			expect(asked.status).toBe(202);
			await expect
				.poll(
					async () =>
						((await get("/users/privacy/exports", kiran.auth)).body.response as { status: string }[])[0]?.status,
					{
						timeout: 20_000,
					},
				)
				.toBe("ready");
		} finally {
			await stop();
		}
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
		const reads = (await exportPersonalData(t.database.db, meera.id))?.staff_reads;
		expect(reads).toEqual([expect.objectContaining({ staff: "Sunil Support", what: "profile, phone and addresses" })]);

		const whole = await get(`/admin/customer-data/${meera.id}`, admin.auth);
		expect(whole.status).toBe(200);
		expect((whole.body.response as { profile: { phone: string } }).profile.phone).toBe(meera.phone);
		// every role but admin is refused the whole-data export (the roles are STAFF_ROLES and the customer)
		const catalogue = await createUser(t.database, { role: "catalogue", fullName: "Kiran Catalogue" });
		const byRole = { support, orders, catalogue, customer: meera };
		expect(Object.keys(byRole).sort()).toEqual(USER_ROLES.filter((role) => role !== "admin").sort());
		for (const who of Object.values(byRole)) {
			expect((await get(`/admin/customer-data/${meera.id}`, who.auth)).status).toBe(403);
		}
		expect((await get(`/admin/customer-data/${meera.id}`, { authorization: "Bearer nobody" })).status).toBe(401);
		expect((await get("/admin/customer-data/999999", admin.auth)).status).toBe(404);
	});
});

/** The GSTR-1 summary of the month (India time) an invoice was issued in, as the console's report answers it. */
async function gstTotals(issuedAt: Date) {
	const period = new Date(issuedAt.getTime() + 330 * 60_000).toISOString().slice(0, 7);
	const answer = await get(`/admin/reports/gstr1?period=${period}`, admin.auth);
	expect(answer.status).toBe(200);
	return answer.body.response;
}

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
		// the Privacy page in Hindi reads the plan in Hindi: what goes, and what stops it (issue 31)
		const hindi = (await post("/users/privacy/erasure-plan?lang=hi", neha.auth)).body.response as {
			erased: string[];
			blockers: string[];
		};
		expect(hindi.erased).toEqual(domainTexts("hi", "privacyCentre", privacyCentreMessages).erasedItems);
		expect(hindi.erased.every((line) => /[\u0900-\u097F]/.test(line))).toBe(true);
		expect(hindi.blockers).toEqual([text("hi", "privacyCentre.openOrder", [orderId, "तैयार हो रहा"])]);
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
		const gstBefore = await gstTotals(invoicesBefore[0]?.issuedAt as Date);
		// asked twice at once (a double tap): one deletion; the other is told it is done
		const answers = await Promise.all([
			post("/users/privacy/delete", neha.auth, { otp: code }),
			post("/users/privacy/delete", neha.auth, { otp: code }),
		]);
		expect(answers.map((a) => a.status)).toEqual([200, 200]);
		expect(answers.map((a) => a.body.message).sort()).toEqual([
			"This account is already deleted.",
			"Your account is deleted. Everything we were not required by law to keep is erased.",
		]);
		expect(await eraseAccount(t.database.db, neha.id)).toEqual({ kind: "already" });
		const erasures = await t.database.db
			.select()
			.from(schema.accountErasures)
			.where(eq(schema.accountErasures.userId, neha.id));
		expect(erasures.length).toBe(1);
		// the GST pack of the month counts exactly what it did
		expect(await gstTotals(invoicesBefore[0]?.issuedAt as Date)).toEqual(gstBefore);

		// every session ended; the phone has no account and can register again
		expect((await get("/users/privacy/exports", neha.auth)).status).toBe(401);
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
		expect((await get("/users/privacy/exports", other.auth)).status).toBe(200);
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
		await t.database.db
			.insert(schema.cartItems)
			.values({ userId: shopper.id, variantId: variant.id, quantity: 1, createdAt: old, updatedAt: old });
		await t.database.db
			.insert(schema.stockAlerts)
			.values({ variantId: variant.id, phone: shopper.phone, notifiedAt: old });
		const logDir = await mkdtemp(path.join(tmpdir(), "pitara-logs-"));
		await writeFile(path.join(logDir, "api-2029-01-01.log"), "old line\n");
		await utimes(path.join(logDir, "api-2029-01-01.log"), old, old);
		await writeFile(path.join(logDir, "api-2030-05-31.log"), "recent line\n");
		await utimes(path.join(logDir, "api-2030-05-31.log"), now, now);
		// the owner's periods (admin only) are what the job uses
		const periods = await get("/admin/settings/retention", admin.auth);
		expect(periods.body.response).toMatchObject({ settings: { otpChallenges: 30, abandonedCarts: 90, logFiles: 30 } });
		const refusedPut = await call(t.app, {
			method: "PUT",
			url: "/api/admin/settings/retention",
			headers: admin.auth,
			payload: { ...(periods.body.response as { settings: object }).settings, logFiles: 0 },
		});
		expect(refusedPut.status).toBe(400);
		const support = await createUser(t.database, { role: "support" });
		expect((await get("/admin/settings/retention", support.auth)).status).toBe(403);
		const saved = await call(t.app, {
			method: "PUT",
			url: "/api/admin/settings/retention",
			headers: admin.auth,
			payload: { ...(periods.body.response as { settings: object }).settings, logFiles: 2 },
		});
		expect(saved.status).toBe(200);
		const deleted = await runRetention(t.database.db, now, { logDir });
		expect(deleted.abandoned_carts).toBeGreaterThanOrEqual(1);
		expect(deleted.closed_alerts).toBeGreaterThanOrEqual(1);
		expect(deleted.log_files).toBe(1);
		expect(await readdir(logDir)).toEqual(["api-2030-05-31.log"]);
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
