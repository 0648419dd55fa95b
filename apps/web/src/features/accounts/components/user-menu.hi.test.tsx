import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { UserMenu } from "./user-menu.tsx";

/** The header's account menu on a Hindi page (the Hindi build: `*.hi.test.tsx`): issue 31. */
const user = {
	user_id: 7,
	full_name: "Asha Verma",
	email: "asha@example.com",
	phone: "9876543210",
	role: "customer" as const,
};

describe("UserMenu in Hindi", () => {
	it("names its button for a screen reader in Hindi, not in English", async () => {
		const events = userEvent.setup();
		renderWithProviders(<UserMenu user={user} />);
		const button = screen.getByRole("button", { name: "नमस्ते, Asha: खाते का मेन्यू" });
		expect(screen.queryByRole("button", { name: /account menu/ })).toBeNull();
		await events.click(button);
		expect(button).toHaveAttribute("aria-expanded", "true");
		// every label the open menu shows is Hindi (the shopper's name and e-mail aside)
		const texts = screen.getAllByRole("link").map((link) => link.textContent ?? "");
		for (const text of texts.filter((label) => label !== "English")) expect(text).not.toMatch(/[A-Za-z]/);
	});
});
