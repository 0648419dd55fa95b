import type { AdminOutbox, OutboxEntry } from "@pitara/shared";
import { screen, waitFor } from "@testing-library/react";
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
const dead: OutboxEntry = {
	id: "5b0e8a53-44b5-4f6e-9d0c-1f9e7a1f0a01",
	type: "OrderPlaced",
	aggregate: "order:1042",
	handler: "order-sms",
	state: "dead",
	attempts: 2,
	available_at: "2026-11-20T06:31:00.000Z",
	claimed_until: null,
	last_error: "SMS webhook answered 503",
	created_at: "2026-11-20T06:30:00.000Z",
	done_at: null,
	attempt_log: [
		{
			attempt: 1,
			runner: "r1",
			started_at: "2026-11-20T06:30:01.000Z",
			finished_at: "2026-11-20T06:30:02.000Z",
			error: "SMS webhook answered 503",
		},
		{
			attempt: 2,
			runner: "r1",
			started_at: "2026-11-20T06:30:05.000Z",
			finished_at: "2026-11-20T06:30:06.000Z",
			error: "SMS webhook answered 503",
		},
	],
};

beforeEach(() => saveSession({ token: "t".repeat(43), user: staff }));
afterEach(() => {
	clearSession();
	vi.restoreAllMocks();
});

describe("Outbox", () => {
	it("shows a dead message with its attempts, and Retry sends it back for delivery", async () => {
		let retried = false;
		const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
			const path = apiPath(input as string).split("?")[0];
			if (path === "/admin/session") return jsonResponse(200, { status: true, response: staff });
			if (path === "/admin/outbox") {
				const outbox: AdminOutbox = {
					counts: { dead: retried ? 0 : 1, pending: retried ? 1 : 0, done: 7 },
					entries: retried ? [] : [dead],
				};
				return jsonResponse(200, { status: true, response: outbox });
			}
			if (path === `/admin/outbox/${dead.id}/retry` && init?.method === "POST") {
				retried = true;
				return jsonResponse(200, { status: true, message: "The entry will be delivered again" });
			}
			return jsonResponse(404, { status: false, message: "Not found" });
		});
		renderRouter(createMemoryRouter(consoleRoutes, { initialEntries: ["/outbox"] }));
		expect(await screen.findByRole("heading", { name: "Outbox" })).toBeVisible();
		expect(await screen.findByText("OrderPlaced")).toBeVisible();
		expect(screen.getByRole("button", { name: "Dead (1)" })).toHaveAttribute("aria-pressed", "true");
		expect(screen.getAllByText("SMS webhook answered 503")).toHaveLength(2);
		await userEvent.click(screen.getByRole("button", { name: "Retry" }));
		await waitFor(() => expect(retried).toBe(true));
		expect(await screen.findByText(/Nothing has failed/)).toBeVisible();
		expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true);
	});
});
