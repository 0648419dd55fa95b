import type { AdminPromo, AdminTaxonomy, AdminTaxonomyItem } from "@pitara/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { auditLog } from "../../db/schema/index.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	admin = await createAdmin(t.database, { fullName: "Deepa Nair" });
});
afterAll(async () => {
	await t?.close();
});

const send = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: object, headers = admin.auth) =>
	call(t.app, { method, url, headers, ...(payload ? { payload } : {}) });
const taxonomy = async () => (await send("GET", "/api/admin/taxonomy")).body.response as AdminTaxonomy;
const auditsOf = (entity: string, entityId: string | number) =>
	t.database.db
		.select()
		.from(auditLog)
		.where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
		.orderBy(auditLog.id);
/** The storefront's category bar: categories with their subcategories. */
const categoryBar = async () =>
	(
		(await call(t.app, { method: "GET", url: "/api/category/subcategory/fetch" })).body.response as {
			category_name: string;
		}[]
	).map((row) => row.category_name);

describe("catalogue setup: categories, subcategories, super-subcategories, brands", () => {
	it("asks a visitor to log in and refuses a customer", async () => {
		const customer = await createUser(t.database);
		for (const [method, url] of [
			["GET", "/api/admin/taxonomy"],
			["POST", "/api/admin/taxonomy/category"],
			["PATCH", "/api/admin/taxonomy/brand/1"],
			["PUT", "/api/admin/taxonomy/category/order"],
		] as const) {
			expect((await call(t.app, { method, url, payload: {} })).status).toBe(401);
			expect((await send(method, url, {}, customer.auth)).status).toBe(403);
		}
	});

	it("creates a category, a subcategory in it and a super-subcategory; the storefront's bar shows the category at once", async () => {
		const before = await categoryBar();
		const created = await send("POST", "/api/admin/taxonomy/category", { name: "  Festive Wear " });
		expect(created.status, JSON.stringify(created.body)).toBe(201);
		const category = created.body.response as AdminTaxonomyItem;
		expect(category).toMatchObject({
			kind: "category",
			name: "Festive Wear",
			active: true,
			parent_id: null,
			products: 0,
		});
		expect(created.body.message).toBe("Category Festive Wear created");
		expect(await categoryBar()).toEqual([...before, "Festive Wear"]);
		expect(await auditsOf("category", category.id)).toEqual([
			expect.objectContaining({ action: "create", actorName: "Deepa Nair", before: null, after: category }),
		]);

		const sub = await send("POST", "/api/admin/taxonomy/subcategory", { name: "Lehengas", parent_id: category.id });
		expect(sub.status).toBe(201);
		const subcategory = sub.body.response as AdminTaxonomyItem;
		expect(subcategory).toMatchObject({ parent_id: category.id, position: 1 });
		const tile = await send("POST", "/api/admin/taxonomy/super_subcategory", {
			name: "Silk",
			parent_id: subcategory.id,
		});
		expect(tile.status).toBe(201);
		expect((await taxonomy()).super_subcategories.find((row) => row.name === "Silk")).toMatchObject({
			parent_id: subcategory.id,
		});
	});

	it("refuses a name already used, a missing parent and bad input, writing nothing", async () => {
		const count = (await t.database.db.select().from(auditLog)).length;
		const clash = await send("POST", "/api/admin/taxonomy/category", { name: "girls" });
		expect(clash.status).toBe(409);
		expect(clash.body.errors).toEqual([{ field: "name", message: "A category with this name already exists" }]);
		const orphan = await send("POST", "/api/admin/taxonomy/subcategory", { name: "Orphans" });
		expect(orphan.status).toBe(400);
		expect(orphan.body.message).toBe("Choose the category it belongs to");
		const noParent = await send("POST", "/api/admin/taxonomy/super_subcategory", { name: "X", parent_id: 999999 });
		expect(noParent.body.message).toBe("No such subcategory");
		const blank = await send("POST", "/api/admin/taxonomy/brand", { name: "   " });
		expect(blank.status).toBe(400);
		expect(blank.body.errors).toEqual([{ field: "name", message: "Name is required" }]);
		expect((await send("POST", "/api/admin/taxonomy/planet", { name: "Mars" })).status).toBe(400);
		expect((await send("PATCH", "/api/admin/taxonomy/brand/999999", { active: false })).status).toBe(404);
		expect((await t.database.db.select().from(auditLog)).length).toBe(count);
	});

	it("renames a brand and hides it: audited before and after, the storefront's brands follow on the next request", async () => {
		const brands = async () =>
			(
				(await call(t.app, { method: "POST", url: "/api/brand/fetch", payload: { limit: 50 } })).body.response as {
					name: string;
				}[]
			).map((row) => row.name);
		const created = (await send("POST", "/api/admin/taxonomy/brand", { name: "Little Loom" })).body
			.response as AdminTaxonomyItem;
		expect(await brands()).toContain("Little Loom");
		const renamed = await send("PATCH", `/api/admin/taxonomy/brand/${created.id}`, { name: "Little Loom Co" });
		expect(renamed.status).toBe(200);
		expect(renamed.body.message).toBe("Brand renamed to Little Loom Co");
		expect(await brands()).toContain("Little Loom Co");
		const hidden = await send("PATCH", `/api/admin/taxonomy/brand/${created.id}`, { active: false });
		expect(hidden.body.message).toBe("Brand Little Loom Co hidden from the storefront");
		expect(await brands()).not.toContain("Little Loom Co");
		const entries = await auditsOf("brand", created.id);
		expect(entries.map((entry) => entry.action)).toEqual(["create", "rename", "hide"]);
		expect(entries[1]).toMatchObject({ before: { name: "Little Loom" }, after: { name: "Little Loom Co" } });
		expect(entries[2]).toMatchObject({ before: { active: true }, after: { active: false } });
	});

	it("puts the categories in a new order (all of them, once each); a partial list or a brand order is refused", async () => {
		const ids = (await taxonomy()).categories.map((row) => row.id);
		const reversed = [...ids].reverse();
		const answer = await send("PUT", "/api/admin/taxonomy/category/order", { ids: reversed });
		expect(answer.status, JSON.stringify(answer.body)).toBe(200);
		expect((await taxonomy()).categories.map((row) => row.id)).toEqual(reversed);
		const names = (await taxonomy()).categories.map((row) => row.name);
		expect(await categoryBar()).toEqual(
			names.filter((name) => name !== undefined).slice(0, (await categoryBar()).length),
		);
		expect((await auditsOf("category", "category")).at(-1)).toMatchObject({ before: ids, after: reversed });

		const partial = await send("PUT", "/api/admin/taxonomy/category/order", { ids: reversed.slice(1) });
		expect(partial.status).toBe(400);
		expect(partial.body.message).toBe("Send every category once, in the new order");
		const brandOrder = await send("PUT", "/api/admin/taxonomy/brand/order", { ids: [1] });
		expect(brandOrder.body.message).toBe("Brand lists are in alphabetical order and cannot be reordered");
	});
});

