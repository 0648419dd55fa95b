import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { fakeCartApi, frockTemplate } from "../test/fake-cart-api.ts";
import { CardCartButtons } from "./card-cart-buttons.tsx";

/** A product card's cart button on a Hindi page (the Hindi build: `*.hi.test.tsx`, vite.config.ts): issue 31. */
describe("a product card's cart button in Hindi", () => {
	it("says Add to Cart in Hindi", async () => {
		fakeCartApi();
		renderWithProviders(<CardCartButtons template={frockTemplate} />);
		expect(await screen.findByRole("button", { name: "कार्ट में डालें", description: frockTemplate.name })).toBeVisible();
		expect(screen.queryByText("Add to Cart")).toBeNull();
	});
});
