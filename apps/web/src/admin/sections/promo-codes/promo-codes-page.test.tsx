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
	amount_off: null,
	max_discount: 200,
	min_order: 0,
	first_order_only: true,
	once_per_customer: false,
	max_uses: null,
	active: true,
	starts_at: null,
	expires_at: null,
	free_delivery: false,
	name: "WELCOME10",
	automatic: false,
	category_ids: [],
	subcategory_ids: [],
	product_ids: [],
	brand_ids: [],
	scope: [],
	uses: 42,
	created_at: "2026-11-01T06:30:00.000Z",
};
/** what a new code sends besides its own values: no name, not automatic, every item */
const defaults = {
	free_delivery: false,
	name: "",
	automatic: false,
	category_ids: [],
	subcategory_ids: [],
	product_ids: [],
	brand_ids: [],
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
			if (path === "/admin/contact-messages/unhandled-count")
				return jsonResponse(200, { status: true, response: { count: 0 } });
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
			"WELCOME1010%, at most ₹200 · first order onlyAll itemsWorksno end42",
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
			amount_off: null,
			max_discount: null,
			min_order: 0,
			first_order_only: false,
			once_per_customer: false,
			max_uses: null,
			starts_at: null,
			expires_at: "2026-11-30T18:29:59.000Z",
			...defaults,
		});

		await userEvent.clear(dialog.getByLabelText("Code"));
		await userEvent.type(dialog.getByLabelText("Code"), "diwali26");
		await userEvent.click(screen.getByRole("button", { name: "Create code" }));
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		expect(await screen.findByText("Promo code DIWALI26 created")).toBeVisible();
	}, 20_000);

	it("creates a fixed-amount code with a minimum order, a first day and once per shopper, and lists its rules", async () => {
		const fixed: AdminPromo = {
			...promo,
			id: 5,
			code: "FLAT200",
			name: "FLAT200",
			percent_off: null,
			amount_off: 200,
			max_discount: null,
			min_order: 999,
			first_order_only: false,
			once_per_customer: true,
			starts_at: "2099-12-01T18:30:00.000Z",
			uses: 0,
		};
		const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
			const path = apiPath(input as string).split("?")[0];
			if (path === "/admin/session") return jsonResponse(200, { status: true, response: staff });
			if (path === "/admin/contact-messages/unhandled-count")
				return jsonResponse(200, { status: true, response: { count: 0 } });
			if (path === "/admin/promo-codes" && (init?.method ?? "GET") === "GET") {
				return jsonResponse(200, { status: true, response: [fixed], total: 1, page: 1, page_size: 25 });
			}
			return jsonResponse(201, { status: true, message: "Promo code FLAT200 created", response: fixed });
		});
		renderRouter(createMemoryRouter(consoleRoutes, { initialEntries: ["/promo-codes"] }));
		const table = await screen.findByRole("table", { name: "Promo codes" }, { timeout: 5000 });
		expect(within(table).getAllByRole("row")[1]).toHaveTextContent(
			"FLAT200₹200 · on ₹999 or more · once per shopperAll itemsNot startedfrom 2 Dec 2099, no end0",
		);

		await userEvent.click(screen.getByRole("button", { name: "New promo code" }));
		const dialog = within(await screen.findByRole("dialog"));
		await userEvent.type(dialog.getByLabelText("Code"), "flat200");
		await userEvent.click(dialog.getByRole("radio", { name: "A fixed amount" }));
		expect(dialog.queryByLabelText("Percent off")).toBeNull();
		await userEvent.type(dialog.getByLabelText("Amount off (₹)"), "200");
		await userEvent.type(dialog.getByLabelText(/Minimum order/), "999");
		await userEvent.type(dialog.getByLabelText(/First day it works/), "2099-12-02");
		await userEvent.click(dialog.getByRole("checkbox", { name: "Once per shopper" }));
		await userEvent.click(screen.getByRole("button", { name: "Create code" }));
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		const sent = fetch.mock.calls.find(([, init]) => init?.method === "POST");
		expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
			code: "flat200",
			percent_off: null,
			amount_off: 200,
			max_discount: null,
			min_order: 999,
			first_order_only: false,
			once_per_customer: true,
			max_uses: null,
			starts_at: "2099-12-01T18:30:00.000Z",
			expires_at: null,
			...defaults,
		});
	}, 20_000);

	it("changes a saved code: its rules, last day and total uses, sending only what changed", async () => {
		const saved: AdminPromo = { ...promo, expires_at: "2026-11-30T18:29:59.000Z", max_uses: null };
		const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
			const path = apiPath(input as string).split("?")[0];
			if (path === "/admin/session") return jsonResponse(200, { status: true, response: staff });
			if (path === "/admin/contact-messages/unhandled-count")
				return jsonResponse(200, { status: true, response: { count: 0 } });
			if (path === "/admin/promo-codes" && (init?.method ?? "GET") === "GET") {
				return jsonResponse(200, { status: true, response: [saved], total: 1, page: 1, page_size: 25 });
			}
			if (path === "/admin/promo-codes/3" && init?.method === "PATCH") {
				return jsonResponse(200, {
					status: true,
					message: "Promo code WELCOME10 saved",
					response: { ...saved, max_uses: 500, percent_off: 12 },
				});
			}
			throw new Error(`unexpected ${init?.method} ${path}`);
		});
		renderRouter(createMemoryRouter(consoleRoutes, { initialEntries: ["/promo-codes"] }));
		await screen.findByRole("table", { name: "Promo codes" }, { timeout: 5000 });
		await userEvent.click(screen.getAllByRole("button", { name: "Change WELCOME10" })[0] as HTMLElement);
		const dialog = within(await screen.findByRole("dialog"));
		expect(dialog.getByText(/42 orders have used this code: they keep the discount they got/)).toBeVisible();
		expect(dialog.getByLabelText("Code")).toHaveValue("WELCOME10");
		expect(dialog.getByLabelText("Code")).toHaveAttribute("readonly");
		expect(dialog.getByLabelText("Percent off")).toHaveValue("10");
		// the last day is the India day of the saved instant
		expect(dialog.getByLabelText(/Last day it works/)).toHaveValue("2026-11-30");
		await userEvent.clear(dialog.getByLabelText("Percent off"));
		await userEvent.type(dialog.getByLabelText("Percent off"), "12");
		await userEvent.type(dialog.getByLabelText(/Total uses/), "500");
		await userEvent.click(screen.getByRole("button", { name: "Save code" }));
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		expect(await screen.findByText("Promo code WELCOME10 saved")).toBeVisible();
		const sent = fetch.mock.calls.find(([, init]) => init?.method === "PATCH");
		expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ percent_off: 12, max_uses: 500 });
	}, 20_000);

	it("makes a saved code an automatic 10% on one category: the scope picker, the list's scope, only what changed", async () => {
		const taxonomy = {
			categories: [
				{ kind: "category", id: 7, name: "Toys", parent_id: null, active: true, position: 1, products: 40 },
				{ kind: "category", id: 8, name: "Girls", parent_id: null, active: true, position: 2, products: 90 },
			],
			subcategories: [],
			super_subcategories: [],
			brands: [{ kind: "brand", id: 3, name: "LEGO", parent_id: null, active: true, position: null, products: 5 }],
		};
		const changed: AdminPromo = {
			...promo,
			automatic: true,
			name: "Toy week",
			category_ids: [7],
			scope: [{ kind: "category", id: 7, name: "Toys" }],
		};
		let list = [promo];
		const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
			const path = apiPath(input as string).split("?")[0];
			if (path === "/admin/session") return jsonResponse(200, { status: true, response: staff });
			if (path === "/admin/contact-messages/unhandled-count")
				return jsonResponse(200, { status: true, response: { count: 0 } });
			if (path === "/admin/taxonomy") return jsonResponse(200, { status: true, response: taxonomy });
			if (path === "/admin/promo-codes" && (init?.method ?? "GET") === "GET") {
				return jsonResponse(200, { status: true, response: list, total: 1, page: 1, page_size: 25 });
			}
			if (path === "/admin/promo-codes/3" && init?.method === "PATCH") {
				list = [changed];
				return jsonResponse(200, { status: true, message: "Promo code WELCOME10 saved", response: changed });
			}
			throw new Error(`unexpected ${init?.method} ${path}`);
		});
		renderRouter(createMemoryRouter(consoleRoutes, { initialEntries: ["/promo-codes"] }));
		await screen.findByRole("table", { name: "Promo codes" }, { timeout: 5000 });
		await userEvent.click(screen.getAllByRole("button", { name: "Change WELCOME10" })[0] as HTMLElement);
		const dialog = within(await screen.findByRole("dialog"));
		await userEvent.type(dialog.getByLabelText(/Name shoppers see/), "Toy week");
		await userEvent.click(dialog.getByRole("checkbox", { name: /Automatic/ }));
		await userEvent.click(dialog.getByRole("radio", { name: "Chosen items only" }));
		await userEvent.click(await dialog.findByRole("checkbox", { name: "Toys" }));
		await userEvent.click(screen.getByRole("button", { name: "Save code" }));
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		const sent = fetch.mock.calls.find(([, init]) => init?.method === "PATCH");
		expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ name: "Toy week", automatic: true, category_ids: [7] });
		const table = await screen.findByRole("table", { name: "Promo codes" });
		await waitFor(() => expect(within(table).getAllByRole("row")[1]).toHaveTextContent("Toy week"));
		expect(within(table).getAllByRole("row")[1]).toHaveTextContent("Automatic");
		expect(within(table).getAllByRole("row")[1]).toHaveTextContent("Toys");
	}, 20_000);
});
