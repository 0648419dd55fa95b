import type { AdminCatalogueChoices, AdminProductInput } from "@pitara/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveSession } from "../../../lib/session.ts";
import { apiPath, jsonResponse, renderConsoleRouter } from "../../../test/render.tsx";
import { consoleRoutes } from "../../app/router.tsx";

const staff = {
	user_id: 1,
	full_name: "Pitara Admin",
	email: "admin@pitara.in",
	phone: "9000000001",
	role: "admin" as const,
	idle_timeout_minutes: 720,
};
const choices: AdminCatalogueChoices = {
	categories: [{ id: 1, name: "Girls", active: true }],
	subcategories: [{ id: 2, category_id: 1, name: "Frocks", active: true }],
	brands: [{ id: 3, name: "Pitara Basics", active: true }],
	age_groups: ["4-5 years"],
};

/** The server as the new product's page sees it: the POST is kept, and refused (409) as a taken SKU would be. */
function fakeServer() {
	const sent: AdminProductInput[] = [];
	vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
		const path = apiPath(input as string).split("?")[0];
		const method = init?.method ?? "GET";
		if (path === "/admin/session") return jsonResponse(200, { status: true, response: staff });
		if (path === "/admin/contact-messages/unhandled-count")
			return jsonResponse(200, { status: true, response: { count: 0 } });
		if (path === "/admin/catalogue/choices") return jsonResponse(200, { status: true, response: choices });
		if (path === "/admin/products" && method === "POST") {
			sent.push(JSON.parse(String(init?.body)) as AdminProductInput);
			return jsonResponse(409, {
				status: false,
				code: "SKU_TAKEN",
				message: "SKU PKS-4-5Y-ROSE is already used by another variant",
				errors: [{ field: "variants.3.sku", message: "SKU PKS-4-5Y-ROSE is already used by another variant" }],
			});
		}
		return jsonResponse(404, { status: false, message: "Not found" });
	});
	return { sent };
}

beforeEach(() => saveSession({ token: "t".repeat(43), user: staff }));
afterEach(() => {
	clearSession();
	vi.restoreAllMocks();
});

describe("the product form's sizes × colours, shared text and schedule", () => {
	it("makes 6 variants with SKUs from the pattern, sends the product's description for each, and a moment in India time", async () => {
		const { sent } = fakeServer();
		renderConsoleRouter(createMemoryRouter(consoleRoutes, { initialEntries: ["/products/new"] }));
		await userEvent.type(await screen.findByLabelText("Name"), "Peacock Kurta");
		await userEvent.selectOptions(screen.getByLabelText("Category"), "1");
		await userEvent.selectOptions(screen.getByLabelText("Subcategory"), "2");
		await userEvent.selectOptions(screen.getByLabelText("Brand"), "3");
		await userEvent.type(screen.getByLabelText("Sizes"), "2-3 Y, 4-5 Y, 6-7 Y");
		await userEvent.type(screen.getByLabelText("Colours"), "Teal, Rose");
		const pattern = screen.getByLabelText("SKU pattern");
		await userEvent.clear(pattern);
		// typed braces are userEvent's key syntax: set the pattern at once
		fireEvent.change(pattern, { target: { value: "PKS-{size}-{colour}" } });
		await userEvent.type(screen.getByLabelText("Price of each (₹)"), "899");
		await userEvent.type(screen.getByLabelText("MRP of each (₹)"), "1199");
		await userEvent.type(screen.getByLabelText("Stock of each"), "5");
		expect(screen.getByTestId("matrix-skus")).toHaveTextContent(
			"6 new variants: PKS-2-3Y-TEAL, PKS-2-3Y-ROSE, PKS-4-5Y-TEAL, PKS-4-5Y-ROSE, PKS-6-7Y-TEAL, PKS-6-7Y-ROSE",
		);
		await userEvent.click(screen.getByRole("button", { name: "Make 6 variants" }));
		expect(screen.getAllByRole("group", { name: /^Variant \d$/ })).toHaveLength(6);

		// one description for all; the fourth variant has its own
		const description = screen.getByRole("textbox", { name: "Description" });
		description.innerHTML = "<p>Cotton</p>";
		fireEvent.input(description);
		await userEvent.click(
			screen.getAllByRole("checkbox", { name: "Its own description and specifications" })[3] as HTMLElement,
		);
		const own = screen.getByRole("textbox", { name: "Description of 4-5 Y · Rose" });
		own.innerHTML = "<p>Silk</p>";
		fireEvent.input(own);

		await userEvent.selectOptions(screen.getByLabelText("On the storefront"), "scheduled");
		fireEvent.change(screen.getByLabelText("Appears at (India time)"), { target: { value: "2026-12-01T06:00" } });
		await userEvent.click(screen.getAllByRole("button", { name: "Create product" })[0] as HTMLElement);

		await waitFor(() => expect(sent).toHaveLength(1));
		const body = sent[0] as AdminProductInput;
		expect(body.active).toBe(true);
		expect(body.publish_at).toBe("2026-12-01T06:00:00+05:30");
		expect(
			body.variants.map((v) => `${v.size}/${v.color}/${v.sku}/${v.price}/${v.stock}/${v.description_html}`),
		).toEqual([
			"2-3 Y/Teal/PKS-2-3Y-TEAL/899/5/<p>Cotton</p>",
			"2-3 Y/Rose/PKS-2-3Y-ROSE/899/5/<p>Cotton</p>",
			"4-5 Y/Teal/PKS-4-5Y-TEAL/899/5/<p>Cotton</p>",
			"4-5 Y/Rose/PKS-4-5Y-ROSE/899/5/<p>Silk</p>",
			"6-7 Y/Teal/PKS-6-7Y-TEAL/899/5/<p>Cotton</p>",
			"6-7 Y/Rose/PKS-6-7Y-ROSE/899/5/<p>Cotton</p>",
		]);
		// the server's refusal of a taken SKU shows under that card's SKU
		const card = screen.getByRole("group", { name: "Variant 4" });
		expect(await within(card).findByText("SKU PKS-4-5Y-ROSE is already used by another variant")).toBeVisible();
	});

	it("says why the matrix cannot be made", async () => {
		fakeServer();
		renderConsoleRouter(createMemoryRouter(consoleRoutes, { initialEntries: ["/products/new"] }));
		await userEvent.type(await screen.findByLabelText("Sizes"), "S, M");
		await userEvent.type(screen.getByLabelText("Colours"), "Teal");
		await userEvent.click(screen.getByRole("button", { name: "Make 2 variants" }));
		expect(screen.getByRole("alert")).toHaveTextContent("Name the product first: the pattern uses {product}");
		expect(screen.getAllByRole("group", { name: /^Variant \d$/ })).toHaveLength(1);
	});
});
