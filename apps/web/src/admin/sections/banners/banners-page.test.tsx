import type { AdminBanner, BannerPlacement } from "@pitara/shared";
import { screen, waitFor, within } from "@testing-library/react";
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
const banner = (
	id: number,
	title: string,
	position: number,
	placement: BannerPlacement,
	status = 1,
	link: Partial<AdminBanner> = {},
): AdminBanner => ({
	banner_id: id,
	title,
	name: title,
	placement,
	link_kind: "category",
	product_id: null,
	product_name: null,
	link_path: null,
	href: "/products?category=Toys",
	headline: "",
	headline_hi: "",
	url: `/media/banners/seed-${id}-480.webp`,
	image: `/media/banners/seed-${id}`,
	status,
	category: "Toys",
	subCategory: "",
	mediaType: "image",
	offers: 10,
	alt: "",
	alt_hi: "",
	starts_at: null,
	ends_at: null,
	position,
	created_at: "2026-11-01T06:30:00.000Z",
	...link,
});
const existing = [
	banner(1, "Summer frocks festival", 0, "top"),
	banner(2, "Back to school", 1, "top"),
	banner(3, "Toys that spark joy", 0, "toys"),
];
const products = [
	{ id: 41, name: "Wooden Rocking Horse", category: "Toys", active: true },
	{ id: 42, name: "Rocking Chair Plush", category: "Toys", active: false },
].map((row) => ({
	...row,
	slug: row.name.toLowerCase().replaceAll(" ", "-"),
	subcategory: "",
	brand: "Pitara",
	featured: false,
	variants: 1,
	stock: 3,
	min_price: 899,
	image_url: null,
	updated_at: "2026-11-01T06:30:00.000Z",
}));

beforeEach(() => saveSession({ token: "t".repeat(43), user: staff }));
afterEach(() => {
	clearSession();
	vi.restoreAllMocks();
});

const jpeg = (name = "diwali.jpg") =>
	new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: "image/jpeg" });

function fakeServer(uploadAnswers: Response[], saveAnswers: Response[] = []) {
	const calls: [string, RequestInit | undefined, string][] = [];
	vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
		const [path = "", search = ""] = apiPath(input as string).split("?");
		calls.push([path, init, search]);
		if (path === "/admin/session") return jsonResponse(200, { status: true, response: staff });
		if (path === "/admin/contact-messages/unhandled-count")
			return jsonResponse(200, { status: true, response: { count: 0 } });
		if (path === "/admin/catalogue/choices") {
			return jsonResponse(200, {
				status: true,
				response: {
					categories: [
						{ id: 1, name: "Girls", active: true },
						{ id: 2, name: "Toys", active: true },
					],
					subcategories: [
						{ id: 10, category_id: 1, name: "Frocks & Dresses", active: true },
						{ id: 20, category_id: 2, name: "Soft Toys", active: true },
					],
					brands: [],
					age_groups: [],
				},
			});
		}
		if (path === "/admin/products") {
			const q = new URLSearchParams(search).get("q")?.toLowerCase() ?? "";
			const rows = products.filter((row) => row.name.toLowerCase().includes(q));
			return jsonResponse(200, { status: true, response: rows, total: rows.length, page: 1, page_size: 8 });
		}
		if (path === "/admin/banners" && (init?.method ?? "GET") === "GET") {
			return jsonResponse(200, { status: true, response: existing });
		}
		if (path === "/admin/banners/pictures") {
			return uploadAnswers.shift() ?? jsonResponse(500, { status: false, message: "no more answers" });
		}
		if (path === "/admin/banners" && init?.method === "POST") {
			return (
				saveAnswers.shift() ??
				jsonResponse(201, { status: true, message: "Banner added", response: banner(9, "Diwali sale", 0, "top") })
			);
		}
		return jsonResponse(404, { status: false, message: `unexpected ${path}` });
	});
	return { calls: (path: string) => calls.filter(([called]) => called === path) };
}

