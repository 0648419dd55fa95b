import { type CartItem, cartMessages, catalogMessages } from "@pitara/shared";
import { describe, expect, it } from "vitest";
import { cartItem } from "../../../test/fixtures.ts";
import { applyQuantity, type CartData, putServerLine, restoreLine, summariseItems } from "./cart-cache.ts";

const line = (overrides: Partial<CartItem> = {}): CartItem => cartItem({ stock: 5, images: [], ...overrides });

const cartOf = (items: CartItem[]): CartData => ({
	items,
	summary: summariseItems(items),
	count: items.reduce((sum, item) => sum + item.quantity, 0),
});

describe("the cart summary the web app works out", () => {
	it("charges ₹50 delivery on a subtotal of exactly ₹500", () => {
		expect(summariseItems([line({ quantity: 2, price: 250, mrp: 300 })])).toEqual({
			mrp_total: 600,
			discount: 100,
			subtotal: 500,
			delivery: 50,
			total: 550,
			item_count: 2,
		});
	});

	it("delivers free on ₹500.01", () => {
		expect(
			summariseItems([
				line({ product_id: 1, price: 250, mrp: 300 }),
				line({ product_id: 2, price: 250.01, mrp: 250.01 }),
			]),
		).toEqual({ mrp_total: 550.01, discount: 50, subtotal: 500.01, delivery: 0, total: 500.01, item_count: 2 });
	});

	it("adds paise exactly, never in floating point", () => {
		// 0.1 + 0.2 in floats is 0.30000000000000004; three lines of ₹0.10, ₹0.20 and ₹1,299.99
		const summary = summariseItems([
			line({ product_id: 1, price: 0.1, mrp: 0.1 }),
			line({ product_id: 2, price: 0.2, mrp: 0.2 }),
			line({ product_id: 3, price: 1299.99, mrp: 1299.99, quantity: 3 }),
		]);
		expect(summary.subtotal).toBe(3900.27);
		expect(summary.total).toBe(3900.27);
	});

	it("leaves out lines that cannot be bought", () => {
		const summary = summariseItems([
			line({ product_id: 1, price: 100, mrp: 100 }),
			line({ product_id: 2, price: 900, mrp: 900, available: false, problem: catalogMessages.outOfStock }),
		]);
		expect(summary.subtotal).toBe(100);
		expect(summary.item_count).toBe(1);
	});

	it("is all zeros for an empty cart, with no delivery", () => {
		expect(summariseItems([])).toEqual({
			mrp_total: 0,
			discount: 0,
			subtotal: 0,
			delivery: 0,
			total: 0,
			item_count: 0,
		});
	});
});

describe("optimistic changes", () => {
	it("set a quantity, recount and re-price; crossing ₹500 brings delivery back", () => {
		const cart = cartOf([line({ product_id: 1, price: 250, mrp: 300 }), line({ product_id: 2, price: 250.01 })]);
		expect(cart.summary.delivery).toBe(0);
		const after = applyQuantity(cart, 2, 0);
		expect(after.items.map((item) => item.product_id)).toEqual([1]);
		expect(after.summary).toMatchObject({ subtotal: 250, delivery: 50, total: 300 });
		expect(after.count).toBe(1);
	});

	it("add a provisional line from a template first, and flag a quantity above the stock", () => {
		const cart = cartOf([line({ product_id: 1 })]);
		const {
			cart_id: _a,
			cart_product_id: _b,
			quantity: _q,
			available: _v,
			problem: _p,
			...template
		} = line({
			product_id: 7,
			stock: 2,
		});
		const added = applyQuantity(cart, 7, 1, template);
		expect(added.items.map((item) => [item.product_id, item.quantity, item.cart_id])).toEqual([
			[7, 1, -7],
			[1, 1, 1],
		]);
		expect(added.count).toBe(2);
		expect(applyQuantity(added, 7, 3).items[0]).toMatchObject({
			available: false,
			problem: cartMessages.onlyLeft(2),
		});
		// without a template nothing is invented
		expect(applyQuantity(cart, 8, 1)).toBe(cart);
	});

	it("keep a withdrawn line withdrawn whatever its quantity", () => {
		const cart = cartOf([line({ available: false, problem: cartMessages.noLongerAvailable })]);
		expect(applyQuantity(cart, 101, 1).items[0]).toMatchObject({ available: false });
	});

	it("roll back one line without undoing another that is still running", () => {
		const start = cartOf([line({ product_id: 1, quantity: 1 }), line({ product_id: 2, quantity: 1 })]);
		const both = applyQuantity(applyQuantity(start, 1, 2), 2, 3);
		const rolledBack = restoreLine(both, 1, start.items[0] ?? null, 0);
		expect(rolledBack.items.map((item) => [item.product_id, item.quantity])).toEqual([
			[1, 1],
			[2, 3],
		]);
		expect(rolledBack.count).toBe(4);
		// a line that was not there before goes again
		expect(restoreLine(both, 2, null).items.map((item) => item.product_id)).toEqual([1]);
	});

	it("take the server's line in place of the provisional one", () => {
		const cart = cartOf([line({ product_id: 7, cart_id: -7, cart_product_id: -7 }), line({ product_id: 1 })]);
		const server = line({ product_id: 7, cart_id: 55, cart_product_id: 55 });
		const next = putServerLine(cart, 7, server);
		expect(next.items.map((item) => [item.product_id, item.cart_id])).toEqual([
			[7, 55],
			[1, 1],
		]);
		expect(putServerLine(cart, 7, null).items.map((item) => item.product_id)).toEqual([1]);
	});
});
