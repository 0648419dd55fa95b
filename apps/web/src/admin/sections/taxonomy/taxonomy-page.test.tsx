import type { AdminTaxonomy, AdminTaxonomyItem } from "@pitara/shared";
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
const row = (kind: AdminTaxonomyItem["kind"], id: number, name: string, fields: Partial<AdminTaxonomyItem> = {}) => ({
	kind,
	id,
	name,
	parent_id: null,
	active: true,
	position: kind === "category" || kind === "subcategory" ? id : null,
	products: 3,
	...fields,
});
const taxonomy: AdminTaxonomy = {
	categories: [row("category", 1, "Girls"), row("category", 2, "Boys"), row("category", 3, "Toys", { active: false })],
	subcategories: [row("subcategory", 4, "Frocks", { parent_id: 1 }), row("subcategory", 5, "Shirts", { parent_id: 2 })],
	super_subcategories: [row("super_subcategory", 6, "Cotton frocks", { parent_id: 4, products: 0 })],
	brands: [row("brand", 7, "Mee Mee")],
};

/** Answers the page's calls; a write answers `writes[path]` (or a success), and each call is recorded. */
function fakeServer(writes: Record<string, Response> = {}) {
	return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
		const path = apiPath(input as string);
		if (path === "/admin/session") return jsonResponse(200, { status: true, response: staff });
		if (path === "/admin/taxonomy") return jsonResponse(200, { status: true, response: taxonomy });
		const answer = writes[path];
		if (answer) return answer;
		const body = JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;
		return jsonResponse(200, {
			status: true,
			message: "Saved",
			response: path.endsWith("/order") ? body.ids : row("brand", 9, "x"),
		});
	});
}
const writes = (fetch: ReturnType<typeof fakeServer>) =>
	fetch.mock.calls
		.filter(([, init]) => init?.method && init.method !== "GET")
		.map(([input, init]) => [init?.method, apiPath(input as string), JSON.parse(String(init?.body))]);

const open = () => renderRouter(createMemoryRouter(consoleRoutes, { initialEntries: ["/categories"] }));

beforeEach(() => saveSession({ token: "t".repeat(43), user: staff }));
afterEach(() => {
	clearSession();
	vi.restoreAllMocks();
});

describe("Categories & brands", () => {
	it("lists each kind with its state, adds a subcategory to the chosen category, moves and hides a category", async () => {
		const fetch = fakeServer();
		open();
		const categories = await screen.findByRole("list", { name: "Category list" });
		expect(
			within(categories)
				.getAllByRole("listitem")
				.map((item) => item.textContent),
		).toEqual([
			expect.stringContaining("Girls3 productsShown"),
			expect.stringContaining("Boys3 productsShown"),
			expect.stringContaining("Toys3 productsHidden"),
		]);
		expect(screen.getByRole("button", { name: "Move Girls up" })).toBeDisabled();

		await userEvent.selectOptions(screen.getByLabelText("Of the category"), "Boys");
		expect(within(screen.getByRole("list", { name: "Subcategory list" })).getByText("Shirts")).toBeVisible();
		await userEvent.type(screen.getByLabelText("New subcategory"), "Kurtas");
		await userEvent.click(screen.getByRole("button", { name: "Add subcategory" }));
		await userEvent.click(screen.getByRole("button", { name: "Move Girls down" }));
		await userEvent.click(screen.getByRole("button", { name: "Hide Boys" }));
		await waitFor(() => expect(writes(fetch)).toHaveLength(3));
		expect(writes(fetch)).toEqual([
			["POST", "/admin/taxonomy/subcategory", { name: "Kurtas", parent_id: 2 }],
			["PUT", "/admin/taxonomy/category/order", { ids: [2, 1, 3] }],
			["PATCH", "/admin/taxonomy/category/2", { active: false }],
		]);
		// typing and five clicks: slow on a busy machine, not a sign of anything wrong
	}, 15_000);

	it("renames a brand in place and shows the server's refusal on the row", async () => {
		const fetch = fakeServer({
			"/admin/taxonomy/brand/7": jsonResponse(409, {
				status: false,
				message: "A brand with this name already exists",
				code: "NAME_TAKEN",
				errors: [{ field: "name", message: "A brand with this name already exists" }],
			}),
		});
		open();
		await userEvent.click(await screen.findByRole("button", { name: "Rename Mee Mee" }));
		const input = screen.getByLabelText("New name of Mee Mee");
		await userEvent.clear(input);
		await userEvent.type(input, "Chicco{Enter}");
		expect(await screen.findByText("A brand with this name already exists")).toBeVisible();
		expect(writes(fetch)).toEqual([["PATCH", "/admin/taxonomy/brand/7", { name: "Chicco" }]]);
		// brands keep the storefront's alphabetical order: no arrows
		expect(screen.queryByRole("button", { name: "Move Mee Mee up" })).toBeNull();
	});

	it("names a category in Hindi beside its English and shows how much of each list is translated (decision 061)", async () => {
		const [girls, boys, toys] = taxonomy.categories as [AdminTaxonomyItem, AdminTaxonomyItem, AdminTaxonomyItem];
		Object.assign(girls, { name_hi: "लड़कियाँ" });
		Object.assign(boys, { name_hi: "" });
		Object.assign(toys, { name_hi: "" });
		try {
			const fetch = fakeServer();
			open();
			expect(await screen.findByText("Categories · Hindi translated 33%")).toBeVisible();
			expect(screen.getByText("Subcategories · Hindi translated 0%")).toBeVisible();
			expect(screen.getByText("लड़कियाँ")).toHaveAttribute("lang", "hi");
			await userEvent.click(screen.getByRole("button", { name: "Rename Boys" }));
			await userEvent.type(screen.getByLabelText("Hindi name of Boys"), "लड़के{Enter}");
			await waitFor(() => expect(writes(fetch)).toHaveLength(1));
			expect(writes(fetch)).toEqual([["PATCH", "/admin/taxonomy/category/2", { name: "Boys", name_hi: "लड़के" }]]);
		} finally {
			for (const category of [girls, boys, toys]) delete category.name_hi;
		}
	});
});
