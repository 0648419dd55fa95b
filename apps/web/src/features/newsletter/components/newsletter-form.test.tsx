import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { NewsletterForm } from "./newsletter-form.tsx";

describe("NewsletterForm", () => {
	it("checks the address before sending", async () => {
		const fetch = mockApi({});
		renderWithProviders(<NewsletterForm />);
		await userEvent.type(screen.getByLabelText("Parent's e-mail"), "not-an-email");
		await userEvent.click(screen.getByRole("button", { name: "Join" }));
		expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a valid email address");
		expect(fetch).not.toHaveBeenCalled();
	});

	it("sends the address and shows the first-order code", async () => {
		const fetch = mockApi({
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
		await userEvent.type(screen.getByLabelText("Parent's e-mail"), "A@B.in");
		await userEvent.click(screen.getByRole("button", { name: "Join" }));
		const status = await screen.findByRole("status");
		expect(status).toHaveTextContent("Thank you for joining the Pitara family!");
		expect(status).toHaveTextContent("WELCOME15");
		expect(status).toHaveTextContent("15% off your first order");
		const [, init] = fetch.mock.calls[0] ?? [];
		expect(JSON.parse(String(init?.body))).toEqual({ email: "a@b.in" });
	});

	it("shows the server's message when it refuses", async () => {
		mockApi({
			"/newsletter/subscribe": {
				status: 429,
				body: { status: false, message: "Too many requests. Please wait 60 seconds and try again.", code: "X" },
			},
		});
		renderWithProviders(<NewsletterForm />);
		await userEvent.type(screen.getByLabelText("Parent's e-mail"), "a@b.in");
		await userEvent.click(screen.getByRole("button", { name: "Join" }));
		expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests");
	});
});