describe("promo codes", () => {
	it("creates one (upper-cased), lists it with its uses, changes it; all audited; a shopper can use it at once", async () => {
		const created = await send("POST", "/api/admin/promo-codes", {
			code: "diwali25",
			percent_off: 25,
			max_discount: 500,
			first_order_only: false,
		});
		expect(created.status, JSON.stringify(created.body)).toBe(201);
		const promo = created.body.response as AdminPromo;
		expect(promo).toMatchObject({ code: "DIWALI25", percent_off: 25, max_discount: 500, active: true, uses: 0 });
		const list = await send("GET", "/api/admin/promo-codes?q=diwali");
		expect(list.body).toMatchObject({ total: 1, response: [expect.objectContaining({ code: "DIWALI25" })] });

		const changed = await send("PATCH", `/api/admin/promo-codes/${promo.id}`, {
			active: false,
			expires_at: "2030-01-31T18:29:59.000Z",
		});
		expect(changed.status).toBe(200);
		expect(changed.body.response).toMatchObject({ active: false, expires_at: "2030-01-31T18:29:59.000Z" });
		const entries = await auditsOf("promo_code", promo.id);
		expect(entries.map((entry) => entry.action)).toEqual(["create", "update"]);
		expect(entries[1]).toMatchObject({ before: { active: true }, after: { active: false } });
	});

	it("refuses a taken code, a bad percentage and an unknown code, writing nothing", async () => {
		await send("POST", "/api/admin/promo-codes", { code: "TAKEN10", percent_off: 10 });
		const count = (await t.database.db.select().from(auditLog)).length;
		const taken = await send("POST", "/api/admin/promo-codes", { code: "taken10", percent_off: 15 });
		expect(taken.status).toBe(409);
		expect(taken.body.message).toBe("There is already a promo code TAKEN10");
		const bad = await send("POST", "/api/admin/promo-codes", { code: "BIG", percent_off: 150 });
		expect(bad.status).toBe(400);
		expect(bad.body.errors).toEqual([
			{ field: "percent_off", message: "Percent off must be a whole number from 1 to 100" },
		]);
		expect((await send("PATCH", "/api/admin/promo-codes/999999", { active: true })).status).toBe(404);
		expect((await t.database.db.select().from(auditLog)).length).toBe(count);
	});
});
