import { type AdminProductDetail, type AdminSettings, type AdminTaxonomy, gstinCheckCharacter } from "@pitara/shared";
import { count, desc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";
import { createOrder, createShopper, orderIdOf, orderPayload, prepareVariants } from "../../../test/orders.ts";
import { queryRows } from "../../db/client.ts";
import { auditLog, codConfirmations, shipments, variants } from "../../db/schema/index.ts";

/**
 * Issue 12: "every staff change (who, when, what, before and after) recorded in the same transaction as the
 * change". This walks the route table the admin guard records (http/admin/staff-guard.ts): every route under
 * /api/admin that is not a GET must have a recipe here — one real, successful call — and that call must add
 * exactly one audit entry naming the staff member. A write route added without `audited()` fails here, and so
 * does one added without a recipe (write one: it is a few lines).
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
	t = await createTestApp({ seeded: true });
	admin = await createAdmin(t.database, { fullName: "Audit Walker" });
});
afterAll(async () => {
	await t?.close();
});

type Answer = Awaited<ReturnType<typeof call>>;
const send = (method: string, url: string, payload?: unknown): Promise<Answer> =>
	call(t.app, {
		method: method as "POST",
		url: `/api${url}`,
		headers: admin.auth,
		...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
	});
const raw = (method: "POST", url: string, body: Buffer | string, type: string) =>
	t.app.inject({ method, url: `/api${url}`, headers: { ...admin.auth, "content-type": type }, payload: body });
const picture = (width: number, height: number, background: string) =>
	sharp({ create: { width, height, channels: 3, background } })
		.png()
		.toBuffer();

/** What each recipe made, for the recipes after it (they run in the route table's order, set up lazily). */
const made: {
	product?: AdminProductDetail;
	imageIds?: number[];
	brandId?: number;
	promoId?: number;
	giftCardId?: number;
	bannerId?: number;
	staffId?: number;
	shipOrderId?: number;
	shipmentId?: number;
	customerId?: number;
	returnId?: number;
} = {};

/** A COD order of a variant with its weight and box (issue 25's parcels need them). */
async function sizedOrder(): Promise<number> {
	const [variant] = await prepareVariants(t.database, [{ price: 300_00, mrp: 400_00, stock: 5 }]);
	const ready = variant as NonNullable<typeof variant>;
	await t.database.db
		.update(variants)
		.set({ weightGrams: 200, boxLengthCm: 20, boxBreadthCm: 15, boxHeightCm: 4 })
		.where(eq(variants.id, ready.id));
	const shopper = await createShopper(t.database);
	const placed = await createOrder(
		t.app,
		shopper.auth,
		orderPayload(shopper.addressId, [{ variant: ready, quantity: 1 }]),
	);
	return orderIdOf(placed.body);
}
async function bookedShipment(awb: string): Promise<number> {
	const booked = await send("POST", `/admin/orders/${await sizedOrder()}/shipments`, { courier_name: "DTDC", awb });
	return (booked.body.response as { id: number }).id;
}

/** A delivered order with a shopper's return of one unit (decision 047): the return's id. */
async function requestedReturn(): Promise<number> {
	// a delivered order with a shopper's return (decision 047)
	const [variant] = await prepareVariants(t.database, [{ price: 300_00, mrp: 400_00, stock: 5, category: "Girls" }]);
	const shopper = await createShopper(t.database);
	const placed = await createOrder(
		t.app,
		shopper.auth,
		orderPayload(shopper.addressId, [{ variant: variant as NonNullable<typeof variant>, quantity: 1 }]),
	);
	const orderId = orderIdOf(placed.body);
	await send("POST", `/admin/orders/${orderId}/status`, { status: "Shipped" });
	await send("POST", `/admin/orders/${orderId}/status`, { status: "Delivered" });
	const [row] = await queryRows<{ id: number }>(
		t.database.db,
		sql`select id from order_items where order_id = ${orderId}`,
	);
	const asked = await call(t.app, {
		method: "POST",
		url: `/api/orders/${orderId}/returns`,
		headers: shopper.auth,
		payload: {
			items: [{ order_item_id: row?.id, quantity: 1, reason: "too_big" }],
			address_id: shopper.addressId,
			refund_to: "credit",
		},
	});
	return (asked.body.response as { return_id: number }).return_id;
}

async function product(): Promise<AdminProductDetail> {
	if (made.product) return made.product;
	const choices = (await send("GET", "/admin/catalogue/choices")).body.response as {
		categories: { id: number; name: string }[];
		subcategories: { id: number; category_id: number }[];
		brands: { id: number }[];
	};
	const category = choices.categories.find((row) => row.name === "Toys") as { id: number };
	const created = await send("POST", "/admin/products", {
		name: "Audit Walk Spinning Top",
		category_id: category.id,
		subcategory_id: (choices.subcategories.find((row) => row.category_id === category.id) as { id: number }).id,
		brand_id: (choices.brands[0] as { id: number }).id,
		variants: [
			{ size: "One size", color: "Red", price: 199, mrp: 249, stock: 9, sku: "AUDIT-WALK-RED" },
			{ size: "One size", color: "Blue", price: 199, mrp: 249, stock: 9, sku: "AUDIT-WALK-BLUE" },
		],
	});
	made.product = created.body.response as AdminProductDetail;
	return made.product;
}
const variantId = async () => (await product()).variants[0]?.id as number;
async function imageIds(): Promise<number[]> {
	if (made.imageIds) return made.imageIds;
	const ids: number[] = [];
	for (const colour of ["#aa0000", "#00aa00"]) {
		const answer = await raw(
			"POST",
			`/admin/variants/${await variantId()}/images`,
			await picture(300, 300, colour),
			"image/png",
		);
		ids.push((answer.json().response as { id: number }).id);
	}
	made.imageIds = ids;
	return ids;
}
async function brandId(): Promise<number> {
	made.brandId ??= (
		(await send("POST", "/admin/taxonomy/brand", { name: "Audit Walk Toys" })).body.response as { id: number }
	).id;
	return made.brandId;
}
async function promoId(): Promise<number> {
	made.promoId ??= (
		(await send("POST", "/admin/promo-codes", { code: "AUDITWALK", amount_off: 50 })).body.response as { id: number }
	).id;
	return made.promoId;
}
async function giftCardId(): Promise<number> {
	made.giftCardId ??= ((await send("POST", "/admin/gift-cards", { amount: 500 })).body.response as { id: number }).id;
	return made.giftCardId;
}
async function bannerImage(): Promise<string> {
	const answer = await raw("POST", "/admin/banners/pictures", await picture(1200, 400, "#3355aa"), "image/png");
	return (answer.json().response as { image: string }).image;
}
async function bannerId(): Promise<number> {
	made.bannerId ??= (
		(await send("POST", "/admin/banners", { title: "audit-walk", image: await bannerImage(), status: 0 })).body
			.response as {
			banner_id: number;
		}
	).banner_id;
	return made.bannerId;
}
async function staffId(): Promise<number> {
	if (made.staffId) return made.staffId;
	const person = await createUser(t.database);
	await send("POST", "/admin/staff", { phone: person.phone });
	made.staffId = person.id;
	return person.id;
}
const settings = async () => (await send("GET", "/admin/settings")).body.response as AdminSettings;

type Run = () => Promise<Answer | Awaited<ReturnType<typeof raw>>>;
let doomedProductId = 0;
let bannerPicture = "";

/**
 * One successful call per admin write route, keyed "METHOD /api/admin/..." as the route table has them;
 * `prepare` makes what the call needs (itself perhaps audited) before the entries are counted.
 */
const recipes: Record<string, Run | { prepare: () => Promise<unknown>; run: Run }> = {
	"POST /api/admin/taxonomy/:kind": () => send("POST", "/admin/taxonomy/brand", { name: "Audit Walk Books" }),
	"PATCH /api/admin/taxonomy/:kind/:id": async () =>
		send("PATCH", `/admin/taxonomy/brand/${await brandId()}`, { active: false }),
	"PUT /api/admin/taxonomy/:kind/order": async () => {
		const taxonomy = (await send("GET", "/admin/taxonomy")).body.response as AdminTaxonomy;
		return send("PUT", "/admin/taxonomy/category/order", { ids: taxonomy.categories.map((row) => row.id).reverse() });
	},
	"POST /api/admin/orders/:order_id/status": async () => {
		const [variant] = await prepareVariants(t.database, [{ price: 300_00, mrp: 400_00, stock: 5 }]);
		const shopper = await createShopper(t.database);
		const placed = await createOrder(
			t.app,
			shopper.auth,
			orderPayload(shopper.addressId, [{ variant: variant as NonNullable<typeof variant>, quantity: 1 }]),
		);
		return send("POST", `/admin/orders/${orderIdOf(placed.body)}/status`, { status: "Shipped" });
	},
	"POST /api/admin/orders/bulk/status": async () => {
		const [variant] = await prepareVariants(t.database, [{ price: 300_00, mrp: 400_00, stock: 5 }]);
		const shopper = await createShopper(t.database);
		const placed = await createOrder(
			t.app,
			shopper.auth,
			orderPayload(shopper.addressId, [{ variant: variant as NonNullable<typeof variant>, quantity: 1 }]),
		);
		return send("POST", "/admin/orders/bulk/status", { order_ids: [orderIdOf(placed.body)], status: "Shipped" });
	},
	"POST /api/admin/orders/:order_id/documents/send": (() => {
		let orderId = 0;
		let number = "";
		return {
			prepare: async () => {
				const [variant] = await prepareVariants(t.database, [{ price: 300_00, mrp: 400_00, stock: 5 }]);
				const shopper = await createShopper(t.database);
				const placed = await createOrder(
					t.app,
					shopper.auth,
					orderPayload(shopper.addressId, [{ variant: variant as NonNullable<typeof variant>, quantity: 1 }]),
				);
				orderId = orderIdOf(placed.body);
				await send("POST", `/admin/orders/${orderId}/status`, { status: "Shipped" });
				const documents = (await send("GET", `/admin/orders/${orderId}/documents`)).body.response as {
					number: string;
				}[];
				number = documents[0]?.number ?? "";
			},
			run: () => send("POST", `/admin/orders/${orderId}/documents/send`, { number }),
		};
	})(),
	"POST /api/admin/contact-messages/:id/replies": (() => {
		let id = 0;
		return {
			prepare: async () => {
				await call(t.app, {
					method: "POST",
					url: "/api/contact",
					payload: { name: "Ravi Das", email: "ravi@example.com", message: "Where is my order #1?" },
					remoteAddress: "198.51.100.78",
				});
				const list = (await send("GET", "/admin/contact-messages")).body.response as { id: number }[];
				id = list[0]?.id ?? 0;
			},
			run: () => send("POST", `/admin/contact-messages/${id}/replies`, { body: "It left our shop today." }),
		};
	})(),
	"POST /api/admin/orders/:order_id/cancellations": async () => {
		const [variant] = await prepareVariants(t.database, [{ price: 300_00, mrp: 400_00, stock: 5 }]);
		const shopper = await createShopper(t.database);
		const placed = await createOrder(
			t.app,
			shopper.auth,
			orderPayload(shopper.addressId, [{ variant: variant as NonNullable<typeof variant>, quantity: 2 }]),
		);
		const orderId = orderIdOf(placed.body);
		const [row] = await queryRows<{ id: number }>(
			t.database.db,
			sql`select id from order_items where order_id = ${orderId}`,
		);
		return send("POST", `/admin/orders/${orderId}/cancellations`, {
			items: [{ order_item_id: row?.id, quantity: 1 }],
			reason: "Cannot be supplied",
		});
	},
	"POST /api/admin/orders/refunds/:refund_id/retry": async () => {
		// an online refund the gateway refused
		const [variant] = await prepareVariants(t.database, [{ price: 300_00, mrp: 400_00, stock: 5 }]);
		const shopper = await createShopper(t.database);
		const placed = await createOrder(
			t.app,
			shopper.auth,
			orderPayload(shopper.addressId, [{ variant: variant as NonNullable<typeof variant>, quantity: 1 }], {
				paymentMode: "UPI",
			}),
		);
		const orderId = orderIdOf(placed.body);
		const [payment] = await queryRows<{ id: number }>(
			t.database.db,
			sql`update payments set status = 'paid', gateway_payment_id = 'pay_audit' where order_id = ${orderId} returning id`,
		);
		const [refund] = await queryRows<{ id: number }>(
			t.database.db,
			sql`insert into order_refunds (order_id, instrument, payment_id, amount, status, failure_reason)
				values (${orderId}, 'online', ${payment?.id}, 100, 'failed', 'refused') returning id`,
		);
		return send("POST", `/admin/orders/refunds/${refund?.id}/retry`, {});
	},
	"POST /api/admin/customers/:user_id/credit": async () => {
		const shopper = await createShopper(t.database);
		return send("POST", `/admin/customers/${shopper.id}/credit`, { kind: "grant", amount: 100, reason: "Goodwill" });
	},
	"PUT /api/admin/settings/delivery": async () => send("PUT", "/admin/settings/delivery", (await settings()).delivery),
	"PUT /api/admin/settings/cod": async () => send("PUT", "/admin/settings/cod", (await settings()).cod),
	"POST /api/admin/products/bulk": async () =>
		send("POST", "/admin/products/bulk", {
			product_ids: [(await product()).id],
			action: { kind: "price", mode: "percent", value: 5 },
			dry_run: false,
		}),
	"POST /api/admin/variants/:id/stock-adjustments": async () =>
		send("POST", `/admin/variants/${(await product()).variants[0]?.id}/stock-adjustments`, {
			mode: "add",
			value: 10,
			reason: "received",
		}),
	"PUT /api/admin/settings/delivery-charge": () =>
		send("PUT", "/admin/settings/delivery-charge", { fee: 40, freeAbove: 699 }),
	"PUT /api/admin/settings/shop": async () =>
		send("PUT", "/admin/settings/shop", { ...(await settings()).shop, warranty: "6 months" }),
	"PUT /api/admin/settings/tax": async () =>
		// the demo GSTIN's check character is not a real one: a well-formed GSTIN of the same state
		send("PUT", "/admin/settings/tax", {
			...(await settings()).tax,
			gstin: `29ABCDE1234F1Z${gstinCheckCharacter("29ABCDE1234F1Z")}`,
		}),
	"POST /api/admin/products": async () => {
		const { id } = await product();
		return { status: 201, body: { response: { id } } } as unknown as Answer;
	},
	"PUT /api/admin/products/:id": async () => {
		const current = await product();
		const { name, category_id, subcategory_id, brand_id } = current as unknown as Record<string, unknown>;
		return send("PUT", `/admin/products/${current.id}`, {
			name,
			category_id,
			subcategory_id,
			brand_id,
			variants: current.variants.map((variant) => ({ ...variant, price: 189 })),
		});
	},
	"PATCH /api/admin/products/:id": async () =>
		send("PATCH", `/admin/products/${(await product()).id}`, { active: false }),
	"DELETE /api/admin/products/:id": {
		prepare: async () => {
			const { name, category_id, subcategory_id, brand_id } = (await product()) as unknown as Record<string, unknown>;
			const created = await send("POST", "/admin/products", {
				name: `${name} (doomed)`,
				category_id,
				subcategory_id,
				brand_id,
				variants: [{ size: "One size", color: "Green", price: 99, mrp: 99, stock: 1, sku: "AUDIT-DOOMED" }],
			});
			doomedProductId = (created.body.response as { id: number }).id;
		},
		run: () => send("DELETE", `/admin/products/${doomedProductId}`),
	},
	"POST /api/admin/products/import": async () => {
		await product();
		const csv = (await t.app.inject({ method: "GET", url: "/api/admin/products/export.csv", headers: admin.auth }))
			.body;
		const [header, ...lines] = csv.trim().split("\n");
		const ours = lines.filter((line) => line.includes("AUDIT-WALK-"));
		return raw("POST", "/admin/products/import?dry_run=false", [header, ...ours].join("\n"), "text/csv");
	},
	"POST /api/admin/variants/:id/images": async () =>
		raw("POST", `/admin/variants/${await variantId()}/images`, await picture(300, 300, "#0000aa"), "image/png"),
	"POST /api/admin/product-images/staged": async () =>
		raw("POST", "/admin/product-images/staged", await picture(300, 300, "#00aa55"), "image/png"),
	"PATCH /api/admin/product-images/:id": async () =>
		send("PATCH", `/admin/product-images/${(await imageIds())[0]}`, { alt: "A red top, spinning" }),
	"PUT /api/admin/variants/:id/images/order": async () => {
		const all = (await send("GET", `/admin/products/${(await product()).id}`)).body.response as AdminProductDetail;
		const ids = (all.variants[0]?.images ?? []).map((image) => image.id);
		return send("PUT", `/admin/variants/${await variantId()}/images/order`, { ids: ids.reverse() });
	},
	"DELETE /api/admin/product-images/:id": async () => send("DELETE", `/admin/product-images/${(await imageIds())[1]}`),
	"POST /api/admin/promo-codes": () => send("POST", "/admin/promo-codes", { code: "AUDITWALK10", percent_off: 10 }),
	"PATCH /api/admin/promo-codes/:id": async () =>
		send("PATCH", `/admin/promo-codes/${await promoId()}`, { min_order: 500 }),
	"POST /api/admin/staff": async () => {
		const person = await createUser(t.database);
		return send("POST", "/admin/staff", { phone: person.phone });
	},
	"PATCH /api/admin/staff/:id": (() => {
		let id = 0;
		return {
			prepare: async () => {
				const person = await createUser(t.database);
				await send("POST", "/admin/staff", { phone: person.phone, role: "support" });
				id = person.id;
			},
			run: () => send("PATCH", `/admin/staff/${id}`, { role: "orders" }),
		};
	})(),
	"DELETE /api/admin/staff/:id": async () => send("DELETE", `/admin/staff/${await staffId()}`),
	"PATCH /api/admin/variants/:id": async () => send("PATCH", `/admin/variants/${await variantId()}`, { stock: 7 }),
	"POST /api/admin/gift-cards": () => send("POST", "/admin/gift-cards", { amount: 250 }),
	"PATCH /api/admin/gift-cards/:id": async () =>
		send("PATCH", `/admin/gift-cards/${await giftCardId()}`, { active: false }),
	"POST /api/admin/grievances/:id/acknowledge": async () => {
		const filed = await call(t.app, {
			method: "POST",
			url: "/api/grievances",
			payload: {
				name: "Asha Rao",
				email: "asha@example.com",
				topic: "order",
				message: "My parcel never arrived and nobody answers.",
			},
			remoteAddress: "198.51.100.78",
		});
		const ticket = (filed.body.response as { ticket: string }).ticket;
		const list = (await send("GET", "/admin/grievances")).body.response as { id: number; ticket: string }[];
		return send("POST", `/admin/grievances/${list.find((g) => g.ticket === ticket)?.id}/acknowledge`, {
			note: "On it",
		});
	},
	"POST /api/admin/grievances/:id/resolve": async () => {
		const list = (await send("GET", "/admin/grievances")).body.response as { id: number }[];
		return send("POST", `/admin/grievances/${list[0]?.id}/resolve`, { note: "Refunded" });
	},
	"POST /api/admin/orders/returns/:return_id/actions": {
		prepare: async () => {
			made.returnId = await requestedReturn();
		},
		run: () => send("POST", `/admin/orders/returns/${made.returnId}/actions`, { action: "approve" }),
	},
	"POST /api/admin/orders/returns/:return_id/pickup": {
		prepare: async () => {
			made.returnId = await requestedReturn();
			await send("POST", `/admin/orders/returns/${made.returnId}/actions`, { action: "approve" });
		},
		run: () =>
			send("POST", `/admin/orders/returns/${made.returnId}/pickup`, { courier_name: "DTDC", awb: "AUDITR001" }),
	},
	"POST /api/admin/shipments/:id/manual": {
		prepare: async () => {
			made.shipmentId = await bookedShipment("AUDIT0006");
			await t.database.db
				.update(shipments)
				.set({ status: "booking_failed", adapter: "shiprocket" })
				.where(eq(shipments.id, made.shipmentId));
		},
		run: () =>
			send("POST", `/admin/shipments/${made.shipmentId}/manual`, { courier_name: "India Post", awb: "EK000000006IN" }),
	},
	"PUT /api/admin/settings/retention": async () => {
		const { settings: current } = (await send("GET", "/admin/settings/retention")).body.response as {
			settings: Record<string, number>;
		};
		return send("PUT", "/admin/settings/retention", { ...current, abandonedCarts: 120 });
	},
	"PUT /api/admin/settings/return-policy/rules": async () => {
		const { categories } = (await send("GET", "/admin/settings/return-policy")).body.response as {
			categories: { id: number; name: string }[];
		};
		const toys = categories.find((c) => c.name === "Toys") as { id: number };
		return send("PUT", "/admin/settings/return-policy/rules", {
			scope: "category",
			target_id: toys.id,
			returnable: true,
			window_days: 10,
			exchange: false,
		});
	},
	"PUT /api/admin/settings/returns": () =>
		send("PUT", "/admin/settings/returns", { self_ship_fee: 120, exchange_hold_days: 5 }),
	"DELETE /api/admin/settings/return-policy/rules/:scope/:target_id": async () => {
		const { categories } = (await send("GET", "/admin/settings/return-policy")).body.response as {
			categories: { id: number; name: string }[];
		};
		const toys = categories.find((c) => c.name === "Toys") as { id: number };
		return send("DELETE", `/admin/settings/return-policy/rules/category/${toys.id}`);
	},
	"PUT /api/admin/settings/grievance-officer": () =>
		send("PUT", "/admin/settings/grievance-officer", {
			name: "Meera Iyer",
			email: "g@pitara.example",
			phone: "+91 80 4000 1234",
		}),
	"PATCH /api/admin/contact-messages/:id": async () => {
		await call(t.app, {
			method: "POST",
			url: "/api/contact",
			payload: { name: "Asha Rao", email: "asha@example.com", message: "Is the spinning top safe for a 3 year old?" },
			remoteAddress: "198.51.100.77",
		});
		const list = (await send("GET", "/admin/contact-messages")).body.response as { id: number }[];
		return send("PATCH", `/admin/contact-messages/${list[0]?.id}`, { read: true });
	},
	"POST /api/admin/banners/pictures": async () =>
		raw("POST", "/admin/banners/pictures", await picture(1200, 400, "#aa5533"), "image/png"),
	"POST /api/admin/banners": {
		prepare: async () => {
			bannerPicture = await bannerImage();
		},
		run: () => send("POST", "/admin/banners", { title: "audit-walk-2", image: bannerPicture, status: 0 }),
	},
	"PATCH /api/admin/banners/:id": {
		prepare: bannerId,
		run: async () => send("PATCH", `/admin/banners/${await bannerId()}`, { offers: 5 }),
	},
	"DELETE /api/admin/banners/:id": {
		prepare: bannerId,
		run: async () => send("DELETE", `/admin/banners/${await bannerId()}`),
	},
	"POST /api/admin/orders/:order_id/shipments": {
		prepare: async () => {
			made.shipOrderId = await sizedOrder();
		},
		run: () => send("POST", `/admin/orders/${made.shipOrderId}/shipments`, { courier_name: "DTDC", awb: "AUDIT0001" }),
	},
	"POST /api/admin/shipments/:id/scans": {
		prepare: async () => {
			made.shipmentId = await bookedShipment("AUDIT0002");
		},
		run: () => send("POST", `/admin/shipments/${made.shipmentId}/scans`, { status: "picked_up" }),
	},
	"POST /api/admin/shipments/:id/retry": {
		prepare: async () => {
			made.shipmentId = await bookedShipment("AUDIT0003");
			await t.database.db.update(shipments).set({ status: "booking_failed" }).where(eq(shipments.id, made.shipmentId));
		},
		run: () => send("POST", `/admin/shipments/${made.shipmentId}/retry`),
	},
	"POST /api/admin/shipments/:id/rto": {
		prepare: async () => {
			made.shipmentId = await bookedShipment("AUDIT0004");
		},
		run: () => send("POST", `/admin/shipments/${made.shipmentId}/rto`, { confirm: true }),
	},
	"POST /api/admin/shipments/:id/receive": {
		prepare: async () => {
			made.shipmentId = await bookedShipment("AUDIT0005");
			await t.database.db.update(shipments).set({ status: "rto_delivered" }).where(eq(shipments.id, made.shipmentId));
		},
		run: () => send("POST", `/admin/shipments/${made.shipmentId}/receive`, { condition: "restocked" }),
	},
	"PUT /api/admin/settings/cod-guard": () =>
		send("PUT", "/admin/settings/cod-guard", {
			always: false,
			first_order_of_phone: false,
			above_amount: 0,
			high_rto_pincodes: true,
			window_hours: 24,
			prepaid_saving: 0,
			rto_rate_percent: 30,
			rto_min_orders: 20,
			refused_limit: 2,
		}),
	"PUT /api/admin/rto-pincodes": () => send("PUT", "/admin/rto-pincodes", { pincode: "560001", listed: true }),
	"POST /api/admin/rto-pincodes/recompute": () => send("POST", "/admin/rto-pincodes/recompute"),
	"POST /api/admin/orders/:order_id/cod-confirmation": {
		prepare: async () => {
			made.shipOrderId = await sizedOrder();
			await t.database.db.insert(codConfirmations).values({
				orderId: made.shipOrderId,
				reason: "Every COD order is confirmed",
				deadline: new Date(Date.now() + 3_600_000),
			});
		},
		run: () => send("POST", `/admin/orders/${made.shipOrderId}/cod-confirmation`, { action: "confirm" }),
	},
	"POST /api/admin/orders/:id/notes": {
		prepare: async () => {
			made.shipOrderId ??= await sizedOrder(); // an order an earlier recipe placed (prices have changed since)
		},
		run: () =>
			send("POST", `/admin/orders/${made.shipOrderId}/notes`, { body: "Customer asked for delivery after 6 pm" }),
	},
	"POST /api/admin/customer-notes/:id": {
		prepare: async () => {
			made.customerId = (await createShopper(t.database)).id;
		},
		run: () => send("POST", `/admin/customer-notes/${made.customerId}`, { body: "Prefers a call before delivery" }),
	},
	"PUT /api/admin/settings/alerts": () =>
		send("PUT", "/admin/settings/alerts", {
			email: "owner@pitara.in",
			phone: "9845012345",
			new_orders: false,
			new_messages: false,
			by_email: true,
			by_sms: true,
			by_whatsapp: false,
		}),
	"PUT /api/admin/customers/:id/cod": {
		prepare: async () => {
			made.customerId = (await createShopper(t.database)).id;
		},
		run: () => send("PUT", `/admin/customers/${made.customerId}/cod`, { cod_off: true }),
	},
	"PUT /api/admin/settings/shipping": () =>
		send("PUT", "/admin/settings/shipping", {
			adapter: "manual",
			shiprocket_email: "",
			shiprocket_password: "",
			pickup_location: "Primary",
			pickup_pincode: "560095",
		}),
	"POST /api/admin/outbox/:id/retry": {
		prepare: () =>
			t.database.db.execute(
				sql`insert into outbox (id, type, aggregate, handler, payload, state, attempts)
					values ('00000000-0000-4000-8000-00000000a001', 'OrderPlaced', 'order:0', 'order-sms', '{}', 'dead', 8)`,
			),
		run: () => send("POST", "/admin/outbox/00000000-0000-4000-8000-00000000a001/retry"),
	},
	"PUT /api/admin/message-templates/:key/:language": () =>
		send("PUT", "/admin/message-templates/order-shipped/en", {
			sms_entity_id: "1101456789012345678",
			sms_header: "PITARA",
			sms_template_id: "1107456789012345678",
			dlt_category: "service_implicit",
			sms_body: "Pitara: your order #{#var#} has been shipped and is on its way.",
			wa_template_name: "order_shipped",
			wa_language: "en",
			wa_category: "utility",
			link_domains: ["pitara.in"],
		}),
	"POST /api/admin/message-templates/:key/:language/test": () =>
		send("POST", "/admin/message-templates/order-shipped/en/test", { phone: "9876543210" }),
};

const entries = async () => Number((await t.database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0);
const lastEntry = async () => (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe("every staff write is in the audit log", () => {
	it("has a recipe for every admin route that writes (a new write route needs one here)", () => {
		const writes = t.app.adminApiRoutes
			.filter((route) => route.method !== "GET")
			.map((route) => `${route.method} ${route.url}`);
		expect(writes.length).toBeGreaterThan(20);
		expect(writes.filter((route) => !(route in recipes))).toEqual([]);
	});

	it("adds exactly one audit entry, in the staff member's name, for each of them", async () => {
		const writes = t.app.adminApiRoutes.filter((route) => route.method !== "GET");
		// the product and its pictures first: most recipes build on them, and each is measured on its own
		await product();
		await imageIds();
		for (const route of writes) {
			const key = `${route.method} ${route.url}`;
			const recipe = recipes[key];
			if (!recipe) continue;
			if (key === "POST /api/admin/products") {
				// made above: its entry is checked here, by name
				const rows = await t.database.db.select().from(auditLog);
				expect(
					rows.some((row) => row.entity === "product" && row.action === "create"),
					key,
				).toBe(true);
				continue;
			}
			// the recipe's own set-up (a brand, a code, a banner to change) is written before counting
			if (key.startsWith("PATCH /api/admin/taxonomy")) await brandId();
			if (key === "PATCH /api/admin/promo-codes/:id") await promoId();
			if (key === "PATCH /api/admin/gift-cards/:id") await giftCardId();
			if (key === "DELETE /api/admin/staff/:id") await staffId();
			if (typeof recipe !== "function") await recipe.prepare();
			const run = typeof recipe === "function" ? recipe : recipe.run;
			const before = await entries();
			const answer = await run();
			const status = "statusCode" in answer ? answer.statusCode : answer.status;
			const body = "statusCode" in answer ? answer.body : JSON.stringify(answer.body);
			expect(status, `${key}: ${body}`).toBeLessThan(300);
			// set-up inside a recipe (an order placed, a message sent) writes no entry: only the staff write does
			expect(await entries(), key).toBe(before + 1);
			expect((await lastEntry())?.actorName, key).toBe("Audit Walker");
		}
		// about a hundred write routes, each a real call: 80 s on a loaded 2-core machine, more as sections add routes
	}, 300_000);
});
