import type { AdminPage, AuditEntry } from "@pitara/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveSession } from "../../lib/session.ts";
import { mockApi, renderConsoleRouter } from "../../test/render.tsx";
import { consoleRoutes } from "./router.tsx";

const staff = {
	user_id: 1,
	full_name: "Pitara Admin",
	email: "admin@pitara.in",
	phone: "9000000001",
	role: "admin",
	idle_timeout_minutes: 720,
};
const entry = (id: number): AuditEntry => ({
	id,
	actor_id: 1,
	actor_name: "Pitara Admin",
	entity: "order",
	entity_name: null,
	entity_id: String(1000 + id),
	action: "status",
	before: { status: "Pending" },
	after: { status: "Shipped" },
	created_at: "2026-11-20T06:30:00.000Z",
});
const page = (rows: AuditEntry[], total = rows.length, pageNo = 1): AdminPage<AuditEntry> => ({
	status: true,
	response: rows,
	total,
	page: pageNo,
	page_size: 2,
});

const open = (path: string) => renderConsoleRouter(createMemoryRouter(consoleRoutes, { initialEntries: [path] }));
const logIn = (role: "admin" | "customer") =>
	saveSession({
		token: "t".repeat(43),
		user: { ...staff, role, full_name: role === "admin" ? "Pitara Admin" : "Asha Verma" },
	});

afterEach(() => {
	clearSession();
	vi.restoreAllMocks();
});

describe("the console's staff gate", () => {
	it("shows the staff login without a session, and asks for the code once the phone is sent", async () => {
		const fetch = mockApi({
			"/user/send/otp": { status: true, message: "OTP sent", response: { resend_after: 15, expires_in: 300 } },
		});
		open("/audit");
		expect(await screen.findByRole("heading", { name: "Staff login" })).toBeVisible();
		await userEvent.type(screen.getByLabelText("Phone number"), "9000000001");
		await userEvent.click(screen.getByRole("button", { name: "Send code" }));
		expect(await screen.findByLabelText("One-time code")).toBeVisible();
		expect(fetch).toHaveBeenCalledTimes(1);
		expect(screen.getByRole("button", { name: "Log in" })).toBeVisible();
	});

	it("tells a customer they are not staff, and loads none of the console", async () => {
		logIn("customer");
		mockApi({
			"/admin/session": {
				status: 403,
				body: { status: false, message: "Only the shop's staff can do that.", code: "FORBIDDEN" },
			},
		});
		open("/audit");
		expect(await screen.findByText("Asha Verma is not a member of the shop's staff.")).toBeVisible();
		expect(screen.queryByRole("navigation", { name: "Console" })).toBeNull();
	});

	it("lets staff in: navigation by group, the page, and the list paged on the server", async () => {
		logIn("admin");
		const fetch = mockApi({
			"/admin/session": { status: true, response: staff },
			"/admin/audit/actors": { status: true, response: [{ actor_id: 1, actor_name: "Pitara Admin" }] },
			"/admin/audit": page([entry(2), entry(1)], 27),
			"/admin/contact-messages/unhandled-count": { status: true, response: { count: 3 } },
		});
		open("/audit");
		expect(await screen.findByRole("heading", { name: "Audit log" })).toBeVisible();
		const nav = screen.getAllByRole("navigation", { name: "Console" })[0] as HTMLElement;
		expect(within(nav).getByRole("link", { name: "Staff" })).toHaveAttribute("href", "/staff");
		expect(await within(nav).findByText("3")).toBeVisible(); // the contact messages waiting for a reply
		const table = await screen.findByRole("table", { name: "Audit log" });
		const rows = within(table).getAllByRole("row");
		expect(rows[1]).toHaveTextContent("Order #1002 · status");
		expect(rows[1]).toHaveTextContent("status: Pending → Shipped");
		expect(screen.getByText("1–2 of 27")).toBeVisible();

		await userEvent.click(screen.getByRole("button", { name: "Next" }));
		const asked = fetch.mock.calls.map(([input]) => String(input));
		expect(asked.some((url) => url.includes("/api/admin/audit?page=2"))).toBe(true);
	});
});
