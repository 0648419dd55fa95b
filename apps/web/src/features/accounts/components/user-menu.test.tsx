import { loginMessages } from "@pitara/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { saveSession } from "../../../lib/session.ts";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { UserMenu } from "./user-menu.tsx";

const user = {
	user_id: 7,
	full_name: "Asha Verma",
	email: "asha@example.com",
	phone: "9876543210",
	role: "customer" as const,
};

describe("UserMenu", () => {
	it("greets by first name, lists the account links and closes on Escape", async () => {
		const events = userEvent.setup();
		renderWithProviders(<UserMenu user={user} />);
		const button = screen.getByRole("button", { name: "Hi, Asha: account menu" });
		expect(button).toHaveAttribute("aria-expanded", "false");
		await events.click(button);
		expect(button).toHaveAttribute("aria-expanded", "true");
		expect(screen.getByText("Hello, Asha")).toBeInTheDocument();
		expect(screen.getByText("asha@example.com")).toBeInTheDocument();
		expect(screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
			["My Profile", "/profile"],
			["My Wishlist", "/wishlist"],
			["My Addresses", "/addresses"],
			["My Orders", "/orders"],
			["Track Order", "/track-order"],
			["Privacy", "/account/privacy"],
			// "English | हिन्दी" (decision 060): the same page in Hindi, through the switch that remembers it
			["हिन्दी", `/language/hi?to=${encodeURIComponent("/hi/")}`],
		]);
		await events.keyboard("{Escape}");
		expect(screen.queryByText("Hello, Asha")).not.toBeInTheDocument();
		expect(button).toHaveFocus();
	});

	it("logs out: the server revokes the session, storage is cleared, the menu closes and home shows", async () => {
		saveSession({ token: "t".repeat(43), user });
		const fetch = mockApi({ "/users/logout": { status: true, message: loginMessages.loggedOut } });
		const events = userEvent.setup();
		const { router } = renderWithProviders(<UserMenu user={user} />, { path: "/" });
		await events.click(screen.getByRole("button", { name: /account menu/ }));
		await events.click(screen.getByRole("button", { name: "Logout" }));
		await waitFor(() => expect(localStorage.getItem("token")).toBeNull());
		expect(localStorage.getItem("user")).toBeNull();
		const [url, init] = fetch.mock.calls[0] ?? [];
		expect(String(url)).toBe("/api/users/logout");
		expect((init?.headers as Record<string, string> | undefined)?.authorization).toBe(`Bearer ${"t".repeat(43)}`);
		expect(screen.queryByText("Hello, Asha")).not.toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/");
		expect(await screen.findByText(loginMessages.loggedOut)).toBeInTheDocument();
	});

	it("forgets the session even when the server cannot be reached", async () => {
		saveSession({ token: "t".repeat(43), user });
		const events = userEvent.setup();
		vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("offline"));
		renderWithProviders(<UserMenu user={user} />);
		await events.click(screen.getByRole("button", { name: /account menu/ }));
		await events.click(screen.getByRole("button", { name: "Logout" }));
		await waitFor(() => expect(localStorage.getItem("token")).toBeNull());
	});
});
