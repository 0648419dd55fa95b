import { addDaysInIndia, registrationMessages } from "@pitara/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { RegistrationForm } from "./registration-form.tsx";

const m = registrationMessages;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
	await user.type(screen.getByLabelText("Full name"), "Asha Verma");
	await user.type(screen.getByLabelText("Email"), "asha@example.com");
	await user.type(screen.getByLabelText("Phone number"), "9876543210");
	await user.type(screen.getByLabelText("Password"), "secret1");
	await user.type(screen.getByLabelText("Confirm password"), "secret1");
	await user.selectOptions(screen.getByLabelText("Gender"), "Female");
	await user.type(screen.getByLabelText("Date of birth"), "1990-04-12");
}

describe("RegistrationForm", () => {
	it("shows every required message on submit and sends nothing", async () => {
		const fetch = mockApi({});
		const user = userEvent.setup();
		renderWithProviders(<RegistrationForm onRegistered={() => {}} />);
		await user.click(screen.getByRole("button", { name: "Create Account" }));
		for (const text of [
			m.fullNameRequired,
			m.emailRequired,
			m.phoneRequired,
			m.passwordRequired,
			m.confirmRequired,
			m.genderRequired,
			m.dobRequired,
		]) {
			expect(await screen.findByText(text)).toBeInTheDocument();
		}
		expect(screen.getByLabelText("Full name")).toHaveAttribute("aria-invalid", "true");
		expect(fetch).not.toHaveBeenCalled();
	});

	it("checks each field when it loses focus, including the password confirmation", async () => {
		const user = userEvent.setup();
		renderWithProviders(<RegistrationForm onRegistered={() => {}} />);
		await user.type(screen.getByLabelText("Full name"), "Al");
		await user.tab();
		expect(await screen.findByText(m.tooShort)).toBeInTheDocument();
		await user.type(screen.getByLabelText("Email"), "asha@");
		await user.tab();
		expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();
		await user.type(screen.getByLabelText("Phone number"), "98765");
		await user.tab();
		expect(await screen.findByText(m.phoneDigits)).toBeInTheDocument();
		await user.type(screen.getByLabelText("Password"), "12345");
		await user.tab();
		expect(await screen.findByText(m.passwordMin)).toBeInTheDocument();
		await user.type(screen.getByLabelText("Confirm password"), "54321");
		await user.tab();
		expect(await screen.findByText(m.passwordsMustMatch)).toBeInTheDocument();
		await user.type(screen.getByLabelText("Date of birth"), addDaysInIndia(2));
		await user.tab();
		expect(await screen.findByText(m.dobFuture)).toBeInTheDocument();
		// other fields not yet visited say nothing
		expect(screen.queryByText(m.genderRequired)).not.toBeInTheDocument();
	});

	it("clears an error while the field is being fixed, before it loses focus", async () => {
		const user = userEvent.setup();
		renderWithProviders(<RegistrationForm onRegistered={() => {}} />);
		await user.type(screen.getByLabelText("Full name"), "Al");
		await user.tab();
		expect(await screen.findByText(m.tooShort)).toBeInTheDocument();
		await user.type(screen.getByLabelText("Full name"), "ka");
		// still focused on the field: the message is gone already, so leaving it moves nothing under the finger
		expect(screen.getByLabelText("Full name")).toHaveFocus();
		await waitFor(() => expect(screen.queryByText(m.tooShort)).not.toBeInTheDocument());
		expect(screen.getByLabelText("Full name")).not.toHaveAttribute("aria-invalid");

		// a select never loses focus when a choice is picked: picking one clears its message
		await user.click(screen.getByLabelText("Gender"));
		await user.tab();
		expect(await screen.findByText(m.genderRequired)).toBeInTheDocument();
		await user.selectOptions(screen.getByLabelText("Gender"), "Female");
		await waitFor(() => expect(screen.queryByText(m.genderRequired)).not.toBeInTheDocument());
	});

	it("re-checks the confirmation as the password changes", async () => {
		const user = userEvent.setup();
		renderWithProviders(<RegistrationForm onRegistered={() => {}} />);
		await user.type(screen.getByLabelText("Password"), "secret1");
		await user.type(screen.getByLabelText("Confirm password"), "secret");
		await user.tab();
		expect(await screen.findByText(m.passwordsMustMatch)).toBeInTheDocument();
		await user.clear(screen.getByLabelText("Password"));
		await user.type(screen.getByLabelText("Password"), "secret");
		await waitFor(() => expect(screen.queryByText(m.passwordsMustMatch)).not.toBeInTheDocument());
	});

	it("shows and hides the password", async () => {
		const user = userEvent.setup();
		renderWithProviders(<RegistrationForm onRegistered={() => {}} />);
		const password = screen.getByLabelText("Password");
		expect(password).toHaveAttribute("type", "password");
		await user.click(screen.getByRole("button", { name: "Show password" }));
		expect(password).toHaveAttribute("type", "text");
		await user.click(screen.getByRole("button", { name: "Hide password" }));
		expect(password).toHaveAttribute("type", "password");
	});

	it("sends the registration without the confirmation and reports success", async () => {
		const fetch = mockApi({
			"/users/registration": { status: 201, body: { status: true, message: m.success, response: { user_id: 7 } } },
		});
		const onRegistered = vi.fn();
		const user = userEvent.setup();
		renderWithProviders(<RegistrationForm onRegistered={onRegistered} />);
		await fillValid(user);
		await user.click(screen.getByRole("button", { name: "Create Account" }));
		await waitFor(() => expect(onRegistered).toHaveBeenCalledWith("9876543210"));
		const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
		expect(body).toEqual({
			full_name: "Asha Verma",
			email: "asha@example.com",
			phone: "9876543210",
			password: "secret1",
			gender: "Female",
			dob: "1990-04-12",
		});
	});

	it("puts the server's 'already registered' message on the phone field", async () => {
		mockApi({
			"/users/registration": {
				status: 409,
				body: {
					status: false,
					message: m.phoneTaken,
					code: "ACCOUNT_EXISTS",
					errors: [{ field: "phone", message: m.phoneTaken }],
				},
			},
		});
		const onRegistered = vi.fn();
		const user = userEvent.setup();
		renderWithProviders(<RegistrationForm onRegistered={onRegistered} />);
		await fillValid(user);
		await user.click(screen.getByRole("button", { name: "Create Account" }));
		expect(await screen.findByRole("alert")).toHaveTextContent(m.phoneTaken);
		expect(screen.getByLabelText("Phone number")).toHaveAccessibleDescription(m.phoneTaken);
		expect(onRegistered).not.toHaveBeenCalled();
	});

	it("falls back to the generic failure message", async () => {
		vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("offline"));
		const user = userEvent.setup();
		renderWithProviders(<RegistrationForm onRegistered={() => {}} />);
		await fillValid(user);
		await user.click(screen.getByRole("button", { name: "Create Account" }));
		expect(await screen.findByRole("alert")).toHaveTextContent(m.failed);
	});
});
