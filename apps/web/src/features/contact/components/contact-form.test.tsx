import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { ContactForm } from "./contact-form.tsx";

describe("ContactForm", () => {
	it("says what each field needs and sends nothing", async () => {
		const fetch = mockApi({});
		renderWithProviders(<ContactForm />);
		await userEvent.type(screen.getByLabelText("Name"), "K");
		await userEvent.type(screen.getByLabelText("Email"), "kavya@");
		await userEvent.type(screen.getByLabelText("Message"), "Hi");
		await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
		expect(await screen.findByText("Name must be at least 2 characters")).toBeInTheDocument();
		expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
		expect(screen.getByText("Message must be at least 10 characters")).toBeInTheDocument();
		expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
		expect(fetch).not.toHaveBeenCalled();
	});

	it("sends the message and confirms it", async () => {
		const fetch = mockApi({
			"/contact": {
				status: 201,
				body: { status: true, message: "Thank you, Kavya! Your message has reached us.", response: { id: 4 } },
			},
		});
		renderWithProviders(<ContactForm />);
		await userEvent.type(screen.getByLabelText("Name"), "Kavya Nair");
		await userEvent.type(screen.getByLabelText("Email"), "kavya@example.com");
		await userEvent.type(screen.getByLabelText("Message"), "Do the frocks come in 10-12 years?");
		await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
		expect(await screen.findByRole("status")).toHaveTextContent("Thank you, Kavya! Your message has reached us.");
		const [, init] = fetch.mock.calls[0] ?? [];
		expect(JSON.parse(String(init?.body))).toEqual({
			name: "Kavya Nair",
			email: "kavya@example.com",
			message: "Do the frocks come in 10-12 years?",
		});
		await userEvent.click(screen.getByRole("button", { name: "Send another message" }));
		expect(screen.getByLabelText("Name")).toHaveValue("");
	});

	it("puts the server's field errors on the fields", async () => {
		mockApi({
			"/contact": {
				status: 400,
				body: {
					status: false,
					message: "Please enter a valid email address",
					code: "VALIDATION_ERROR",
					errors: [{ field: "email", message: "Please enter a valid email address" }],
				},
			},
		});
		renderWithProviders(<ContactForm />);
		await userEvent.type(screen.getByLabelText("Name"), "Kavya Nair");
		await userEvent.type(screen.getByLabelText("Email"), "kavya@example.com");
		await userEvent.type(screen.getByLabelText("Message"), "Do the frocks come in 10-12 years?");
		await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
		expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
		expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
	});

	it("takes an optional mobile: says when it is not one, and sends it as ten digits", async () => {
		const fetch = mockApi({
			"/contact": {
				status: 201,
				body: { status: true, message: "Thank you, Kavya! Your message has reached us.", response: { id: 5 } },
			},
		});
		renderWithProviders(<ContactForm />);
		const phone = screen.getByLabelText("Mobile number (optional)");
		expect(phone).toHaveAccessibleDescription("Only to tell you by SMS when we have answered.");
		await userEvent.type(screen.getByLabelText("Name"), "Kavya Nair");
		await userEvent.type(screen.getByLabelText("Email"), "kavya@example.com");
		await userEvent.type(phone, "12345");
		await userEvent.type(screen.getByLabelText("Message"), "Do the frocks come in 10-12 years?");
		await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
		expect(
			await screen.findByText("Please enter a 10-digit Indian mobile number, or leave it empty"),
		).toBeInTheDocument();
		expect(phone).toHaveAttribute("aria-invalid", "true");
		expect(fetch).not.toHaveBeenCalled();

		await userEvent.clear(phone);
		await userEvent.type(phone, "+91 98450 12345");
		await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
		expect(await screen.findByRole("status")).toHaveTextContent("Thank you, Kavya!");
		const [, init] = fetch.mock.calls[0] ?? [];
		expect(JSON.parse(String(init?.body))).toEqual({
			name: "Kavya Nair",
			email: "kavya@example.com",
			phone: "9845012345",
			message: "Do the frocks come in 10-12 years?",
		});
	});
});
