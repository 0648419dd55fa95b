import { cartMessages, type WishlistEntry } from "@pitara/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { frock, logIn } from "../../../test/fixtures.ts";
import { apiPath, jsonResponse, renderWithProviders } from "../../../test/render.tsx";
import type { WishlistTemplate } from "../api/toggle-wishlist.ts";
import { WishlistHeart } from "./wishlist-heart.tsx";

const template: WishlistTemplate = {
	...frock,
	images: [],
	rating: { average: 4.5, count: 2 },
	available: true,
	problem: null,
};

/** The wishlist API behind fetch: answers are held until released, and the next toggle may fail. */
function fakeWishlistApi(initial: WishlistEntry[] = []) {
	let entries = [...initial];
	let fail: string | null = null;
	let gate: Promise<void> | null = null;
	let open: () => void = () => {};
	vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
		const path = apiPath(input);
		const body = init?.body ? (JSON.parse(String(init.body)) as { product_id?: number }) : {};
		if (path.endsWith("/products/wishlist/fetch")) return jsonResponse(200, { status: true, response: entries });
		if (gate) await gate;
		if (fail) {
			const message = fail;
			fail = null;
			return jsonResponse(500, { status: false, message, code: "INTERNAL_ERROR" });
		}
		const there = entries.some((entry) => entry.product_id === body.product_id);
		entries = there
			? entries.filter((entry) => entry.product_id !== body.product_id)
			: [{ ...template, wishlist_id: 1 }, ...entries];
		return jsonResponse(200, {
			status: true,
			message: there ? cartMessages.wishlistRemoved : cartMessages.wishlistAdded,
			response: { product_id: body.product_id, wishlisted: !there },
		});
	});
	return {
		hold() {
			gate = new Promise((resolve) => {
				open = resolve;
			});
		},
		release() {
			gate = null;
			open();
		},
		failNext(message: string) {
			fail = message;
		},
		get entries() {
			return entries;
		},
	};
}

describe("the wishlist heart", () => {
	it("asks a visitor to log in", async () => {
		fakeWishlistApi();
		const user = userEvent.setup();
		renderWithProviders(<WishlistHeart variantIds={[101]} template={template} />);
		await user.click(screen.getByRole("button", { name: "Add Floral Cotton Frock to wishlist" }));
		const toast = screen.getByTestId("toasts-assertive");
		expect(toast).toHaveTextContent(cartMessages.loginForWishlist);
		expect(within(toast).getByRole("button", { name: "Log in" })).toBeInTheDocument();
	});

	it("turns when the server has answered, and says which way", async () => {
		const api = fakeWishlistApi();
		logIn();
		const user = userEvent.setup();
		renderWithProviders(<WishlistHeart variantIds={[100, 101]} template={template} />);
		const heart = await screen.findByRole("button", { name: "Add Floral Cotton Frock to wishlist" });
		await waitFor(() => expect(heart).toBeEnabled());

		api.hold();
		await user.click(heart);
		// not yet: the heart waits for the server
		expect(heart).toBeDisabled();
		expect(heart).toHaveAttribute("data-wishlisted", "false");
		api.release();
		const filled = await screen.findByRole("button", { name: "Remove Floral Cotton Frock from wishlist" });
		expect(filled).toHaveAttribute("data-wishlisted", "true");
		expect(screen.getByTestId("toasts-polite")).toHaveTextContent(cartMessages.wishlistAdded);
		expect(api.entries.map((entry) => entry.product_id)).toEqual([101]);

		await waitFor(() => expect(filled).toBeEnabled());
		await user.click(filled);
		expect(await screen.findByRole("button", { name: "Add Floral Cotton Frock to wishlist" })).toBeInTheDocument();
		expect(screen.getByTestId("toasts-polite")).toHaveTextContent(cartMessages.wishlistRemoved);
		expect(api.entries).toEqual([]);
	});

	it("is filled for any wishlisted variant of the product, and a tap removes that one", async () => {
		const api = fakeWishlistApi([{ ...template, product_id: 100, size: "2-3 Y", wishlist_id: 9 }]);
		logIn();
		const user = userEvent.setup();
		renderWithProviders(<WishlistHeart variantIds={[100, 101]} template={template} />);
		const filled = await screen.findByRole("button", { name: "Remove Floral Cotton Frock from wishlist" });
		await waitFor(() => expect(filled).toBeEnabled());
		await user.click(filled);
		await screen.findByRole("button", { name: "Add Floral Cotton Frock to wishlist" });
		expect(api.entries).toEqual([]);
	});

	it("stays as it was and shows the server's message in red when the call fails", async () => {
		const api = fakeWishlistApi();
		logIn();
		const user = userEvent.setup();
		renderWithProviders(<WishlistHeart variantIds={[101]} template={template} />);
		const heart = await screen.findByRole("button", { name: "Add Floral Cotton Frock to wishlist" });
		await waitFor(() => expect(heart).toBeEnabled());
		api.failNext("Something went wrong on our side. Please try again.");
		await user.click(heart);
		await waitFor(() =>
			expect(screen.getByTestId("toasts-assertive")).toHaveTextContent(
				"Something went wrong on our side. Please try again.",
			),
		);
		expect(screen.getByRole("button", { name: "Add Floral Cotton Frock to wishlist" })).toHaveAttribute(
			"data-wishlisted",
			"false",
		);
		expect(screen.getByTestId("toasts-polite")).not.toHaveTextContent(cartMessages.wishlistAdded);
	});
});
