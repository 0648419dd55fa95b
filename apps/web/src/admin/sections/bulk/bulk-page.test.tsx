import type { AdminProductImportReport } from "@pitara/shared";
import { screen } from "@testing-library/react";
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
const report = (fields: Partial<AdminProductImportReport>): AdminProductImportReport => ({
	dry_run: true,
	applied: false,
	products_created: 1,
	products_updated: 0,
	products_unchanged: 0,
	variants_created: 2,
	variants_updated: 0,
	variants_unchanged: 0,
	lines_refused: 0,
	changes_by_field: {},
	columns: ["sku", "price"],
	rows: [
		{ line: 2, sku: "CSV-1", action: "create", changes: [], errors: [] },
		{ line: 3, sku: "CSV-2", action: "create", changes: [], errors: [] },
	],
	errors: [],
	...fields,
});

beforeEach(() => saveSession({ token: "t".repeat(43), user: staff }));
afterEach(() => {
	clearSession();
	vi.restoreAllMocks();
});

/** The server: answers each import call with the next of `answers`. */
function fakeServer(answers: { message: string; response: AdminProductImportReport }[]) {
	return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
		const path = apiPath(input as string).split("?")[0];
		if (path === "/admin/session") return jsonResponse(200, { status: true, response: staff });
		if (path === "/admin/contact-messages/unhandled-count")
			return jsonResponse(200, { status: true, response: { count: 0 } });
		const next = answers.shift();
		return next ? jsonResponse(200, { status: true, ...next }) : jsonResponse(500, { status: false, message: "x" });
	});
}
const open = () => renderRouter(createMemoryRouter(consoleRoutes, { initialEntries: ["/import-export"] }));
const csvFile = () => new File(["product_id,product_name\n"], "products.csv", { type: "text/csv" });
const imports = (fetch: ReturnType<typeof fakeServer>) =>
	fetch.mock.calls.filter(([input]) => apiPath(input as string).startsWith("/admin/products/import"));

describe("Import & export", () => {
	it("checks a chosen file first, lists the refused lines and offers no Apply", async () => {
		const fetch = fakeServer([
			{
				message: "Nothing was imported: 1 line is refused",
				response: report({
					lines_refused: 1,
					rows: [
						{ line: 3, sku: "CSV-2", action: "create", changes: [], errors: ["mrp: MRP cannot be less than price"] },
					],
				}),
			},
		]);
		open();
		await userEvent.upload(await screen.findByLabelText("Products CSV file"), csvFile());
		expect(await screen.findByText("Nothing was imported: 1 line is refused")).toBeVisible();
		expect(screen.getByRole("row", { name: /3 CSV-2 New variant mrp: MRP cannot be less than price/ })).toBeVisible();
		expect(screen.queryByRole("button", { name: "Apply the import" })).toBeNull();
		const [url, init] = imports(fetch)[0] as [string, RequestInit];
		expect(url).toBe("/api/admin/products/import?dry_run=true");
		expect((init.headers as Record<string, string>)["content-type"]).toBe("text/csv");
	});

	it("applies a file whose check refused nothing, sending the same file again without dry run", async () => {
		const fetch = fakeServer([
			{ message: "Dry run: every line is fine; 1 products would be created, 0 updated", response: report({}) },
			{ message: "Imported: 1 products created, 0 updated", response: report({ dry_run: false, applied: true }) },
		]);
		open();
		await userEvent.upload(await screen.findByLabelText("Products CSV file"), csvFile());
		await userEvent.click(await screen.findByRole("button", { name: "Apply the import" }));
		expect(await screen.findByRole("heading", { name: "Imported" })).toBeVisible();
		expect(imports(fetch).map(([url]) => url)).toEqual([
			"/api/admin/products/import?dry_run=true",
			"/api/admin/products/import?dry_run=false",
		]);
	});

	it("shows what a dry run would change as before → after, with the counts per kind, and hides unchanged lines", async () => {
		fakeServer([
			{
				message: "Dry run: every line is fine; 0 products would be created, 1 updated, 4 unchanged",
				response: report({
					products_created: 0,
					products_updated: 1,
					products_unchanged: 4,
					variants_created: 0,
					variants_updated: 1,
					variants_unchanged: 9,
					changes_by_field: { price: 1 },
					rows: [
						{ line: 2, sku: "PIT-1", action: "unchanged", changes: [], errors: [] },
						{
							line: 3,
							sku: "PIT-2",
							action: "update",
							changes: [{ field: "price", before: "₹499", after: "₹524" }],
							errors: [],
						},
					],
				}),
			},
		]);
		open();
		await userEvent.upload(await screen.findByLabelText("Products CSV file"), csvFile());
		expect(await screen.findByRole("row", { name: /3 PIT-2 Update price: ₹499 → ₹524/ })).toBeVisible();
		expect(screen.queryByRole("row", { name: /PIT-1/ })).toBeNull();
		expect(screen.getByTestId("import-counts")).toHaveTextContent(
			"1 product changed · 4 products unchanged · 1 variant changed · 9 variants unchanged",
		);
		expect(screen.getByRole("button", { name: "Apply the import" })).toBeVisible();
	});
});
