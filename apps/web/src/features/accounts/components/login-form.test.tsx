import { loginMessages, type SendOtpResponse, type UserInfo } from "@pitara/shared";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSession } from "../../../lib/session.ts";
import { mockApi, rawAnswer, renderWithProviders } from "../../../test/render.tsx";
import { LoginForm } from "./login-form.tsx";

const userInfo: UserInfo = {
	user_id: 7,
	full_name: "Asha Verma",
	email: "asha@example.com",
	phone: "9876543210",
	gender: "Female",
	dob: "1990-04-12",
	role: "customer",
	updated_at: "2026-01-01T00:00:00.000Z",
};
const sent: SendOtpResponse = {
	status: true,
	message: loginMessages.codeSent,
	response: { resend_after: 15, expires_in: 300 },
};

afterEach(() => {
	vi.useRealTimers();
});

async function requestCode(user: ReturnType<typeof userEvent.setup>) {
	await user.type(screen.getByLabelText("Phone number"), "9876543210");
	await user.click(screen.getByRole("button", { name: "Send OTP" }));
	return screen.findByLabelText("One-time code");
}

describe("LoginForm", () => {
	it("asks for a 10-digit phone before sending anything", async () => {
		const fetch = mockApi({});
		const user = userEvent.setup();
		renderWithProviders(<LoginForm onLoggedIn={() => {}} />);
		expect(screen.queryByLabelText("One-time code")).not.toBeInTheDocument();
		await user.click(screen.getByRole("button", { name: "Send OTP" }));
		expect(await screen.findByText("Phone number is required")).toBeInTheDocument();
		await user.type(screen.getByLabelText("Phone number"), "98765");
		await user.tab();
		expect(await screen.findByText("Phone number must be 10 digits")).toBeInTheDocument();
		expect(fetch).not.toHaveBeenCalled();
	});

	it("shows the code field once the code is sent, takes digits only, six at most, and logs in", async () => {
		const fetch = mockApi({
			"/user/send/otp": sent,
			"/user/validate/otp": {
				status: true,
				message: "Login successful",
				response: { token: "t".repeat(43), userInfo },
			},
		});
		const onLoggedIn = vi.fn();
		const user = userEvent.setup();
		renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);
		const code = await requestCode(user);
		expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ phone_email: "9876543210" });
		expect(screen.getByRole("status")).toHaveTextContent(loginMessages.codeSent);
		expect(code).toHaveAttribute("inputmode", "numeric");
		expect(code).toHaveAttribute("autocomplete", "one-time-code");
		expect(code).toHaveFocus();
		await user.type(code, "12a3-4 5678");
		expect(code).toHaveValue("123456");

		await user.click(screen.getByRole("button", { name: "Verify & Login" }));
		await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
		expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({ phone: "9876543210", otp: "123456" });
		expect(getSession()).toEqual({ token: "t".repeat(43), user: userInfo });
		expect(localStorage.getItem("token")).toBe("t".repeat(43));
		expect(JSON.parse(localStorage.getItem("user") ?? "{}")).toEqual(userInfo);
	});

	it("asks for a 15-minute code when the shopper needs more time, and keeps it on resend", async () => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
		const fetch = mockApi({
			"/user/send/otp": { ...sent, response: { resend_after: 15, expires_in: 900 } },
		});
		const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
		renderWithProviders(<LoginForm onLoggedIn={() => {}} />);
		const moreTime = screen.getByRole("checkbox", { name: loginMessages.moreTime });
		expect(moreTime).not.toBeChecked();
		await user.click(moreTime);
		expect(moreTime).toBeChecked();
		const code = await requestCode(user);
		expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ phone_email: "9876543210", longer: true });
		expect(code).toHaveAccessibleDescription(loginMessages.codeWorksFor(15));
		await act(async () => {
			vi.advanceTimersByTime(15_500);
		});
		await user.click(screen.getByRole("button", { name: "Resend OTP" }));
		await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
		expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({ phone_email: "9876543210", longer: true });
	});

	it("says the usual code works for 5 minutes", async () => {
		mockApi({ "/user/send/otp": sent });
		const user = userEvent.setup();
		renderWithProviders(<LoginForm onLoggedIn={() => {}} />);
		const code = await requestCode(user);
		expect(code).toHaveAccessibleDescription(loginMessages.codeWorksFor(5));
	});

	it("asks for all six digits", async () => {
		mockApi({ "/user/send/otp": sent });
		const user = userEvent.setup();
		renderWithProviders(<LoginForm onLoggedIn={() => {}} />);
		const code = await requestCode(user);
		await user.type(code, "123");
		await user.click(screen.getByRole("button", { name: "Verify & Login" }));
		expect(code).toHaveAccessibleDescription("Please enter the 6-digit code");
	});

	it("shows the server's message for a wrong code on the field", async () => {
		const wrong = loginMessages.codeWrong(4);
		mockApi({
			"/user/send/otp": sent,
			"/user/validate/otp": {
				status: 400,
				body: { status: false, message: wrong, code: "OTP_INVALID", errors: [{ field: "otp", message: wrong }] },
			},
		});
		const onLoggedIn = vi.fn();
		const user = userEvent.setup();
		renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);
		const code = await requestCode(user);
		await user.type(code, "000000");
		await user.click(screen.getByRole("button", { name: "Verify & Login" }));
		await waitFor(() => expect(code).toHaveAccessibleDescription(wrong));
		expect(onLoggedIn).not.toHaveBeenCalled();
		expect(getSession()).toBeNull();
	});

	it("says 'Login failed' when the answer has status false", async () => {
		mockApi({ "/user/send/otp": sent, "/user/validate/otp": rawAnswer({ status: false }) });
		const user = userEvent.setup();
		renderWithProviders(<LoginForm onLoggedIn={() => {}} />);
		const code = await requestCode(user);
		await user.type(code, "123456");
		await user.click(screen.getByRole("button", { name: "Verify & Login" }));
		expect(await screen.findByRole("alert")).toHaveTextContent(loginMessages.failed);
	});

	it("says 'Something went wrong.' when the answer cannot be used", async () => {
		mockApi({ "/user/send/otp": sent, "/user/validate/otp": rawAnswer({ status: true }) });
		const onLoggedIn = vi.fn();
		const user = userEvent.setup();
		renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);
		const code = await requestCode(user);
		await user.type(code, "123456");
		await user.click(screen.getByRole("button", { name: "Verify & Login" }));
		expect(await screen.findByRole("alert")).toHaveTextContent(loginMessages.somethingWrong);
		expect(onLoggedIn).not.toHaveBeenCalled();
	});

	it("suggests registering to a phone without an account", async () => {
		mockApi({
			"/user/send/otp": {
				status: 404,
				body: { status: false, message: loginMessages.noAccount, code: "ACCOUNT_NOT_FOUND" },
			},
		});
		const user = userEvent.setup();
		renderWithProviders(<LoginForm onLoggedIn={() => {}} />);
		await user.type(screen.getByLabelText("Phone number"), "9876543210");
		await user.click(screen.getByRole("button", { name: "Send OTP" }));
		expect(await screen.findByRole("alert")).toHaveTextContent(loginMessages.noAccount);
		expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
		expect(screen.queryByLabelText("One-time code")).not.toBeInTheDocument();
	});

	it("counts 15 seconds down before Resend, then sends again", async () => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
		const fetch = mockApi({ "/user/send/otp": sent });
		const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
		renderWithProviders(<LoginForm onLoggedIn={() => {}} />);
		await requestCode(user);
		expect(screen.getByText(/Resend OTP in/)).toHaveTextContent("Resend OTP in 15s");
		expect(screen.queryByRole("button", { name: "Resend OTP" })).not.toBeInTheDocument();
		await act(async () => {
			vi.advanceTimersByTime(5_000);
		});
		expect(screen.getByText(/Resend OTP in/)).toHaveTextContent("Resend OTP in 10s");
		await act(async () => {
			vi.advanceTimersByTime(10_500);
		});
		await user.click(screen.getByRole("button", { name: "Resend OTP" }));
		await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
		expect(await screen.findByText(/Resend OTP in/)).toHaveTextContent("Resend OTP in 15s");
	});

	it("shows the server's resend message, or the SPEC fallback", async () => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
		let calls = 0;
		vi.spyOn(globalThis, "fetch").mockImplementation(async () => {
			calls += 1;
			if (calls === 1) return new Response(JSON.stringify(sent), { status: 200 });
			if (calls === 2)
				return new Response(
					JSON.stringify({ status: false, message: loginMessages.hourlyLimit(42), code: "OTP_HOURLY_LIMIT" }),
					{ status: 429, headers: { "retry-after": "2520" } },
				);
			throw new TypeError("offline");
		});
		const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
		renderWithProviders(<LoginForm onLoggedIn={() => {}} />);
		await requestCode(user);
		await act(async () => {
			vi.advanceTimersByTime(15_500);
		});
		await user.click(screen.getByRole("button", { name: "Resend OTP" }));
		expect(await screen.findByRole("alert")).toHaveTextContent(loginMessages.hourlyLimit(42));
		expect(screen.getByText(/Resend OTP in/)).toHaveTextContent("Resend OTP in 2520s");
		await act(async () => {
			vi.advanceTimersByTime(2_521_000);
		});
		await user.click(screen.getByRole("button", { name: "Resend OTP" }));
		await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(loginMessages.resendFailed));
	});
});
