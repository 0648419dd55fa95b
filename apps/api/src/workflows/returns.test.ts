import { type Invoice, type OrderReturns, type ReturnView, returnsMessages } from "@pitara/shared";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../test/helpers.ts";
import { createShopper, placeOrder, prepareVariants, stockOf, type TestVariant } from "../../test/orders.ts";
import { MemorySmsSender } from "../../test/sms.ts";
import { queryRows } from "../db/client.ts";
import {
	addresses,
	auditLog,
	creditEntries,
	orderItems,
	orderRefunds,
	orders,
	returns,
	shipmentLines,
	shipments,
	variants,
} from "../db/schema/index.ts";
import { releaseHeldExchanges } from "./release-held-exchanges.ts";

/**
 * Returns and size exchanges after delivery (issue 24 items 2–4, 8, 9; decision 047): the policy on the product
 * page and per line, the request with its refusals, the exchange's reservation, the staff's queue and steps, and
 * two returns racing for the last unit (with TEST_DATABASE_URL they race on PostgreSQL).
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
const sms = new MemorySmsSender();
let frock: TestVariant;
let frockOther: { id: number; size: string };
let frockDearer: { id: number };
let earring: TestVariant;

beforeAll(async () => {
	t = await createTestApp({ seeded: true, sms });
	admin = await createAdmin(t.database, { fullName: "Nisha Returns" });
	[frock] = (await prepareVariants(t.database, [{ price: 800_00, mrp: 900_00, stock: 20, category: "Girls" }])) as [
		TestVariant,
	];
	[earring] = (await prepareVariants(t.database, [{ price: 300_00, mrp: 300_00, stock: 20, category: "Jewelry" }])) as [
		TestVariant,
	];
	// the earring must be in the Earrings subcategory for the default "not returnable"
	await t.database.db.execute(
		sql`update products set subcategory_id = (select id from subcategories where name = 'Earrings' limit 1) where id = ${earring.productId}`,
	);
	// two other sizes of the frock: one at the same price, one dearer
	const siblings = await queryRows<{ id: number; size: string }>(
		t.database.db,
		sql`select id, size from variants where product_id = ${frock.productId} and id <> ${frock.id} order by id limit 2`,
	);
	if (siblings.length < 2) throw new Error("the frock needs three sizes");
	frockOther = siblings[0] as { id: number; size: string };
	frockDearer = siblings[1] as { id: number };
	await t.database.db
		.update(variants)
		.set({ price: 800_00, mrp: 900_00, stock: 3, active: true })
		.where(eq(variants.id, frockOther.id));
	await t.database.db
		.update(variants)
		.set({ price: 950_00, mrp: 990_00, stock: 3, active: true })
		.where(eq(variants.id, frockDearer.id));
});
afterAll(async () => {
	await t?.close();
});

const setStatus = (orderId: number, status: string) =>
	call(t.app, { method: "POST", url: `/api/admin/orders/${orderId}/status`, headers: admin.auth, payload: { status } });

/** A cash on delivery order of these lines, shipped and delivered by the staff. */
async function delivered(lines: { variant: TestVariant; quantity: number }[]) {
	const user = await createShopper(t.database, { fullName: "Anjali Menon" });
	const placed = await placeOrder(t.app, user, lines);
	expect(placed.status).toBe(201);
	expect((await setStatus(placed.orderId, "Shipped")).status).toBe(200);
	expect((await setStatus(placed.orderId, "Delivered")).status).toBe(200);
	const items = await t.database.db
		.select()
		.from(orderItems)
		.where(eq(orderItems.orderId, placed.orderId))
		.orderBy(orderItems.id);
	return { user, orderId: placed.orderId, items };
}

const ask = (
	user: { auth: { authorization: string }; addressId: number },
	orderId: number,
	body: Record<string, unknown>,
	key?: string,
) =>
	call(t.app, {
		method: "POST",
		url: `/api/orders/${orderId}/returns`,
		headers: { ...user.auth, ...(key ? { "idempotency-key": key } : {}) },
		payload: { address_id: user.addressId, refund_to: "credit", ...body },
	});
const info = async (user: { auth: { authorization: string } }, orderId: number) => {
	const answer = await call(t.app, { method: "GET", url: `/api/orders/${orderId}/returns`, headers: user.auth });
	expect(answer.status).toBe(200);
	return answer.body.response as OrderReturns;
};
const act = (returnId: number, body: Record<string, unknown>) =>
	call(t.app, {
		method: "POST",
		url: `/api/admin/orders/returns/${returnId}/actions`,
		headers: admin.auth,
		payload: body,
	});

describe("the return policy", () => {
	it("shows on the product page, from the defaults and from a staff rule", async () => {
		const page = async (v: TestVariant) => {
			const [row] = await queryRows<{ category: string; slug: string }>(
				t.database.db,
				sql`select c.name as category, p.slug from products p join categories c on c.id = p.category_id where p.id = ${v.productId}`,
			);
			const answer = await call(t.app, { method: "GET", url: `/api/products/${row?.category}/${row?.slug}` });
			return (answer.body.response as { return_policy?: string }[])[0]?.return_policy;
		};
		expect(await page(frock)).toBe("Easy 15-day returns and size exchange");
		expect(await page(earring)).toBe("Not returnable");
		const rule = await call(t.app, {
			method: "PUT",
			url: "/api/admin/settings/return-policy/rules",
			headers: admin.auth,
			payload: { scope: "product", target_id: earring.productId, returnable: true, window_days: 7 },
		});
		expect(rule.status).toBe(200);
		expect(await page(earring)).toBe("Easy 7-day returns");
		const removed = await call(t.app, {
			method: "DELETE",
			url: `/api/admin/settings/return-policy/rules/product/${earring.productId}`,
			headers: admin.auth,
		});
		expect(removed.status).toBe(200);
		expect(await page(earring)).toBe("Not returnable");
		const settings = await call(t.app, {
			method: "GET",
			url: "/api/admin/settings/return-policy",
			headers: admin.auth,
		});
		const girls = (
			settings.body.response as { categories: { name: string; policy: { words: string } }[] }
		).categories.find((c) => c.name === "Girls");
		expect(girls?.policy.words).toBe("Easy 15-day returns and size exchange");
	});

	it("gives each delivered line its last day and its exchange sizes; the order page's lines say why not", async () => {
		const { user, orderId, items } = await delivered([
			{ variant: frock, quantity: 1 },
			{ variant: earring, quantity: 1 },
		]);
		const lines = (await info(user, orderId)).lines;
		const frockLine = lines.find((l) => l.order_item_id === items[0]?.id);
		const earringLine = lines.find((l) => l.order_item_id === items[1]?.id);
		const days = (Date.parse(frockLine?.return_until ?? "") - Date.now()) / 86_400_000;
		expect(days).toBeGreaterThan(15);
		expect(days).toBeLessThan(17);
		expect(frockLine).toMatchObject({ returnable_quantity: 1, refusal: null });
		expect(frockLine?.exchange_options.map((o) => o.variant_id)).toEqual([frockOther.id]);
		expect(earringLine).toMatchObject({
			returnable_quantity: 0,
			return_until: null,
			refusal: returnsMessages.notReturnable,
			policy: "Not returnable",
		});
	});
});

