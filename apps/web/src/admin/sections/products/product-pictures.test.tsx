import type { AdminCatalogueChoices, AdminProductDetail, AdminProductImage } from "@pitara/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveSession } from "../../../lib/session.ts";
import { apiPath, jsonResponse, renderConsoleRouter } from "../../../test/render.tsx";
import { consoleRoutes } from "../../app/router.tsx";
import { moved, pictureProblem } from "./components/product-pictures.tsx";

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
const picture = (id: number, position: number, alt = ""): AdminProductImage => ({
	id,
	image_url: `/media/products/upload-${id}-480.webp`,
	alt,
	position,
});

/** The server as the page sees it: a product whose second size's own pictures change with each call. */
function fakeServer(images: AdminProductImage[], answers: { upload?: Response } = {}) {
	let pictures = [...images];
	let nextId = 100;
	const product = (): AdminProductDetail => ({
		id: 5,
		name: "Sunflower Twirl Frock",
		slug: "sunflower-twirl-frock",
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
		storefront_path: "/girls/sunflower-twirl-frock",
		updated_at: "2026-11-20T06:30:00.000Z",
		// 2-3 Y holds the Yellow pictures, here none (decision 066); 4-5 Y has pictures of its own
		variants: [
			{
				id: 10,
				size: "2-3 Y",
				color: "Yellow",
				price: 799,
				mrp: 999,
				stock: 5,
				sku: "SUN-23",
				active: true,
				description_html: "",
				specifications_html: "",
				weight_grams: 300,
				box_length_cm: 30,
				box_breadth_cm: 20,
				box_height_cm: 4,
				images: [],
			},
			{
				id: 11,
				size: "4-5 Y",
				color: "Yellow",
				price: 799,
				mrp: 999,
				stock: 5,
				sku: "SUN-45",
				active: true,
				description_html: "",
				specifications_html: "",
				weight_grams: 300,
				box_length_cm: 30,
				box_breadth_cm: 20,
				box_height_cm: 4,
				images: pictures,
			},
		],
	});
	const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
		const path = apiPath(input as string).split("?")[0];
		const method = init?.method ?? "GET";
		if (path === "/admin/session") return jsonResponse(200, { status: true, response: staff });
		if (path === "/admin/catalogue/choices") return jsonResponse(200, { status: true, response: choices });
		if (path === "/admin/products/5") return jsonResponse(200, { status: true, response: product() });
		if (path === "/admin/variants/11/images" && method === "POST") {
			if (answers.upload) return answers.upload;
			nextId += 1;
			const added = picture(nextId, pictures.length);
			pictures = [...pictures, added];
			return jsonResponse(201, { status: true, message: "Picture added", response: added });
		}
		if (path === "/admin/variants/11/images/order" && method === "PUT") {
			const ids = (JSON.parse(String(init?.body)) as { ids: number[] }).ids;
			pictures = ids.map((id, position) => ({ ...(pictures.find((p) => p.id === id) as AdminProductImage), position }));
			return jsonResponse(200, { status: true, message: "Pictures reordered", response: pictures });
		}
		const one = /^\/admin\/product-images\/(\d+)$/.exec(path ?? "");
		if (one && method === "PATCH") {
			const alt = (JSON.parse(String(init?.body)) as { alt: string }).alt;
			pictures = pictures.map((p) => (p.id === Number(one[1]) ? { ...p, alt } : p));
			return jsonResponse(200, { status: true, message: "Alt text saved", response: pictures[0] });
		}
		if (one && method === "DELETE") {
			pictures = pictures.filter((p) => p.id !== Number(one[1]));
			return jsonResponse(200, { status: true, message: "Picture removed" });
		}
		return jsonResponse(404, { status: false, message: "Not found" });
	});
	const calls = (method: string, prefix: string) =>
		fetch.mock.calls.filter(
			([input, init]) => (init?.method ?? "GET") === method && apiPath(input as string).startsWith(prefix),
		);
	return { fetch, calls };
}

const open = () => renderConsoleRouter(createMemoryRouter(consoleRoutes, { initialEntries: ["/products/5"] }));
const jpeg = (name = "frock.jpg") =>
	new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: "image/jpeg" });

beforeEach(() => saveSession({ token: "t".repeat(43), user: staff }));
afterEach(() => {
	clearSession();
	vi.restoreAllMocks();
});

