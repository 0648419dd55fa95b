import type { AuditEntry } from "@pitara/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveSession } from "../../../lib/session.ts";
import { apiPath, jsonResponse, renderRouter } from "../../../test/render.tsx";
import { consoleRoutes } from "../../app/router.tsx";

const staff = {
	user_id: 1,
	full_name: "Pitara Admin",
	email: "admin@pitara.in",
	phone: "9000000001",
	role: "admin" as const,
	idle_timeout_minutes: 720,
};
// 26 Nov 2026 18:40 UTC is 27 Nov 2026, 12:10 am in India; the change's own instant too
const entry: AuditEntry = {
	id: 7,
	actor_id: 2,
	actor_name: "Asha Verma",
	entity: "promo_code",
	entity_id: "3",
	entity_name: "DIWALI25",
	action: "update",
	before: { active: true, expires_at: "2026-11-30T18:29:59.000Z" },
	after: { active: false, expires_at: "2026-12-01T18:29:59.000Z" },
	created_at: "2026-11-26T18:40:00.000Z",
};

beforeEach(() => saveSession({ token: "t".repeat(43), user: staff }));
afterEach(() => {
	clearSession();
	vi.restoreAllMocks();
});

describe("Audit log", () => {
	it("names the staff member, reads times in India, and downloads the filtered log as CSV", async () => {
		const createObjectURL = vi.fn(() => "blob:audit");
		Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
		vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
		const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
			const path = apiPath(input as string).split("?")[0];
			if (path === "/admin/session") return jsonResponse(200, { status: true, response: staff });
			if (path === "/admin/contact-messages/unhandled-count")
				return jsonResponse(200, { status: true, response: { count: 0 } });
			if (path === "/admin/audit/actors")
				return jsonResponse(200, { status: true, response: [{ actor_id: 2, actor_name: "Asha Verma" }] });
			if (path === "/admin/audit") {
				return jsonResponse(200, { status: true, response: [entry], total: 1, page: 1, page_size: 25 });
			}
			if (path === "/admin/audit/export.csv") {
				return new Response("when_ist,staff_member\n", { status: 200, headers: { "content-type": "text/csv" } });
			}
			throw new Error(`unexpected ${path}`);
		});
		renderRouter(createMemoryRouter(consoleRoutes, { initialEntries: ["/audit?actor_id=2&from=2026-11-26"] }));
		const table = await screen.findByRole("table", { name: "Audit log" }, { timeout: 5000 });
		const row = within(table).getAllByRole("row")[1] as HTMLElement;
		expect(row).toHaveTextContent("Asha Verma");
		expect(row).not.toHaveTextContent("#2");
		expect(row).toHaveTextContent(/27 Nov 2026, 12:10\s?am/);
		expect(row).toHaveTextContent("Promo code “DIWALI25” · update");
		// the instants inside the change are in India time too, not UTC
		expect(row).toHaveTextContent("expires at: 30 Nov 2026, 11:59 pm → 1 Dec 2026, 11:59 pm");
		expect(row).not.toHaveTextContent("T18:29");
		const listed = fetch.mock.calls.map(([input]) => String(input)).find((url) => url.includes("/admin/audit?"));
		expect(listed).toContain("actor_id=2");
		expect(listed).toContain("from=2026-11-26");

		await userEvent.click(screen.getByRole("button", { name: "Download CSV" }));
		await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
		const exported = fetch.mock.calls.map(([input]) => String(input)).find((url) => url.includes("/export.csv"));
		expect(exported).toBe("/api/admin/audit/export.csv?actor_id=2&from=2026-11-26");
	}, 20_000);
});
