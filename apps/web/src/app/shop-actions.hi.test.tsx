import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CardCartButtons } from "../features/cart/components/card-cart-buttons.tsx";
import type { CartLineTemplate } from "../features/cart/lib/cart-cache.ts";
import { cartLine, fakeCartApi } from "../features/cart/test/fake-cart-api.ts";
import { frock as englishFrock, logIn } from "../test/fixtures.ts";
import { renderWithProviders } from "../test/render.tsx";

/** A product card's cart buttons on a Hindi page (the Hindi build: `*.hi.test.tsx`): issue 31. */
const frock: CartLineTemplate = { ...englishFrock, name: "फूलों वाली सूती फ्रॉक", stock: 2 };

describe("a product card's cart buttons in Hindi", () => {
	it("names the group and each button for a screen reader in Hindi", async () => {
		fakeCartApi([cartLine(frock, 1)], [frock]);
		logIn();
		renderWithProviders(<CardCartButtons template={frock} />);
		const group = await screen.findByRole("group", { name: "आपके कार्ट में फूलों वाली सूती फ्रॉक" });
		expect(within(group).getByRole("button", { name: "फूलों वाली सूती फ्रॉक कार्ट से हटाएँ" })).toBeInTheDocument();
		expect(within(group).getByRole("button", { name: "एक और फूलों वाली सूती फ्रॉक" })).toBeInTheDocument();
		expect(within(group).getByRole("link", { name: "कार्ट पर जाएँ, कार्ट में 1" })).toBeInTheDocument();
	});

	it("says in Hindi that no more are left, at the stock", async () => {
		fakeCartApi([cartLine(frock, 2)], [frock]);
		logIn();
		renderWithProviders(<CardCartButtons template={frock} />);
		const group = await screen.findByRole("group", { name: "आपके कार्ट में फूलों वाली सूती फ्रॉक" });
		expect(within(group).getByRole("button", { name: "फूलों वाली सूती फ्रॉक: सिर्फ़ 2 बचे" })).toBeDisabled();
		expect(within(group).getByRole("button", { name: "एक फूलों वाली सूती फ्रॉक कम" })).toBeInTheDocument();
		expect(group.innerHTML).not.toMatch(/in your cart|One more|One fewer|Go to Cart/);
	});
});