describe("POST /api/orders/{order_id}/returns", () => {
	it("refuses what cannot be returned, with the field, and changes nothing", async () => {
		const { user, orderId, items } = await delivered([
			{ variant: frock, quantity: 1 },
			{ variant: earring, quantity: 1 },
		]);
		const frockItem = items[0]?.id as number;
		const cases: [Record<string, unknown>, string, string][] = [
			[
				{ items: [{ order_item_id: items[1]?.id, quantity: 1, reason: "did_not_like" }] },
				"items.0.order_item_id",
				"NOT_RETURNABLE",
			],
			[
				{ items: [{ order_item_id: frockItem, quantity: 2, reason: "too_small" }] },
				"items.0.quantity",
				"QUANTITY_TOO_HIGH",
			],
			[{ items: [{ order_item_id: frockItem, quantity: 1, reason: "damaged" }] }, "photos", "PHOTOS_NEEDED"],
			[
				{ items: [{ order_item_id: frockItem, quantity: 1, reason: "too_small" }], refund_to: "source" },
				"refund_to",
				"REFUND_TO",
			],
			[
				{
					items: [{ order_item_id: frockItem, quantity: 1, reason: "too_small", exchange_variant_id: frockDearer.id }],
				},
				"items.0.exchange_variant_id",
				"EXCHANGE_OTHER_PRICE",
			],
			[
				{ items: [{ order_item_id: frockItem, quantity: 1, reason: "too_small", exchange_variant_id: earring.id }] },
				"items.0.exchange_variant_id",
				"EXCHANGE_OTHER_PRODUCT",
			],
			[
				{
					items: [{ order_item_id: frockItem, quantity: 1, reason: "wrong_item" }],
					photos: ["/media/returns/upload-0123456789abcdef"],
				},
				"photos.0",
				"PHOTO_UNKNOWN",
			],
		];
		for (const [body, field, code] of cases) {
			const answer = await ask(user, orderId, body);
			expect(answer.status, code).toBe(400);
			expect(answer.body).toMatchObject({ status: false, code });
			expect((answer.body.errors as { field: string }[])[0]?.field).toBe(field);
		}
		// the dearer size asks to return instead
		const dearer = await ask(user, orderId, cases[4]?.[0] as Record<string, unknown>);
		expect(dearer.body.message).toContain("Return this one and order that size instead");
		// another shopper's order is not found
		const other = await createShopper(t.database);
		expect(
			(await ask(other, orderId, { items: [{ order_item_id: frockItem, quantity: 1, reason: "too_small" }] })).status,
		).toBe(404);
		// outside the window
		await t.database.db.execute(
			sql`update order_tracking set updated_at = now() - interval '20 days' where order_id = ${orderId} and status = 'Delivered'`,
		);
		const late = await ask(user, orderId, { items: [{ order_item_id: frockItem, quantity: 1, reason: "too_small" }] });
		expect(late.body).toMatchObject({ code: "RETURN_WINDOW_CLOSED" });
		const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.id, frockItem));
		expect(line?.returnedQuantity).toBe(0);
	});

	it("refuses an order not yet delivered", async () => {
		const user = await createShopper(t.database);
		const placed = await placeOrder(t.app, user, [{ variant: frock, quantity: 1 }]);
		const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
		const answer = await ask(user, placed.orderId, {
			items: [{ order_item_id: item?.id, quantity: 1, reason: "too_big" }],
		});
		expect(answer.status).toBe(409);
		expect(answer.body.code).toBe("NOT_DELIVERED");
	});

	it("takes a photo through the picture pipeline and refuses a file that is not a picture", async () => {
		const { user } = await delivered([{ variant: frock, quantity: 1 }]);
		const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#884422" } })
			.png()
			.toBuffer();
		const upload = (body: Buffer, type: string) =>
			t.app.inject({
				method: "POST",
				url: "/api/returns/photos",
				headers: { ...user.auth, "content-type": type },
				payload: body,
			});
		const good = await upload(png, "image/png");
		expect(good.statusCode).toBe(201);
		expect(good.json().response.photo).toMatch(/^\/media\/returns\/upload-[0-9a-f]{16}$/);
		const bad = await upload(Buffer.from("%PDF-1.4 not a picture"), "image/jpeg");
		expect(bad.statusCode).toBe(400);
		expect(bad.json().code).toBe("NOT_AN_IMAGE");
	});

	it("returns a line to Pitara Credit: the number, the timeline, the text, and the staff run it to the refund", async () => {
		const { user, orderId, items } = await delivered([{ variant: frock, quantity: 2 }]);
		const item = items[0]?.id as number;
		const stockBefore = await stockOf(t.database, frock.id);
		const body = { items: [{ order_item_id: item, quantity: 1, reason: "did_not_like" }] };
		const first = await ask(user, orderId, body, "ret-1");
		expect(first.status).toBe(201);
		const view = first.body.response as ReturnView;
		expect(view.number).toMatch(/^R\d+$/);
		expect(view).toMatchObject({ status: "Requested", refund_amount: 800, refund_to: "credit" });
		expect(view.timeline.map((s) => s.status)).toEqual(["Requested"]);
		// the same key and body: the first answer; another body: 422
		const again = await ask(user, orderId, body, "ret-1");
		expect(again.status).toBe(200);
		expect((again.body.response as ReturnView).return_id).toBe(view.return_id);
		const other = await ask(
			user,
			orderId,
			{ items: [{ order_item_id: item, quantity: 1, reason: "too_big" }] },
			"ret-1",
		);
		expect(other.status).toBe(422);
		// the shopper's text, by the registered template
		await t.app.outbox.drain();
		const text = sms.sent.find((m) => m.message.includes(`(${view.number}) is requested`));
		expect(text?.message).toBe(
			`Pitara: your return for order #${orderId} (${view.number}) is requested. Details: see My Orders`,
		);
		expect(text?.dlt).toBeDefined();

		// the queue
		const queue = await call(t.app, {
			method: "GET",
			url: "/api/admin/orders/returns?queue=Requested",
			headers: admin.auth,
		});
		expect((queue.body.response as { return_id: number }[]).some((r) => r.return_id === view.return_id)).toBe(true);
		const byReason = await call(t.app, {
			method: "GET",
			url: "/api/admin/orders/returns?reason=damaged",
			headers: admin.auth,
		});
		expect((byReason.body.response as { return_id: number }[]).some((r) => r.return_id === view.return_id)).toBe(false);

		// the steps: out of order refused, then in order
		expect((await act(view.return_id, { action: "complete" })).status).toBe(409);
		expect((await act(view.return_id, { action: "approve" })).status).toBe(200);
		expect((await act(view.return_id, { action: "pickup-scheduled", courier: "DTDC", awb: "R123" })).status).toBe(200);
		expect((await act(view.return_id, { action: "picked-up" })).status).toBe(200);
		const toInspect = await call(t.app, {
			method: "GET",
			url: "/api/admin/orders/returns?queue=To%20inspect",
			headers: admin.auth,
		});
		expect((toInspect.body.response as { return_id: number }[]).map((r) => r.return_id)).toContain(view.return_id);
		expect((await act(view.return_id, { action: "complete" })).body.code).toBe("INSPECT_FIRST");
		const lineId = view.lines[0]?.return_line_id;
		const inspected = await act(view.return_id, {
			action: "inspect",
			lines: [{ return_line_id: lineId, resalable: 1, damaged: 0 }],
		});
		expect(inspected.status).toBe(200);
		expect(await stockOf(t.database, frock.id)).toBe(stockBefore + 1);
		const done = await act(view.return_id, { action: "complete" });
		expect(done.status).toBe(200);
		expect(done.body.response).toMatchObject({ status: "Refunded", refund_amount: 800 });
		const credits = await t.database.db.select().from(creditEntries).where(eq(creditEntries.userId, user.id));
		expect(credits.reduce((sum, c) => sum + c.amount, 0)).toBe(800_00);
		const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
		expect(order?.refundedAmount).toBe(800_00);
		const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "return"));
		expect(audits.filter((a) => a.entityId === String(view.return_id)).map((a) => a.action)).toEqual([
			"approve",
			"pickup-scheduled",
			"picked-up",
			"inspect",
			"complete",
		]);
		const mine = await info(user, orderId);
		expect(mine.returns[0]?.timeline.map((s) => s.status)).toEqual([
			"Requested",
			"Approved",
			"Pickup scheduled",
			"Picked up",
			"Inspected",
			"Refunded",
		]);
		expect(mine.lines[0]?.returnable_quantity).toBe(1);
		// the returned unit's credit note against the invoice, in the credit notes' series
		const notes = await queryRows<{ reference: string; document: { lines: { quantity: number }[] } }>(
			t.database.db,
			sql`select reference, document from tax_documents where order_id = ${orderId} and kind = 'credit_note'`,
		);
		expect(notes.map((n) => n.reference)).toEqual([`return:${view.return_id}`]);
		expect(notes[0]?.document.lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(1);
	});

	it("exchanges a size at the same price: the unit is reserved at once, released by a rejection", async () => {
		const { user, orderId, items } = await delivered([{ variant: frock, quantity: 1 }]);
		const reserved = await stockOf(t.database, frockOther.id);
		const answer = await ask(user, orderId, {
			items: [{ order_item_id: items[0]?.id, quantity: 1, reason: "too_small", exchange_variant_id: frockOther.id }],
		});
		expect(answer.status).toBe(201);
		const view = answer.body.response as ReturnView;
		expect(view.summary).toBe(returnsMessages.exchangeWords(items[0]?.size ?? "", frockOther.size));
		expect(view.refund_amount).toBe(0);
		expect(await stockOf(t.database, frockOther.id)).toBe(reserved - 1);
		const reject = await act(view.return_id, { action: "reject", reason: "Worn and washed" });
		expect(reject.body.response).toMatchObject({ status: "Rejected", reject_reason: "Worn and washed" });
		expect(await stockOf(t.database, frockOther.id)).toBe(reserved);
		const [line] = await t.database.db
			.select()
			.from(orderItems)
			.where(eq(orderItems.id, items[0]?.id as number));
		expect(line?.returnedQuantity).toBe(0);
	});

	it("two returns racing for the last unit: one wins, the other is told why", async () => {
		const { user, orderId, items } = await delivered([{ variant: frock, quantity: 1 }]);
		const body = { items: [{ order_item_id: items[0]?.id, quantity: 1, reason: "too_big" }] };
		const answers = await Promise.all([ask(user, orderId, body, "race-a"), ask(user, orderId, body, "race-b")]);
		const statuses = answers.map((a) => a.status).sort();
		expect(statuses[0]).toBe(201);
		expect([400, 409]).toContain(statuses[1]);
		const loser = answers.find((a) => a.status !== 201);
		expect(loser?.body.code).toBe("QUANTITY_TOO_HIGH");
		const [line] = await t.database.db
			.select()
			.from(orderItems)
			.where(eq(orderItems.id, items[0]?.id as number));
		expect(line?.returnedQuantity).toBe(1);
	});

	it("lets each role do only its part: orders staff run returns, support read them, settings are the admins'", async () => {
		const as = async (role: string | null) =>
			(await createUser(t.database, role ? { role: role as "admin" } : {})).auth;
		const queue = (auth: { authorization: string }) =>
			call(t.app, { method: "GET", url: "/api/admin/orders/returns", headers: auth });
		const step = (auth: { authorization: string }) =>
			call(t.app, {
				method: "POST",
				url: "/api/admin/orders/returns/999999/actions",
				headers: auth,
				payload: { action: "approve" },
			});
		const rule = (auth: { authorization: string }) =>
			call(t.app, {
				method: "PUT",
				url: "/api/admin/settings/return-policy/rules",
				headers: auth,
				payload: { scope: "category", target_id: 1, returnable: true, window_days: 15 },
			});
		const orders = await as("orders");
		const support = await as("support");
		const catalogue = await as("catalogue");
		const shopper = await as(null);
		expect((await queue(orders)).status).toBe(200);
		expect((await step(orders)).status).toBe(404);
		expect((await queue(support)).status).toBe(200);
		expect((await step(support)).status).toBe(403);
		expect((await queue(catalogue)).status).toBe(403);
		expect((await queue(shopper)).status).toBe(403);
		expect((await rule(orders)).status).toBe(403);
		expect((await rule(admin.auth)).status).toBe(200);
		expect((await call(t.app, { method: "GET", url: "/api/orders/1/returns" })).status).toBe(401);
	});

	it("is documented in /api/docs", async () => {
		const docs = await call(t.app, { method: "GET", url: "/api/docs/json" });
		const paths = docs.body.paths as Record<string, Record<string, { summary?: string }>>;
		expect(paths["/api/orders/{order_id}/returns"]?.post?.summary).toMatch(/Return or exchange/);
		expect(paths["/api/orders/{order_id}/returns"]?.get?.summary).toBeDefined();
		expect(paths["/api/returns/photos"]?.post?.summary).toBeDefined();
	});

	it("refunds a cash on delivery return by bank transfer only with the UTR the staff record", async () => {
		const { user, orderId, items } = await delivered([{ variant: frock, quantity: 1 }]);
		const asked = await ask(user, orderId, {
			items: [{ order_item_id: items[0]?.id, quantity: 1, reason: "too_big" }],
			refund_to: "bank",
		});
		expect(asked.body).toMatchObject({ code: "PAYOUT_NEEDED" });
		const ok = await ask(user, orderId, {
			items: [{ order_item_id: items[0]?.id, quantity: 1, reason: "too_big" }],
			refund_to: "bank",
			payout_to: "anjali@okaxis",
		});
		expect(ok.status).toBe(201);
		const id = (ok.body.response as ReturnView).return_id;
		const lineId = (ok.body.response as ReturnView).lines[0]?.return_line_id;
		for (const body of [
			{ action: "approve" },
			{ action: "picked-up" },
			{ action: "inspect", lines: [{ return_line_id: lineId, resalable: 0, damaged: 1 }] },
		]) {
			expect((await act(id, body)).status).toBe(200);
		}
		const noUtr = await act(id, { action: "complete" });
		expect(noUtr.status).toBe(400);
		expect((noUtr.body.errors as { field: string }[])[0]?.field).toBe("utr");
		expect((await act(id, { action: "complete", utr: "AXIS123456789" })).body.response).toMatchObject({
			status: "Refunded",
			refund_utr: "AXIS123456789",
			payout_to: "anjali@okaxis",
		});
		const refunds = await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
		expect(refunds.map((r) => [r.instrument, r.amount, r.status])).toEqual([["cash", 800_00, "processed"]]);
		const [row] = await t.database.db.select().from(returns).where(eq(returns.id, id));
		expect(row?.refundUtr).toBe("AXIS123456789");
	});
});

