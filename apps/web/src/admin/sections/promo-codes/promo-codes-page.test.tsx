import type { AdminPromo } from "@pitara/shared";
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
const promo: AdminPromo = {
	id: 3,
	code: "WELCOME10",
	percent_off: 10,
	max_discount: 200,
	first_order_only: true,
	active: true,
	expires_at: null,
	uses: 42,
	created_at: "2026-11-01T06:30:00.000Z",
};

beforeEach(() => saveSession({ token: "t".repeat(43), user: staff }));
afterEach(() => {
	clearSession();
	vi.restoreAllMocks();
});

describe("Promo codes", () => {
	it("lists codes with their uses, creates one (its last day ends at midnight in India) and shows the server's field error", async () => {
		let created = 0;
		const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
			const path = apiPath(input as string).split("?")[0];
			if (path === "/admin/session") return jsonResponse(200, { status: true, response: staff });
			if (path === "/admin/promo-codes" && (init?.method ?? "GET") === "GET") {
				return jsonResponse(200, { status: true, response: [promo], total: 1, page: 1, page_size: 25 });
			}
			created += 1;
			return created === 1
				? jsonResponse(409, {
						status: false,
						message: "There is already a promo code DIWALI25",
						code: "PROMO_CODE_TAKEN",
						errors: [{ field: "code", message: "There is already a promo code DIWALI25" }],
					})
				: jsonResponse(201, { status: true, message: "Promo code DIWALI26 created", response: { ...promo, id: 4 } });
		});
		renderRouter(createMemoryRouter(consoleRoutes, { initialEntries: ["/promo-codes"] }));
		const table = await screen.findByRole("table", { name: "Promo codes" });
		expect(within(table).getAllByRole("row")[1]).toHaveTextContent(
			"WELCOME1010%, at most ₹200 · first order onlyWorksNo end42",
		);

		await userEvent.click(screen.getByRole("button", { name: "New promo code" }));
		const dialog = within(await screen.findByRole("dialog"));
		await userEvent.type(dialog.getByLabelText("Code"), "diwali25");
		await userEvent.type(dialog.getByLabelText("Percent off"), "25");
		await userEvent.type(dialog.getByLabelText(/Last day it works/), "2026-11-30");
		await userEvent.click(screen.getByRole("button", { name: "Create code" }));
		expect(await dialog.findByText("There is already a promo code DIWALI25")).toBeVisible();
		const sent = fetch.mock.calls.find(([, init]) => init?.method === "POST");
		expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
			code: "diwali25",
			percent_off: 25,
			max_discount: null,
			first_order_only: false,
			expires_at: "2026-11-30T18:29:59.000Z",
		});

		await userEvent.clear(dialog.getByLabelText("Code"));
		await userEvent.type(dialog.getByLabelText("Code"), "diwali26");
		await userEvent.click(screen.getByRole("button", { name: "Create code" }));
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		expect(await screen.findByText("Promo code DIWALI26 created")).toBeVisible();
	});
});
