import { loginMessages, profileMessages, registrationMessages } from "@pitara/shared";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter } from "../../lib/router.tsx";
import { getSession, saveSession } from "../../lib/session.ts";
import { mockApi, renderRouter, renderWithProviders } from "../../test/render.tsx";
import ProfilePage from "./profile.tsx";

const stored = {
	user_id: 7,
	full_name: "Asha Verma",
	email: "asha@example.com",
	phone: "9876543210",
	gender: null,
	dob: null,
	role: "customer" as const,
	updated_at: "2026-01-01T00:00:00.000Z",
};

afterEach(() => {
	vi.useRealTimers();
});

/** The profile's Messages section (issue 26): nothing turned on, no alerts. */
const NO_MESSAGES = {
	status: true as const,
	response: {
		consents: [
			{ kind: "whatsapp:transactional" as const, text: "Send my order updates on WhatsApp", granted: false, at: null },
		],
		alerts: [],
		price_alerts: [],
	},
};

describe("ProfilePage", () => {
	it("sends a visitor without a session to /login and back", async () => {
		const { router } = renderWithProviders(<ProfilePage />, { path: "/" });
		await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
		expect(router.state.location.search).toBe("?redirect=%2F");
	});

	it("shows the profile read-only with the fallbacks for what is missing", async () => {
		saveSession({ token: "t".repeat(43), user: stored });
		mockApi({
			"/account/messages": NO_MESSAGES,
			"/users/profile-fetch": { status: true, message: profileMessages.fetched, response: { ...stored, phone: "" } },
		});
		renderWithProviders(<ProfilePage />);
		expect(await screen.findByText("Asha Verma")).toBeInTheDocument();
		expect(screen.getByText(profileMessages.notProvided)).toBeInTheDocument();
		expect(screen.getAllByText(profileMessages.notSpecified)).toHaveLength(2);
		expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
	});

	it("shows a load error with Try Again", async () => {
		saveSession({ token: "t".repeat(43), user: stored });
		const fetch = mockApi({
			"/account/messages": NO_MESSAGES,
			"/users/profile-fetch": { status: 500, body: { status: false, message: "Database down" } },
		});
		const user = userEvent.setup();
		renderWithProviders(<ProfilePage />);
		expect(await screen.findByRole("alert")).toHaveTextContent("Error: Database down");
		await user.click(screen.getByRole("button", { name: "Try Again" }));
		await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
	});

	it("edits: requires the fields, Cancel restores, a save shows the success message for 3 seconds", async () => {
		saveSession({ token: "t".repeat(43), user: stored });
		const updated = { ...stored, full_name: "Asha R. Verma", gender: "Female", dob: "1990-04-12" };
		const fetch = mockApi({
			"/account/messages": NO_MESSAGES,
			"/users/profile-fetch": { status: true, message: profileMessages.fetched, response: stored },
			"/users/profile-update": { status: true, message: profileMessages.updated, response: updated },
		});
		const user = userEvent.setup();
		renderWithProviders(<ProfilePage />);
		await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
		const name = screen.getByLabelText("Full name");
		await user.clear(name);
		await user.type(name, "Someone Else");
		await user.click(screen.getByRole("button", { name: "Cancel" }));
		expect(screen.getByText("Asha Verma")).toBeInTheDocument();

		await user.click(screen.getByRole("button", { name: "Edit Profile" }));
		expect(screen.getByLabelText("Full name")).toHaveValue("Asha Verma");
		await user.click(screen.getByRole("button", { name: "Save Changes" }));
		expect(await screen.findByText(registrationMessages.genderRequired)).toBeInTheDocument();
		expect(screen.getByText(registrationMessages.dobRequired)).toBeInTheDocument();

		await user.clear(screen.getByLabelText("Full name"));
		await user.type(screen.getByLabelText("Full name"), "Asha R. Verma");
		await user.selectOptions(screen.getByLabelText("Gender"), "Female");
		await user.type(screen.getByLabelText("Date of birth"), "1990-04-12");
		vi.useFakeTimers({ shouldAdvanceTime: true });
		await user.click(screen.getByRole("button", { name: "Save Changes" }));
		expect(await screen.findByRole("status")).toHaveTextContent(profileMessages.updated);
		expect(JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body))).toEqual({
			id: 7,
			full_name: "Asha R. Verma",
			gender: "Female",
			dob: "1990-04-12",
		});
		expect(screen.getByText("Asha R. Verma")).toBeInTheDocument();
		expect(getSession()?.user.full_name).toBe("Asha R. Verma");
		await act(async () => {
			vi.advanceTimersByTime(3100);
		});
		expect(screen.queryByText(profileMessages.updated)).not.toBeInTheDocument();
	});

	it("clears a field's error as it is fixed, and the first tap on Save Changes saves", async () => {
		saveSession({ token: "t".repeat(43), user: { ...stored, gender: "Male", dob: "1990-01-01" } });
		const fetch = mockApi({
			"/account/messages": NO_MESSAGES,
			"/users/profile-fetch": {
				status: true,
				message: profileMessages.fetched,
				response: { ...stored, gender: "Male", dob: "1990-01-01" },
			},
			"/users/profile-update": { status: true, message: profileMessages.updated, response: stored },
		});
		const user = userEvent.setup();
		renderWithProviders(<ProfilePage />);
		await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
		const name = screen.getByLabelText("Full name");
		await user.clear(name);
		await user.tab();
		expect(await screen.findByText(registrationMessages.fullNameRequired)).toBeInTheDocument();
		await user.type(name, "Asha Verma");
		await waitFor(() => expect(screen.queryByText(registrationMessages.fullNameRequired)).not.toBeInTheDocument());
		await user.click(screen.getByRole("button", { name: "Save Changes" }));
		expect(await screen.findByRole("status")).toHaveTextContent(profileMessages.updated);
		expect(fetch.mock.calls.filter(([input]) => String(input).includes("profile-update"))).toHaveLength(1);
	});

	it("shows the update error", async () => {
		saveSession({ token: "t".repeat(43), user: { ...stored, gender: "Male", dob: "1990-01-01" } });
		mockApi({
			"/account/messages": NO_MESSAGES,
			"/users/profile-fetch": {
				status: true,
				message: profileMessages.fetched,
				response: { ...stored, gender: "Male", dob: "1990-01-01" },
			},
			"/users/profile-update": { status: 500, body: { status: false, message: "Could not save" } },
		});
		const user = userEvent.setup();
		renderWithProviders(<ProfilePage />);
		await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
		await user.click(screen.getByRole("button", { name: "Save Changes" }));
		expect(await screen.findByRole("alert")).toHaveTextContent("Could not save");
		expect(screen.getByLabelText("Full name")).toBeInTheDocument();
	});

	it("logs out of all devices: the server ends every session, then this one is forgotten and home shows", async () => {
		saveSession({ token: "t".repeat(43), user: stored });
		const fetch = mockApi({
			"/account/messages": NO_MESSAGES,
			"/users/profile-fetch": { status: true, message: profileMessages.fetched, response: stored },
			"/users/logout-all": { status: true, message: loginMessages.loggedOutEverywhere },
		});
		const user = userEvent.setup();
		const { router } = renderRouter(
			createMemoryRouter(
				[
					{ path: "/profile", element: <ProfilePage /> },
					{ path: "/", element: <p>home</p> },
					{ path: "*", element: <p>navigated</p> },
				],
				{ initialEntries: ["/profile"] },
			),
		);
		const visited: string[] = [];
		router.subscribe((state) => visited.push(state.location.pathname));
		await user.click(await screen.findByRole("button", { name: "Log out of all devices" }));
		await waitFor(() => expect(getSession()).toBeNull());
		const call = fetch.mock.calls.find(([url]) => String(url) === "/api/users/logout-all");
		expect(call).toBeDefined();
		expect((call?.[1]?.headers as Record<string, string> | undefined)?.authorization).toBe(`Bearer ${"t".repeat(43)}`);
		// home first; the app's RouterProvider (react-router/dom) shows it before the session goes, the
		// test's cannot flush a navigation, so its profile page then sends on to /login
		expect(visited[0]).toBe("/");
		expect(await screen.findByText(loginMessages.loggedOutEverywhere)).toBeInTheDocument();
	});

	it("keeps the shopper logged in with a message when the server could not log out every device", async () => {
		saveSession({ token: "t".repeat(43), user: stored });
		mockApi({
			"/account/messages": NO_MESSAGES,
			"/users/profile-fetch": { status: true, message: profileMessages.fetched, response: stored },
			"/users/logout-all": { status: 500, body: { status: false, message: "" } },
		});
		const user = userEvent.setup();
		renderWithProviders(<ProfilePage />);
		await user.click(await screen.findByRole("button", { name: "Log out of all devices" }));
		expect(await screen.findByRole("alert")).toHaveTextContent(loginMessages.logoutEverywhereFailed);
		expect(getSession()?.token).toBe("t".repeat(43));
	});
});