/** Runs a return's staff steps up to the inspection (every unit resalable). */
async function pickUpAndInspect(view: ReturnView) {
	expect((await act(view.return_id, { action: "approve" })).status).toBe(200);
	expect((await act(view.return_id, { action: "picked-up" })).status).toBe(200);
	const inspected = await act(view.return_id, {
		action: "inspect",
		lines: view.lines.map((l) => ({ return_line_id: l.return_line_id, resalable: l.quantity, damaged: 0 })),
	});
	expect(inspected.status).toBe(200);
}

/** A PDF's text, its runs joined by single spaces (as the invoice PDF's test reads it). */
async function pdfText(bytes: Buffer): Promise<string> {
	const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
	const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false })
		.promise;
	const pages: string[] = [];
	for (let n = 1; n <= pdf.numPages; n++) {
		const content = await (await pdf.getPage(n)).getTextContent();
		pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
	}
	await pdf.destroy();
	return pages.join(" ").replace(/\s+/g, " ");
}

const giveShippingSize = (variantId: number) =>
	t.database.db
		.update(variants)
		.set({ weightGrams: 300, boxLengthCm: 30, boxBreadthCm: 22, boxHeightCm: 5 })
		.where(eq(variants.id, variantId));

describe("POST /api/orders/{order_id}/returns/{return_id}/cancel: the shopper's own cancellation", () => {
	const cancel = (user: { auth: { authorization: string } }, orderId: number, returnId: number) =>
		call(t.app, {
			method: "POST",
			url: `/api/orders/${orderId}/returns/${returnId}/cancel`,
			headers: user.auth,
			payload: {},
		});

	it("cancels an own return until the item has left: units and the held size are released; others get 404", async () => {
		await t.database.db.update(variants).set({ stock: 10 }).where(eq(variants.id, frockOther.id));
		await t.database.db.execute(sql`delete from return_rules`);
		const { user, orderId, items } = await delivered([{ variant: frock, quantity: 2 }]);
		const item = items[0] as (typeof items)[number];
		const held = await stockOf(t.database, frockOther.id);
		const asked = await ask(user, orderId, {
			items: [{ order_item_id: item.id, quantity: 1, reason: "too_small", exchange_variant_id: frockOther.id }],
		});
		expect(asked.status, JSON.stringify(asked.body)).toBe(201);
		const view = asked.body.response as ReturnView;
		expect(view.can_cancel).toBe(true);
		expect(await stockOf(t.database, frockOther.id)).toBe(held - 1);
		expect((await info(user, orderId)).lines[0]?.returnable_quantity).toBe(1);

		// another family's shopper cannot see or cancel it; nor through another order's path
		const stranger = await createUser(t.database, { fullName: "Other Family" });
		const foreign = await cancel(stranger, orderId, view.return_id);
		expect(foreign.status).toBe(404);
		const elsewhere = await delivered([{ variant: frock, quantity: 1 }]);
		expect((await cancel(elsewhere.user, elsewhere.orderId, view.return_id)).status).toBe(404);
		expect((await cancel(user, elsewhere.orderId, view.return_id)).status).toBe(404);
		expect((await info(user, orderId)).returns[0]?.status).toBe("Requested");

		// approved (no pickup booked yet): the shopper may still cancel
		expect((await act(view.return_id, { action: "approve" })).status).toBe(200);
		const done = await cancel(user, orderId, view.return_id);
		expect(done.status, JSON.stringify(done.body)).toBe(200);
		expect(done.body.message).toBe(returnsMessages.cancelledReturn(view.number));
		expect(done.body.response).toMatchObject({ status: "Cancelled", can_cancel: false });
		expect(await stockOf(t.database, frockOther.id)).toBe(held);
		const after = await info(user, orderId);
		expect(after.lines[0]?.returnable_quantity).toBe(2);
		// nothing twice
		const again = await cancel(user, orderId, view.return_id);
		expect(again.status).toBe(409);
		expect(again.body.code).toBe("RETURN_STATE");
		expect(await stockOf(t.database, frockOther.id)).toBe(held);
		// the staff cannot move a cancelled return either
		expect((await act(view.return_id, { action: "picked-up" })).status).toBe(409);
		await t.app.outbox.drain();
		expect(sms.sent.some((m) => m.message.includes(`(${view.number}) was cancelled by you`))).toBe(true);

		// once the item is picked up (or received) it is too late, with the reason
		const second = await ask(user, orderId, { items: [{ order_item_id: item.id, quantity: 1, reason: "too_big" }] });
		expect(second.status).toBe(201);
		const late = second.body.response as ReturnView;
		expect((await act(late.return_id, { action: "approve" })).status).toBe(200);
		expect((await act(late.return_id, { action: "picked-up" })).status).toBe(200);
		const refused = await cancel(user, orderId, late.return_id);
		expect(refused.status).toBe(409);
		expect(refused.body.message).toBe(returnsMessages.cannotCancel(returnsMessages.statuses["Picked up"] as string));
		expect((await info(user, orderId)).returns.find((r) => r.return_id === late.return_id)?.can_cancel).toBe(false);
	});
});

