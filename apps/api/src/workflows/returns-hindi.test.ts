import { type OrderReturns, returnsMessages } from "@pitara/shared";
import { text, textGroup, textTable } from "@pitara/shared/i18n";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, type TestApp } from "../../test/helpers.ts";
import { createShopper, placeOrder, prepareVariants, type TestVariant } from "../../test/orders.ts";
import { MemorySmsSender } from "../../test/sms.ts";
import { queryRows } from "../db/client.ts";
import { orderItems } from "../db/schema/index.ts";

/**
 * The return policy in the shopper's language (issue 31; decisions 047, 061 and 072): the product page's policy
 * words, the order lines' policy and refusal and the returns' summaries come in Hindi with `?lang=hi` (the product
 * page's answer kept per language); the English answers are what they always were.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let frock: TestVariant;
let earring: TestVariant;
const hindiPolicy = textGroup("hi", "returns.policy", returnsMessages.policy);

beforeAll(async () => {
	t = await createTestApp({ seeded: true, sms: new MemorySmsSender() });
	admin = await createAdmin(t.database, { fullName: "Nisha Returns" });
	[frock, earring] = (await prepareVariants(t.database, [
		{ price: 800_00, mrp: 900_00, stock: 20, category: "Girls" },
		{ price: 300_00, mrp: 300_00, stock: 20, category: "Jewelry" },
	])) as [TestVariant, TestVariant];
	// in the Earrings subcategory, whose default is "not returnable"
	await t.database.db.execute(
		sql`update products set subcategory_id = (select id from subcategories where name = 'Earrings' limit 1) where id = ${earring.productId}`,
	);
});
afterAll(async () => {
	await t?.close();
});

async function policyOnPage(variant: TestVariant, lang = "") {
	const [row] = await queryRows<{ category: string; slug: string }>(
		t.database.db,
		sql`select c.name as category, p.slug from products p join categories c on c.id = p.category_id where p.id = ${variant.productId}`,
	);
	const answer = await call(t.app, { method: "GET", url: `/api/products/${row?.category}/${row?.slug}${lang}` });
	expect(answer.status).toBe(200);
	return (answer.body.response as { return_policy?: string }[])[0]?.return_policy;
}

describe("the return policy in Hindi", () => {
	it("words the product page's policy in the page's language, each language from its own kept answer", async () => {
		expect(await policyOnPage(frock)).toBe("Easy 15-day returns and size exchange");
		expect(await policyOnPage(frock, "?lang=hi")).toBe(hindiPolicy.returnsAndExchange(15));
		expect(await policyOnPage(frock, "?lang=hi")).toBe("15 दिन में आसान वापसी और साइज़ बदलना");
		// again, from the cache: each language its own
		expect(await policyOnPage(frock)).toBe("Easy 15-day returns and size exchange");
		expect(await policyOnPage(earring, "?lang=hi")).toBe(hindiPolicy.none);
		expect(await policyOnPage(earring)).toBe("Not returnable");

		// a staff rule drops both languages' answers
		const rule = await call(t.app, {
			method: "PUT",
			url: "/api/admin/settings/return-policy/rules",
			headers: admin.auth,
			payload: { scope: "product", target_id: earring.productId, returnable: true, window_days: 7 },
		});
		expect(rule.status).toBe(200);
		expect(await policyOnPage(earring, "?lang=hi")).toBe(hindiPolicy.returns(7));
		expect(await policyOnPage(earring)).toBe("Easy 7-day returns");
		const unopened = await call(t.app, {
			method: "PUT",
			url: "/api/admin/settings/return-policy/rules",
			headers: admin.auth,
			payload: {
				scope: "product",
				target_id: earring.productId,
				returnable: true,
				window_days: 5,
				unopened_only: true,
			},
		});
		expect(unopened.status).toBe(200);
		expect(await policyOnPage(earring, "?lang=hi")).toBe(hindiPolicy.unopened(5));
		expect(await policyOnPage(earring)).toBe("5-day returns if unopened");
		const removed = await call(t.app, {
			method: "DELETE",
			url: `/api/admin/settings/return-policy/rules/product/${earring.productId}`,
			headers: admin.auth,
		});
		expect(removed.status).toBe(200);
	});

	it("words an order's lines' policy and refusal, and its returns' summaries, in the request's language", async () => {
		const user = await createShopper(t.database, { fullName: "Anjali Menon" });
		const placed = await placeOrder(t.app, user, [
			{ variant: frock, quantity: 1 },
			{ variant: earring, quantity: 1 },
		]);
		expect(placed.status).toBe(201);
		for (const status of ["Shipped", "Delivered"]) {
			const moved = await call(t.app, {
				method: "POST",
				url: `/api/admin/orders/${placed.orderId}/status`,
				headers: admin.auth,
				payload: { status },
			});
			expect(moved.status).toBe(200);
		}
		const items = await t.database.db
			.select()
			.from(orderItems)
			.where(eq(orderItems.orderId, placed.orderId))
			.orderBy(orderItems.id);
		const lines = async (lang: string) => {
			const answer = await call(t.app, {
				method: "GET",
				url: `/api/orders/${placed.orderId}/returns${lang}`,
				headers: user.auth,
			});
			expect(answer.status).toBe(200);
			return (answer.body.response as OrderReturns).lines;
		};
		const [english, hindi] = [await lines(""), await lines("?lang=hi")];
		const line = (list: OrderReturns["lines"], index: number) => list.find((l) => l.order_item_id === items[index]?.id);
		expect(line(english, 0)).toMatchObject({ policy: "Easy 15-day returns and size exchange", refusal: null });
		expect(line(english, 1)).toMatchObject({ policy: "Not returnable", refusal: returnsMessages.notReturnable });
		expect(line(hindi, 0)).toMatchObject({ policy: hindiPolicy.returnsAndExchange(15), refusal: null });
		expect(line(hindi, 1)).toMatchObject({
			policy: hindiPolicy.none,
			refusal: text("hi", "returns.notReturnable"),
			returnable_quantity: 0,
		});
		expect(line(hindi, 1)?.refusal).not.toBe(returnsMessages.notReturnable);

		// a return of the frock: its summary in the request's language too
		const asked = await call(t.app, {
			method: "POST",
			url: `/api/orders/${placed.orderId}/returns`,
			headers: user.auth,
			payload: {
				address_id: user.addressId,
				refund_to: "credit",
				items: [{ order_item_id: items[0]?.id, quantity: 1, reason: "too_small" }],
			},
		});
		expect(asked.status).toBe(201);
		const views = async (lang: string) => {
			const answer = await call(t.app, {
				method: "GET",
				url: `/api/orders/${placed.orderId}/returns${lang}`,
				headers: user.auth,
			});
			return (answer.body.response as OrderReturns).returns;
		};
		const [returnsEn, returnsHi] = [await views(""), await views("?lang=hi")];
		expect(returnsEn[0]?.summary).toBe(
			returnsMessages.returnWords(1, "₹800", returnsMessages.refundTo.credit as string),
		);
		expect(returnsHi[0]?.summary).toBe(
			text("hi", "returns.returnWords", [1, "₹800", textTable("hi", "returns.refundTo")?.credit]),
		);
		expect(returnsHi[0]?.summary).toMatch(/[\u0900-\u097F]/);
		// the answer to the request itself (English: above) and to a cancellation from a Hindi page say it in Hindi too
		expect((asked.body.response as OrderReturns["returns"][number]).summary).toBe(returnsEn[0]?.summary);
		const cancelled = await call(t.app, {
			method: "POST",
			url: `/api/orders/${placed.orderId}/returns/${returnsEn[0]?.return_id}/cancel?lang=hi`,
			headers: user.auth,
		});
		expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
		expect((cancelled.body.response as OrderReturns["returns"][number]).summary).toMatch(/[\u0900-\u097F]/);
		expect((cancelled.body.response as OrderReturns["returns"][number]).summary).not.toBe(returnsEn[0]?.summary);
		// all else the same
		expect(hindi.map(({ policy: _, refusal: __, ...rest }) => rest)).toEqual(
			english.map(({ policy: _, refusal: __, ...rest }) => rest),
		);
	});
});
