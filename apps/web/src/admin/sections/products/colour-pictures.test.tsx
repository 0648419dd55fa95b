import type { AdminCatalogueChoices, AdminProductDetail, AdminProductInput } from "@pitara/shared";
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
	age_groups: [],
};

/**
 * The server as the new product's page sees it: each staged upload answers a token (the last one is refused as
 * a renamed text file would be), and the product's POST is kept and answered as created.
 */
function fakeServer() {
	const sent: AdminProductInput[] = [];
	let uploads = 0;
	vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
		const path = apiPath(input as string).split("?")[0];
		const method = init?.method ?? "GET";
		if (path === "/admin/session") return jsonResponse(200, { status: true, response: staff });
		if (path === "/admin/contact-messages/unhandled-count")
			return jsonResponse(200, { status: true, response: { count: 0 } });
		if (path === "/admin/catalogue/choices") return jsonResponse(200, { status: true, response: choices });
		if (path === "/admin/product-images/staged" && method === "POST") {
			const name = (init?.body as File | undefined)?.name;
			if (name === "notes.png") {
				return jsonResponse(400, {
					status: false,
					code: "NOT_AN_IMAGE",
					message: "This file is not a JPEG, PNG or WebP picture (whatever its name says): please upload one of those",
				});
			}
			uploads += 1;
			return jsonResponse(201, {
				status: true,
				message: "Picture uploaded: it is added when the product is saved",
				response: {
					token: `token-${name}`,
					image_url: `/media/products/upload-${uploads}-480.webp`,
					expires_at: "2026-11-28T10:00:00.000Z",
				},
			});
		}
		if (path === "/admin/products" && method === "POST") {
			sent.push(JSON.parse(String(init?.body)) as AdminProductInput);
			const refusal = "Picture 1 of Rose was uploaded more than 24 hours ago and has expired: add it again";
			return jsonResponse(400, {
				status: false,
				code: "PICTURE_REFUSED",
				message: refusal,
				errors: [{ field: "colour_pictures.1.pictures.0", message: refusal }],
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

const png = (name: string) => new File(["fake"], name, { type: "image/png" });

describe("pictures per colour in the product form", () => {
	it("takes pictures for each colour before the first save, reorders, removes, sets alt text, and sends them with Create", async () => {
		const { sent } = fakeServer();
		renderConsoleRouter(createMemoryRouter(consoleRoutes, { initialEntries: ["/products/new"] }));
		await userEvent.type(await screen.findByLabelText("Name"), "Peacock Kurta");
		await userEvent.type(screen.getByLabelText("Sizes"), "S, M, L");
		await userEvent.type(screen.getByLabelText("Colours"), "Teal, Rose");
		await userEvent.type(screen.getByLabelText("Price of each (₹)"), "899");
		await userEvent.type(screen.getByLabelText("MRP of each (₹)"), "1199");
		await userEvent.type(screen.getByLabelText("Stock of each"), "5");
		await userEvent.click(screen.getByRole("button", { name: "Make 6 variants" }));

		// one zone per colour, naming the sizes that share it
		const teal = screen.getByRole("region", { name: "Teal" });
		const rose = screen.getByRole("region", { name: "Rose" });
		expect(teal).toHaveTextContent("Shown for S, M, L");
		await userEvent.upload(within(teal).getByLabelText("Add pictures of Teal"), [
			png("front.png"),
			png("back.png"),
			png("notes.png"),
		]);
		await userEvent.upload(within(rose).getByLabelText("Add pictures of Rose"), [png("rose.png"), png("extra.png")]);
		const tealList = await within(teal).findByRole("list", { name: "Pictures of Teal" });
		await waitFor(() => expect(within(tealList).getAllByRole("listitem")).toHaveLength(2));
		// the refused file says why, by name
		expect(within(teal).getByRole("alert")).toHaveTextContent(
			"notes.png: This file is not a JPEG, PNG or WebP picture (whatever its name says): please upload one of those",
		);
		await waitFor(() =>
			expect(
				within(within(rose).getByRole("list", { name: "Pictures of Rose" })).getAllByRole("listitem"),
			).toHaveLength(2),
		);
		expect(within(tealList).getAllByRole("listitem")[0]).toHaveTextContent(
			"Picture 1 of 2 · on the card · added when saved",
		);

		// back before front; the extra Rose picture removed; alt text
		await userEvent.click(within(teal).getByRole("button", { name: "Move Teal picture 2 earlier" }));
		await userEvent.click(within(rose).getByRole("button", { name: "Remove Rose picture 2" }));
		fireEvent.change(within(teal).getByLabelText("Alt text of Teal picture 1"), {
			target: { value: "Teal kurta, back" },
		});
		expect(screen.getByText("Unsaved changes")).toBeVisible();

		await userEvent.click(screen.getAllByRole("button", { name: "Create product" })[0] as HTMLElement);
		await waitFor(() => expect(sent).toHaveLength(1));
		expect(sent[0]?.colour_pictures).toEqual([
			{
				colour: "Teal",
				pictures: [
					{ token: "token-back.png", alt: "Teal kurta, back" },
					{ token: "token-front.png", alt: "" },
				],
			},
			{ colour: "Rose", pictures: [{ token: "token-rose.png", alt: "" }] },
		]);
		// the server's refusal of a picture is said on the Pictures card, and goes once the pictures change
		const card = screen.getByRole("heading", { name: "Pictures", level: 2 }).closest("section") as HTMLElement;
		expect(
			await within(card).findByText(
				"Picture 1 of Rose was uploaded more than 24 hours ago and has expired: add it again",
				{ selector: "li" },
			),
		).toBeVisible();
		await userEvent.click(within(rose).getByRole("button", { name: "Remove Rose picture 1" }));
		expect(
			within(card).queryByText("Picture 1 of Rose was uploaded more than 24 hours ago and has expired: add it again", {
				selector: "li",
			}),
		).toBeNull();
	});

	it("shows a saved product's colour pictures (on the colour's first size on sale) and offers a size its own", async () => {
		const image = (id: number) => ({
			id,
			image_url: `/media/products/p${id}-480.webp`,
			alt: `Picture ${id}`,
			position: 0,
		});
		const variant = (id: number, size: string, color: string, active: boolean, images: ReturnType<typeof image>[]) => ({
			id,
			size,
			color,
			price: 899,
			mrp: 1199,
			stock: 5,
			sku: `K-${id}`,
			active,
			description_html: "",
			specifications_html: "",
			weight_grams: null,
			box_length_cm: null,
			box_breadth_cm: null,
			box_height_cm: null,
			images,
		});
		const product: AdminProductDetail = {
			id: 9,
			name: "Saved Kurta",
			slug: "saved-kurta",
			category_id: 1,
			category: "Girls",
			subcategory_id: 2,
			subcategory: "Frocks",
			brand_id: 3,
			brand: "Pitara Basics",
			featured: false,
			age_groups: [],
			active: true,
			ordered: false,
			storefront_path: "/products/girls/saved-kurta",
			updated_at: "2026-11-27T10:00:00.000Z",
			// Teal S is hidden: Teal M holds the colour's pictures; Rose M has its own
			variants: [
				variant(1, "S", "Teal", false, [image(11)]),
				variant(2, "M", "Teal", true, [image(21), image(22)]),
				variant(3, "S", "Rose", true, [image(31)]),
				variant(4, "M", "Rose", true, [image(41)]),
			],
		};
		const sent: AdminProductInput[] = [];
		vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
			const path = apiPath(input as string).split("?")[0];
			if (path === "/admin/session") return jsonResponse(200, { status: true, response: staff });
			if (path === "/admin/contact-messages/unhandled-count")
				return jsonResponse(200, { status: true, response: { count: 0 } });
			if (path === "/admin/catalogue/choices") return jsonResponse(200, { status: true, response: choices });
			if (path === "/admin/products/9" && (init?.method ?? "GET") === "GET")
				return jsonResponse(200, { status: true, response: product });
			if (path === "/admin/products/9") {
				sent.push(JSON.parse(String(init?.body)) as AdminProductInput);
				return jsonResponse(400, { status: false, message: "Stop here" });
			}
			return jsonResponse(404, { status: false, message: "Not found" });
		});
		renderConsoleRouter(createMemoryRouter(consoleRoutes, { initialEntries: ["/products/9"] }));
		const teal = await screen.findByRole("region", { name: "Teal" });
		expect(
			within(within(teal).getByRole("list"))
				.getAllByRole("img")
				.map((img) => img.getAttribute("alt")),
		).toEqual(["Picture 21", "Picture 22"]);
		// a size other than its colour's holder may have pictures of its own
		expect(screen.getAllByRole("heading", { name: "Pictures of this size only" })).toHaveLength(2);
		await userEvent.click(within(teal).getByRole("button", { name: "Remove Teal picture 1" }));
		await userEvent.click(screen.getAllByRole("button", { name: "Save" })[0] as HTMLElement);
		await waitFor(() => expect(sent).toHaveLength(1));
		expect(sent[0]?.colour_pictures).toEqual([
			{ colour: "Teal", pictures: [{ image_id: 22, alt: "Picture 22" }] },
			{ colour: "Rose", pictures: [{ image_id: 31, alt: "Picture 31" }] },
		]);
	});
});