describe("size exchanges to the end, the held size's release, the returns settings", () => {
	beforeAll(async () => {
		// enough of the other size for the exchanges below, and of the frock for the race
		await t.database.db.update(variants).set({ stock: 10 }).where(eq(variants.id, frockOther.id));
		await t.database.db.update(variants).set({ stock: 50 }).where(eq(variants.id, frock.id));
		// the role test above left a category rule without exchange: the defaults again
		await t.database.db.execute(sql`delete from return_rules`);
	});

	it("ships the replacement as a forward shipment of the order; credit note for the returned size, invoice for the new", async () => {
		const { user, orderId, items } = await delivered([{ variant: frock, quantity: 1 }]);
		const item = items[0] as (typeof items)[number];
		await t.database.db
			.update(variants)
			.set({ weightGrams: null, boxLengthCm: null, boxBreadthCm: null, boxHeightCm: null })
			.where(eq(variants.id, frockOther.id));
		const asked = await ask(user, orderId, {
			items: [{ order_item_id: item.id, quantity: 1, reason: "too_small", exchange_variant_id: frockOther.id }],
		});
		expect(asked.status, JSON.stringify(asked.body)).toBe(201);
		const view = asked.body.response as ReturnView;
		const [fromStock, toStock] = [await stockOf(t.database, frock.id), await stockOf(t.database, frockOther.id)];
		await pickUpAndInspect(view);

		// a replacement without its weight and box cannot be shipped: the staff are told, nothing changes
		const refused = await act(view.return_id, { action: "complete", courier: "DTDC", awb: `EX${orderId}` });
		expect(refused.status).toBe(422);
		expect(refused.body.code).toBe("VARIANT_SIZE_MISSING");
		expect(await t.database.db.select().from(shipments).where(eq(shipments.orderId, orderId))).toEqual([]);
		// a courier and AWB are needed for a parcel booked by hand
		await giveShippingSize(frockOther.id);

		const done = await act(view.return_id, { action: "complete", courier: "DTDC", awb: `EX${orderId}` });
		expect(done.status).toBe(200);
		expect(done.body.response).toMatchObject({ status: "Exchanged", refund_amount: 0 });

		// the replacement is a forward shipment of the same order with its line, booked by hand
		const parcels = await t.database.db.select().from(shipments).where(eq(shipments.orderId, orderId));
		expect(parcels.map((p) => [p.kind, p.adapter, p.status, p.courierName, p.awb, p.codAmount])).toEqual([
			["forward", "manual", "booked", "DTDC", `EX${orderId}`, 0],
		]);
		const parcelLines = await t.database.db
			.select()
			.from(shipmentLines)
			.where(eq(shipmentLines.shipmentId, parcels[0]?.id as number));
		expect(parcelLines.map((l) => [l.orderItemId, l.quantity])).toEqual([[item.id, 1]]);
		// the line carries the new size: the console's parcel, the packing slip and the shopper's tracking name it
		expect(parcelLines.map((l) => l.variantId)).toEqual([frockOther.id]);
		const consoleParcels = await call(t.app, {
			method: "GET",
			url: `/api/admin/orders/${orderId}/shipments`,
			headers: admin.auth,
		});
		expect(consoleParcels.status).toBe(200);
		const consoleLine = (consoleParcels.body.response as { lines: { variant_id: number; name: string }[] }[])[0]
			?.lines[0];
		expect(consoleLine?.variant_id).toBe(frockOther.id);
		const [swap] = await t.database.db.select().from(variants).where(eq(variants.id, frockOther.id));
		const newWords = `(${swap?.size}, ${swap?.color})`;
		const oldWords = `(${item.size}, ${item.color})`;
		expect(newWords).not.toBe(oldWords);
		expect(consoleLine?.name).toContain(newWords);
		expect(consoleLine?.name).not.toContain(oldWords);
		const slip = await call(t.app, {
			method: "GET",
			url: `/api/admin/shipments/packing-slips.pdf?ids=${parcels[0]?.id}`,
			headers: admin.auth,
		});
		expect(slip.status).toBe(200);
		const slipText = await pdfText(slip.response.rawPayload);
		expect(slipText).toContain(newWords);
		expect(slipText).not.toContain(oldWords);
		const tracking = await call(t.app, {
			method: "POST",
			url: "/api/order/shipments/fetch",
			headers: user.auth,
			payload: { order_id: orderId },
		});
		const tracked = (tracking.body.response as { lines: { name: string; quantity: number }[] }[])[0];
		expect(tracked?.lines.map((l) => l.quantity)).toEqual([1]);
		expect(tracked?.lines[0]?.name).toContain(newWords);
		// both sizes' stock: the returned size back (resalable), the new one taken once (at the request)
		expect(await stockOf(t.database, frock.id)).toBe(fromStock + 1);
		expect(await stockOf(t.database, frockOther.id)).toBe(toStock);
		const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
		expect(order).toMatchObject({ status: "Delivered", refundedAmount: 0 });

		// the documents: a credit note for the returned unit, a tax invoice for the replacement at the same values
		const [invoice] = (
			await call(t.app, {
				method: "POST",
				url: "/api/order/invoice/fetch",
				headers: user.auth,
				payload: { order_id: orderId },
			})
		).body.response as Invoice[];
		if (!invoice) throw new Error("no invoice");
		expect(invoice.tax_invoice?.number).toMatch(/^PIT\/\d{4}-\d{2}\/\d{6}$/);
		expect(invoice.credit_notes).toHaveLength(1);
		const note = invoice.credit_notes[0];
		expect(note?.number).toMatch(/^PIT-CN\//);
		expect(note?.lines.map((l) => [l.order_item_id, l.quantity])).toEqual([[item.id, 1]]);
		expect(invoice.exchange_invoices).toHaveLength(1);
		const replacement = invoice.exchange_invoices[0];
		expect(replacement?.kind).toBe("invoice");
		expect(replacement?.number).toMatch(/^PIT\/\d{4}-\d{2}\/\d{6}$/);
		expect(replacement?.number).not.toBe(invoice.tax_invoice?.number);
		expect(replacement?.lines[0]?.description).toContain(frockOther.size);
		// GST split per line as on the original: the same taxable value and taxes as the credited unit
		const figures = (l: { taxable: number; cgst: number; sgst: number; igst: number; rate: number; hsn: string }) => [
			l.taxable,
			l.cgst,
			l.sgst,
			l.igst,
			l.rate,
			l.hsn,
		];
		expect(replacement?.lines.map(figures)).toEqual(note?.lines.map(figures));
		expect(replacement?.totals.total).toBe(note?.totals.total);
		// its PDF is downloadable by its number
		const pdf = await call(t.app, {
			method: "POST",
			url: "/api/order/invoice/pdf",
			headers: user.auth,
			payload: { order_id: orderId, document: "invoice", number: replacement?.number },
		});
		expect(pdf.status).toBe(200);
		expect(String(pdf.response.headers["content-disposition"])).toContain(".pdf");

		// the shopper was texted at every step, the exchange's shipping too
		await t.app.outbox.drain();
		for (const step of [
			"is requested",
			"was approved",
			"has been picked up",
			"was checked by us",
			"exchange has shipped",
		]) {
			expect(sms.sent.some((m) => m.message.includes(`(${view.number}) ${step}`))).toBe(true);
		}
		// a repeat of the last step changes nothing
		expect((await act(view.return_id, { action: "complete", courier: "DTDC", awb: "OTHER" })).status).toBe(409);

		// the replacement can be returned again, within its own window, for the line's refund (decision 056)
		const held = await info(user, orderId);
		expect(held.lines[0]?.returnable_quantity).toBe(0);
		expect(held.lines[0]?.replacements).toEqual([
			expect.objectContaining({ variant_id: frockOther.id, size: frockOther.size, returnable_quantity: 1 }),
		]);
		expect(held.lines[0]?.replacements[0]?.return_until).toEqual(expect.any(String));
		// not a size that was not sent, not exchanged again, not more than was sent
		const notSent = await ask(user, orderId, {
			items: [{ order_item_id: item.id, quantity: 1, reason: "did_not_like", variant_id: frockDearer.id }],
		});
		expect(notSent.body.code).toBe("NO_REPLACEMENT");
		const twice = await ask(user, orderId, {
			items: [
				{
					order_item_id: item.id,
					quantity: 1,
					reason: "too_big",
					variant_id: frockOther.id,
					exchange_variant_id: frock.id,
				},
			],
		});
		expect(twice.body.code).toBe("REPLACEMENT_NOT_EXCHANGED");
		const tooMany = await ask(user, orderId, {
			items: [{ order_item_id: item.id, quantity: 2, reason: "did_not_like", variant_id: frockOther.id }],
		});
		expect(tooMany.status).toBe(400);
		const otherStock = await stockOf(t.database, frockOther.id);
		const again = await ask(user, orderId, {
			items: [{ order_item_id: item.id, quantity: 1, reason: "did_not_like", variant_id: frockOther.id }],
		});
		expect(again.status, JSON.stringify(again.body)).toBe(201);
		const second = again.body.response as ReturnView;
		expect(second.lines[0]).toMatchObject({ size: frockOther.size, exchange: null, refund: 800 });
		expect((await info(user, orderId)).lines[0]?.replacements).toEqual([]);
		// a second request of the same replacement finds nothing left to return
		const none = await ask(user, orderId, {
			items: [{ order_item_id: item.id, quantity: 1, reason: "did_not_like", variant_id: frockOther.id }],
		});
		expect(none.status).toBe(400);
		await pickUpAndInspect(second);
		// the size that came back goes back on sale
		expect(await stockOf(t.database, frockOther.id)).toBe(otherStock + 1);
		const refunded = await act(second.return_id, { action: "complete" });
		expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
		expect(refunded.body.response).toMatchObject({ status: "Refunded", refund_amount: 800 });
		// across the chain never more than was paid: one unit bought, one refund
		const [after] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
		expect(after?.refundedAmount).toBe(800_00);
		expect(after?.refundedAmount).toBeLessThanOrEqual(
			(after?.total ?? 0) - (after?.delivery ?? 0) - (after?.codFee ?? 0),
		);
		// its credit note is against the replacement's own invoice
		const [documents] = (
			await call(t.app, {
				method: "POST",
				url: "/api/order/invoice/fetch",
				headers: user.auth,
				payload: { order_id: orderId },
			})
		).body.response as Invoice[];
		expect(documents?.credit_notes).toHaveLength(2);
		expect(documents?.credit_notes[1]?.against).toBe(replacement?.number);
		expect(documents?.credit_notes[1]?.totals.total).toBe(replacement?.totals.total);
	});

	it("a replacement's return that is rejected or cancelled leaves the replacement returnable; the line's units stay as the exchange left them", async () => {
		await giveShippingSize(frockOther.id);
		const { user, orderId, items } = await delivered([{ variant: frock, quantity: 1 }]);
		const item = items[0] as (typeof items)[number];
		const asked = await ask(user, orderId, {
			items: [{ order_item_id: item.id, quantity: 1, reason: "too_small", exchange_variant_id: frockOther.id }],
		});
		expect(asked.status, JSON.stringify(asked.body)).toBe(201);
		const exchange = asked.body.response as ReturnView;
		await pickUpAndInspect(exchange);
		expect((await act(exchange.return_id, { action: "complete", courier: "DTDC", awb: `EY${orderId}` })).status).toBe(
			200,
		);
		const returnedUnits = async () =>
			(await t.database.db.select().from(orderItems).where(eq(orderItems.id, item.id)))[0]?.returnedQuantity;
		expect(await returnedUnits()).toBe(1);
		const again = async () => {
			const answer = await ask(user, orderId, {
				items: [{ order_item_id: item.id, quantity: 1, reason: "did_not_like", variant_id: frockOther.id }],
			});
			expect(answer.status, JSON.stringify(answer.body)).toBe(201);
			return answer.body.response as ReturnView;
		};
		const rejected = await again();
		expect((await act(rejected.return_id, { action: "reject", reason: "Tags removed" })).status).toBe(200);
		expect((await info(user, orderId)).lines[0]?.replacements[0]?.returnable_quantity).toBe(1);
		const cancelled = await again();
		const byShopper = await call(t.app, {
			method: "POST",
			url: `/api/orders/${orderId}/returns/${cancelled.return_id}/cancel`,
			headers: user.auth,
			payload: {},
		});
		expect(byShopper.status).toBe(200);
		expect((await info(user, orderId)).lines[0]?.replacements[0]?.returnable_quantity).toBe(1);
		// the exchange's claim on the line is untouched throughout
		expect(await returnedUnits()).toBe(1);
	});

	it("releases a held exchange size when the pickup has not happened within the settings' days (once)", async () => {
		const put = await call(t.app, {
			method: "PUT",
			url: "/api/admin/settings/returns",
			headers: admin.auth,
			payload: { self_ship_fee: 100, exchange_hold_days: 5 },
		});
		expect(put.status).toBe(200);
		const held = await delivered([{ variant: frock, quantity: 1 }]);
		const kept = await delivered([{ variant: frock, quantity: 1 }]);
		const exchange = async (d: typeof held) => {
			const answer = await ask(d.user, d.orderId, {
				items: [
					{ order_item_id: d.items[0]?.id, quantity: 1, reason: "too_small", exchange_variant_id: frockOther.id },
				],
			});
			expect(answer.status, JSON.stringify(answer.body)).toBe(201);
			return answer.body.response as ReturnView;
		};
		const before = await stockOf(t.database, frockOther.id);
		const stale = await exchange(held);
		const picked = await exchange(kept);
		expect(await stockOf(t.database, frockOther.id)).toBe(before - 2);
		expect((await act(stale.return_id, { action: "approve" })).status).toBe(200);
		expect((await act(picked.return_id, { action: "approve" })).status).toBe(200);
		expect((await act(picked.return_id, { action: "picked-up" })).status).toBe(200);

		// four days on: nothing is released yet
		const day = 86_400_000;
		expect(await releaseHeldExchanges(t.app, new Date(Date.now() + 4 * day))).toEqual([]);
		// six days on: the one still waiting for its pickup is called off; the picked-up one is not
		const released = await releaseHeldExchanges(t.app, new Date(Date.now() + 6 * day));
		expect(released).toContain(stale.return_id);
		expect(released).not.toContain(picked.return_id);
		expect(await stockOf(t.database, frockOther.id)).toBe(before - 1);
		const mine = await info(held.user, held.orderId);
		expect(mine.returns[0]).toMatchObject({ status: "Rejected", reject_reason: returnsMessages.exchangeReleased(5) });
		expect(mine.lines[0]?.returnable_quantity).toBe(1);
		// a second run releases nothing twice
		expect(await releaseHeldExchanges(t.app, new Date(Date.now() + 6 * day))).not.toContain(stale.return_id);
		expect(await stockOf(t.database, frockOther.id)).toBe(before - 1);
		await t.app.outbox.drain();
		expect(sms.sent.some((m) => m.message.includes(`(${stale.number}) was rejected`))).toBe(true);
		await call(t.app, {
			method: "PUT",
			url: "/api/admin/settings/returns",
			headers: admin.auth,
			payload: { self_ship_fee: 100, exchange_hold_days: 7 },
		});
	});

	it("a pincode without pickup: the shopper sends it and is credited the courier fee the settings state, with the refund", async () => {
		const settings = await call(t.app, {
			method: "PUT",
			url: "/api/admin/settings/returns",
			headers: admin.auth,
			payload: { self_ship_fee: 120.5, exchange_hold_days: 7 },
		});
		expect(settings.body.response).toEqual({ self_ship_fee: 120.5, exchange_hold_days: 7 });
		const bad = await call(t.app, {
			method: "PUT",
			url: "/api/admin/settings/returns",
			headers: admin.auth,
			payload: { self_ship_fee: -1, exchange_hold_days: 0 },
		});
		expect(bad.status).toBe(400);
		const { user, orderId, items } = await delivered([{ variant: frock, quantity: 1 }]);
		// an address at a pincode the directory has no pickup for
		const [far] = await t.database.db
			.insert(addresses)
			.values({
				userId: user.id,
				name: "Anjali Menon",
				phone: "9812345678",
				pincode: "190001",
				addressLine1: "Lal Chowk",
				city: "Srinagar",
				state: "Jammu and Kashmir",
				country: "India",
				isDefault: false,
			})
			.returning({ id: addresses.id });
		// stated before the request: which addresses have no pickup, and the fee the settings credit for it
		const before = await info(user, orderId);
		expect(before.self_ship.fee).toBe(120.5);
		expect(before.self_ship.address_ids).toContain(far?.id);
		const asked = await ask(user, orderId, {
			items: [{ order_item_id: items[0]?.id, quantity: 1, reason: "did_not_like" }],
			address_id: far?.id,
		});
		expect(asked.status).toBe(201);
		const view = asked.body.response as ReturnView;
		expect(view).toMatchObject({ self_ship: true, self_ship_credit: 120.5 });
		expect(view.summary).toContain(returnsMessages.sendWords("₹120.50"));
		await pickUpAndInspect(view);
		expect((await act(view.return_id, { action: "complete" })).body.response).toMatchObject({ status: "Refunded" });
		const credits = await t.database.db.select().from(creditEntries).where(eq(creditEntries.userId, user.id));
		expect(credits.map((c) => c.amount).sort((a, b) => a - b)).toEqual([120_50, 800_00]);
		// the settings are the admins' and audited
		const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "returns-settings"));
		expect(audits.length).toBeGreaterThan(0);
		await call(t.app, {
			method: "PUT",
			url: "/api/admin/settings/returns",
			headers: admin.auth,
			payload: { self_ship_fee: 100, exchange_hold_days: 7 },
		});
	});

	it("20 concurrent returns of one unit on a line of 5: 5 succeed; refunds and stock never exceed what was taken", async () => {
		const { user, orderId, items } = await delivered([
			{ variant: frock, quantity: 5 },
			{ variant: earring, quantity: 1 },
		]);
		const item = items.find((i) => i.variantId === frock.id) as (typeof items)[number];
		const answers = await Promise.all(
			Array.from({ length: 20 }, (_, n) =>
				ask(
					user,
					orderId,
					{ items: [{ order_item_id: item.id, quantity: 1, reason: "too_big" }], refund_to: "credit" },
					`race-20-${n}`,
				),
			),
		);
		expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
		expect(answers.filter((a) => a.status !== 201).every((a) => a.body.code === "QUANTITY_TOO_HIGH")).toBe(true);
		const stock = await stockOf(t.database, frock.id);
		// the staff finish all five at once: each unit back once, the refunds within what was paid
		const views = answers.filter((a) => a.status === 201).map((a) => a.body.response as ReturnView);
		for (const view of views) await pickUpAndInspect(view);
		const done = await Promise.all(views.map((v) => act(v.return_id, { action: "complete" })));
		expect(done.every((d) => d.status === 200)).toBe(true);
		expect(await stockOf(t.database, frock.id)).toBe(stock + 5);
		const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
		expect(order?.refundedAmount).toBe(5 * 800_00);
		expect(order?.refundedAmount).toBeLessThanOrEqual(order?.total ?? 0);
		const credits = await t.database.db.select().from(creditEntries).where(eq(creditEntries.userId, user.id));
		expect(credits.reduce((sum, c) => sum + c.amount, 0)).toBe(5 * 800_00);
		// the credit notes add up to the five units, never more
		const notes = await queryRows<{ n: number }>(
			t.database.db,
			sql`select coalesce(sum((l->>'quantity')::int), 0)::int as n from tax_documents d, jsonb_array_elements(d.document->'lines') l
				where d.order_id = ${orderId} and d.kind = 'credit_note' and l ? 'order_item_id'`,
		);
		expect(notes[0]?.n).toBe(5);
	});
});