describe("a variant's pictures on the product form", () => {
	it("uploads chosen files as the file itself, refuses an oversized one before sending, and keeps the fields being edited", async () => {
		const server = fakeServer([]);
		open();
		const name = await screen.findByLabelText("Name");
		await userEvent.clear(name);
		await userEvent.type(name, "Sunflower Frock, edited");
		expect(
			screen.getByText(
				"None: the storefront shows this colour's pictures (Pictures, above), else the product's first picture. Pictures added here are shown for this size instead.",
			),
		).toBeVisible();

		const huge = jpeg("huge.jpg");
		Object.defineProperty(huge, "size", { value: 11 * 1024 * 1024 });
		await userEvent.upload(screen.getByLabelText("Add pictures of 4-5 Y · Yellow"), [huge, jpeg()]);

		const list = await screen.findByRole("list", { name: "Pictures of 4-5 Y · Yellow" });
		expect(within(list).getAllByRole("listitem")).toHaveLength(1);
		expect(screen.getByRole("alert")).toHaveTextContent("huge.jpg is 11.0 MB; a picture can be at most 10 MB");
		const uploads = server.calls("POST", "/admin/variants/11/images");
		expect(uploads).toHaveLength(1);
		const [url, init] = uploads[0] as [string, RequestInit];
		expect(url).toBe("/api/admin/variants/11/images");
		expect(init.body).toBeInstanceOf(File);
		expect((init.headers as Record<string, string>)["content-type"]).toBe("image/jpeg");
		// the product was fetched again for its pictures; what was typed in the form is still there
		expect(screen.getByLabelText("Name")).toHaveValue("Sunflower Frock, edited");
	});

	it("takes files dropped on the zone and shows the server's refusal of each", async () => {
		fakeServer([], {
			upload: jsonResponse(400, {
				status: false,
				message: "This file is not a JPEG, PNG or WebP picture (whatever its name says): please upload one of those",
				code: "NOT_AN_IMAGE",
			}),
		});
		open();
		const zone = await screen.findByTestId("picture-drop-11");
		fireEvent.drop(zone, { dataTransfer: { files: [jpeg("notes.jpg")], types: ["Files"] } });
		expect(await screen.findByRole("alert")).toHaveTextContent(
			"notes.jpg: This file is not a JPEG, PNG or WebP picture (whatever its name says): please upload one of those",
		);
	});

	it("saves alt text, moves a picture earlier and removes one after asking", async () => {
		const server = fakeServer([picture(1, 0, "Front"), picture(2, 1)]);
		open();
		const alt = await screen.findByLabelText("Alt text of picture 2");
		await userEvent.type(alt, "Back of the frock{Enter}");
		await waitFor(() => expect(server.calls("PATCH", "/admin/product-images/2")).toHaveLength(1));
		expect(JSON.parse(String(server.calls("PATCH", "/admin/product-images/2")[0]?.[1]?.body))).toEqual({
			alt: "Back of the frock",
		});
		// Enter saved the alt text and did not submit the product
		expect(server.calls("PUT", "/admin/products")).toHaveLength(0);

		expect(screen.getByRole("button", { name: "Move picture 1 earlier" })).toBeDisabled();
		await userEvent.click(screen.getByRole("button", { name: "Move picture 2 earlier" }));
		await waitFor(() =>
			expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(["Back of the frock", "Front"]),
		);
		expect(JSON.parse(String(server.calls("PUT", "/admin/variants/11/images/order")[0]?.[1]?.body))).toEqual({
			ids: [2, 1],
		});

		await userEvent.click(screen.getByRole("button", { name: "Remove picture 2" }));
		expect(server.calls("DELETE", "/admin/product-images")).toHaveLength(0);
		await userEvent.click(screen.getByRole("button", { name: "Yes, remove picture 2" }));
		await waitFor(() => expect(screen.getAllByRole("img")).toHaveLength(1));
		expect(server.calls("DELETE", "/admin/product-images/1")).toHaveLength(1);
	});

	it("says a variant not saved yet shows its colour's pictures until it has its own", async () => {
		fakeServer([]);
		open();
		await userEvent.click(await screen.findByRole("button", { name: "Add a variant" }));
		expect(
			screen.getByText(
				"This size shows its colour's pictures (Pictures, above); save the product to give it pictures of its own.",
			),
		).toBeVisible();
	});
});

describe("picture rules of the form", () => {
	it("refuses a file by its type or size, and moves an id", () => {
		expect(pictureProblem({ name: "a.svg", size: 10, type: "image/svg+xml" })).toBe(
			"a.svg is not a JPEG, PNG or WebP picture",
		);
		expect(pictureProblem({ name: "a.jpg", size: 10 * 1024 * 1024, type: "image/jpeg" })).toBeNull();
		expect(pictureProblem({ name: "a.jpg", size: 10 * 1024 * 1024 + 1, type: "" })).toBe(
			"a.jpg is 10.0 MB; a picture can be at most 10 MB",
		);
		expect(moved([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
		expect(moved([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
	});
});
