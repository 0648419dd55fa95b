import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { NewsletterForm } from "./newsletter-form.tsx";

/** The footer's newsletter box on a Hindi page (the Hindi build: `*.hi.test.tsx`): issue 31. */
describe("NewsletterForm in Hindi", () => {
	it("joins with a Hindi button and answers in Hindi, though the API words English", async () => {
		mockApi({
			"/newsletter/subscribe": {
				status: 201,
				body: {
					status: true,
					message: "Thank you for joining the Pitara family!",
					response: { email: "a@b.in", already_subscribed: false, promo_code: "WELCOME15", percent_off: 15 },
				},
			},
		});
		renderWithProviders(<NewsletterForm />);
		await userEvent.type(screen.getByLabelText("माता-पिता का ई-मेल"), "a@b.in");
		await userEvent.click(screen.getByRole("button", { name: "जुड़ें" }));
		expect(await screen.findByText("Pitara परिवार से जुड़ने के लिए धन्यवाद!")).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "कोड कॉपी करें" })).toBeInTheDocument();
		expect(document.body.textContent).not.toMatch(/Thank you|Copy code|Join/);
	});
});
