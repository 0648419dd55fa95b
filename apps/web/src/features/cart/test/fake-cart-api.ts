import type { AddToCartResponse, CartItem, CartResponse } from "@pitara/shared";
import { vi } from "vitest";
import { frock } from "../../../test/fixtures.ts";
import { apiPath, jsonResponse } from "../../../test/render.tsx";
import { type CartLineTemplate, summariseItems } from "../lib/cart-cache.ts";

export const frockTemplate: CartLineTemplate = frock;

export function cartLine(template: CartLineTemplate, quantity: number, id = 900 + template.product_id): CartItem {
	return { ...template, cart_id: id, cart_product_id: id, quantity, available: true, problem: null };
}

interface Failure {
	status: number;
	message: string;
	code?: string;
}

/**
 * A small stand-in for the cart API behind `fetch`: it keeps the lines,
 * answers the fetch and the set-quantity call as the server does, can hold
 * answers until released (to look at the screen mid-request) and can fail
 * the next change.
 */
export function fakeCartApi(initial: CartItem[] = [], catalogue: CartLineTemplate[] = [frockTemplate]) {
	let items = [...initial];
	let nextId = 5000;
	let failNext: Failure | null = null;
	let failFetch: Failure | null = null;
	let holding = false;
	const held: (() => void)[] = [];
	const calls: { path: string; body: Record<string, unknown> }[] = [];

	const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
		// the Hindi build asks with ?lang=hi (lib/api-client.ts): the cart answers alike
		const path = apiPath(input).replace(/[?&]lang=hi$/, "");
		const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
		calls.push({ path, body });
		if (holding) await new Promise<void>((resolve) => held.push(resolve));

		if (path === "/products/addtocart/fetch") {
			if (failFetch) {
				const failure = failFetch;
				failFetch = null;
				return jsonResponse(failure.status, {
					status: false,
					message: failure.message,
					code: failure.code ?? "FAILED",
				});
			}
			return jsonResponse(200, {
				status: true,
				response: items,
				summary: summariseItems(items),
				count: items.reduce((sum, item) => sum + item.quantity, 0),
			} satisfies CartResponse);
		}
		if (path === "/product/addtocart") {
			if (failNext) {
				const failure = failNext;
				failNext = null;
				return jsonResponse(failure.status, {
					status: false,
					message: failure.message,
					code: failure.code ?? "FAILED",
				});
			}
			const variantId = Number(body.product_id);
			const quantity = Number(body.quantity);
			const existing = items.find((item) => item.product_id === variantId);
			let item: CartItem | null = null;
			if (quantity === 0) {
				items = items.filter((line) => line.product_id !== variantId);
			} else if (existing) {
				item = { ...existing, quantity };
				items = items.map((line) => (line.product_id === variantId ? (item as CartItem) : line));
			} else {
				const template = catalogue.find((entry) => entry.product_id === variantId);
				if (!template)
					return jsonResponse(404, { status: false, message: "This product could not be found", code: "X" });
				item = cartLine(template, quantity, nextId++);
				items = [item, ...items];
			}
			return jsonResponse(200, {
				status: true,
				message: existing ? "Cart updated" : quantity === 0 ? "Removed from cart" : "Added to cart!",
				response: {
					item,
					quantity,
					created: !existing && quantity > 0,
					cart_count: items.reduce((sum, line) => sum + line.quantity, 0),
				},
			} satisfies AddToCartResponse);
		}
		return jsonResponse(404, { status: false, message: "Not found", code: "NOT_FOUND" });
	});

	return {
		spy,
		calls,
		get items() {
			return items;
		},
		/** answers wait until release() */
		hold() {
			holding = true;
		},
		release() {
			holding = false;
			for (const resolve of held.splice(0)) resolve();
		},
		failNextChange(failure: Failure) {
			failNext = failure;
		},
		failNextFetch(failure: Failure) {
			failFetch = failure;
		},
		changes() {
			return calls.filter((call) => call.path === "/product/addtocart");
		},
	};
}