describe("Banners", () => {
	it("uploads a picture for a new banner, shows the slot it fills on the home page, and saves the uploaded path", async () => {
		const server = fakeServer([
			jsonResponse(400, {
				status: false,
				code: "NOT_AN_IMAGE",
				message: "This file is not a JPEG, PNG or WebP picture (whatever its name says): please upload one of those",
			}),
			jsonResponse(201, {
				status: true,
				message: "Picture uploaded",
				response: { image: "/media/banners/upload-abc", url: "/media/banners/upload-abc-480.webp" },
			}),
		]);
		renderConsoleRouter(createMemoryRouter(consoleRoutes, { initialEntries: ["/banners"] }));
		await userEvent.click(await screen.findByRole("button", { name: "New banner" }, { timeout: 5000 }));
		const dialog = await screen.findByRole("dialog", { name: "New banner" });

		// an SVG is refused before sending; a renamed file is refused by the server, its message shown
		await userEvent.upload(
			within(dialog).getByLabelText("Upload a banner picture"),
			new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }),
			{ applyAccept: false },
		);
		expect(within(dialog).getByRole("alert")).toHaveTextContent("logo.svg is not a JPEG, PNG or WebP picture");
		expect(server.calls("/admin/banners/pictures")).toHaveLength(0);
		await userEvent.upload(within(dialog).getByLabelText("Upload a banner picture"), jpeg("notes.jpg"));
		expect(await within(dialog).findByRole("alert")).toHaveTextContent(
			"notes.jpg: This file is not a JPEG, PNG or WebP picture (whatever its name says)",
		);

		await userEvent.upload(within(dialog).getByLabelText("Upload a banner picture"), jpeg());
		await waitFor(() => expect(server.calls("/admin/banners/pictures")).toHaveLength(2));
		const [, sent] = server.calls("/admin/banners/pictures")[1] ?? [];
		expect(sent?.body).toBeInstanceOf(File);
		await waitFor(() =>
			expect(within(dialog).getByLabelText("Or use a picture already on the shop")).toHaveValue(
				"/media/banners/upload-abc",
			),
		);

		// the preview places it where the owner chose, by the storefront's own rules
		await userEvent.type(within(dialog).getByLabelText("Name"), "Diwali sale");
		await userEvent.type(
			within(dialog).getByLabelText("Headline over the picture (optional)"),
			"Lights, gifts, 40% off",
		);
		await userEvent.click(within(dialog).getByRole("radio", { name: "Top carousel" }));
		await userEvent.clear(within(dialog).getByLabelText("Order"));
		await userEvent.type(within(dialog).getByLabelText("Order"), "1");
		expect(within(dialog).getByTestId("home-slot")).toHaveTextContent(
			"Slide 3 of 3 of the carousel at the top of the home page.",
		);
		expect(within(dialog).getByRole("figure", { name: "Home page preview" }).querySelector("img")).toHaveAttribute(
			"src",
			"/media/banners/upload-abc-480.webp",
		);
		await userEvent.click(within(dialog).getByRole("radio", { name: "Toys section" }));
		expect(within(dialog).getByTestId("home-slot")).toHaveTextContent(
			"Not shown: another toys section banner comes first (lower order).",
		);
		await userEvent.click(within(dialog).getByRole("radio", { name: "Not on the home page" }));
		expect(within(dialog).getByTestId("home-slot")).toHaveTextContent("Not on the home page: choose where it shows.");
		// no magic titles and no notes quoting the specification
		expect(within(dialog).queryByText(/BannerTop|SPEC\.md/)).toBeNull();
		await userEvent.click(within(dialog).getByRole("radio", { name: "Top carousel" }));

		await userEvent.click(within(dialog).getByRole("button", { name: "Add banner" }));
		await waitFor(() => expect(server.calls("/admin/banners").some(([, init]) => init?.method === "POST")).toBe(true));
		const saved = server.calls("/admin/banners").find(([, init]) => init?.method === "POST")?.[1] as RequestInit;
		expect(JSON.parse(saved.body as string)).toMatchObject({
			title: "Diwali sale",
			placement: "top",
			headline: "Lights, gifts, 40% off",
			headline_hi: "",
			image: "/media/banners/upload-abc",
			position: 1,
			status: 1,
			link_kind: "category",
			category: "",
			product_id: null,
			link_path: null,
		});
	}, 20_000);

	it("links a banner to a product found by typing, or to a path on the shop (another site refused before sending)", async () => {
		const server = fakeServer(
			[],
			[
				jsonResponse(400, {
					status: false,
					message: "There is no product #41",
					errors: [{ field: "product_id", message: "There is no product #41" }],
				}),
			],
		);
		renderConsoleRouter(createMemoryRouter(consoleRoutes, { initialEntries: ["/banners"] }));
		await userEvent.click(await screen.findByRole("button", { name: "New banner" }, { timeout: 5000 }));
		const dialog = await screen.findByRole("dialog", { name: "New banner" });
		await userEvent.type(within(dialog).getByLabelText("Name"), "Rocking horse week");
		await userEvent.selectOptions(
			within(dialog).getByLabelText("Or use a picture already on the shop"),
			"/media/banners/seed-1",
		);

		// a category, picked from the catalogue's list; its subcategories follow it
		await userEvent.selectOptions(await within(dialog).findByLabelText("Category"), "Toys");
		expect(
			within(within(dialog).getByLabelText("Subcategory"))
				.getAllByRole("option")
				.map((option) => option.textContent),
		).toEqual(["All of the category", "Soft Toys"]);

		// a product: search as you type, pick with the keys
		await userEvent.click(within(dialog).getByRole("radio", { name: "A product" }));
		const search = within(dialog).getByRole("combobox", { name: "Find a product" });
		await userEvent.type(search, "rock");
		const list = await within(dialog).findByRole("listbox", { name: "Products found" });
		expect(
			within(list)
				.getAllByRole("option")
				.map((option) => option.textContent),
		).toEqual(["Wooden Rocking HorseToys", "Rocking Chair PlushToys · hidden"]);
		await userEvent.type(search, "ing h");
		await waitFor(() =>
			expect(
				within(within(dialog).getByRole("listbox", { name: "Products found" })).getAllByRole("option"),
			).toHaveLength(1),
		);
		await userEvent.keyboard("{Enter}");
		expect(within(dialog).getByTestId("banner-product")).toHaveTextContent("Links to Wooden Rocking Horse");
		const searched = server.calls("/admin/products").map(([, , search]) => new URLSearchParams(search).get("q"));
		expect(searched).toContain("rocking h");
		expect(searched.length).toBeLessThan("rocking h".length); // not one request per key

		// the server's field error is shown under the product
		await userEvent.click(within(dialog).getByRole("button", { name: "Add banner" }));
		expect(await within(dialog).findByText("There is no product #41", { selector: "p:not([role])" })).toBeVisible();
		const [, sent] = server.calls("/admin/banners").find(([, init]) => init?.method === "POST") ?? [];
		expect(JSON.parse(String(sent?.body))).toMatchObject({
			link_kind: "product",
			product_id: 41,
			link_path: null,
			category: "",
		});

		// a path on the shop: another site or a script is refused before anything is sent
		await userEvent.click(within(dialog).getByRole("radio", { name: "A page of this shop" }));
		const path = within(dialog).getByLabelText("Path on this shop");
		const posts = () => server.calls("/admin/banners").filter(([, init]) => init?.method === "POST").length;
		for (const bad of ["https://evil.example/sale", "//evil.example", "javascript:alert(1)"]) {
			await userEvent.clear(path);
			await userEvent.type(path, bad);
			expect(path).toHaveAccessibleDescription(/Link: a path on this shop, starting with \//);
			await userEvent.click(within(dialog).getByRole("button", { name: "Add banner" }));
		}
		expect(posts()).toBe(1);
		await userEvent.clear(path);
		await userEvent.type(path, "/products?category=Toys");
		await userEvent.click(within(dialog).getByRole("button", { name: "Add banner" }));
		await waitFor(() => expect(posts()).toBe(2));
		const last = server.calls("/admin/banners").filter(([, init]) => init?.method === "POST")[1]?.[1];
		expect(JSON.parse(String(last?.body))).toMatchObject({
			link_kind: "path",
			link_path: "/products?category=Toys",
			product_id: null,
		});
	}, 30_000);
});
