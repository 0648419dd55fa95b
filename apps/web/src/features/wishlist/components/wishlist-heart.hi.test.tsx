import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { frock, logIn, wishlistEntry } from "../../../test/fixtures.ts";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import type { WishlistTemplate } from "../api/toggle-wishlist.ts";
import { WishlistCard } from "./wishlist-card.tsx";
import { WishlistHeart } from "./wishlist-heart.tsx";

/** The wishlist heart on a Hindi page (the Hindi build: `*.hi.test.tsx`): issue 31. */
const name = "फूलों वाली सूती फ्रॉक";
const template: WishlistTemplate = {
	...frock,
	name,
	images: [],
	rating: { average: 4.5, count: 2 },
	available: true,
	problem: null,
};

describe("the wishlist heart in Hindi", () => {
	it("names the empty heart and its tooltip in Hindi", () => {
		mockApi({});
		renderWithProviders(<WishlistHeart variantIds={[101]} template={template} />);
		const heart = screen.getByRole("button", { name: `${name} को विशलिस्ट में जोड़ें` });
		expect(heart).toHaveAttribute("title", "विशलिस्ट में जोड़ें");
	});

	it("names the filled heart in Hindi", async () => {
		mockApi({ "/products/wishlist/fetch": { status: true, response: [{ ...template, wishlist_id: 1 }] } });
		logIn();
		renderWithProviders(<WishlistHeart variantIds={[101]} template={template} />);
		const heart = await screen.findByRole("button", { name: `${name} को विशलिस्ट से हटाएँ` });
		expect(heart).toHaveAttribute("title", "विशलिस्ट से हटाएँ");
		expect(heart).toHaveAttribute("data-wishlisted", "true");
	});

	it("reads a wishlist card's stars in Hindi, rated or not", async () => {
		mockApi({});
		const { unmount } = renderWithProviders(
			<WishlistCard entry={wishlistEntry({ name, rating: { average: 4.5, count: 2 } })} actions={null} />,
		);
		await waitFor(() => expect(screen.getByRole("img", { name: "5 में से 4.5 रेटिंग" })).toBeInTheDocument());
		unmount();
		renderWithProviders(<WishlistCard entry={wishlistEntry({ name })} actions={null} />);
		expect(screen.getByRole("img", { name: "अभी कोई रेटिंग नहीं" })).toBeInTheDocument();
		expect(document.body.innerHTML).not.toMatch(/Rated|Not rated|to wishlist|from wishlist/);
	});
});
