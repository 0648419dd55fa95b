import type { AdminBanner } from "@pitara/shared";
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
const banner = (id: number, title: string, position: number, status = 1): AdminBanner => ({
	banner_id: id,
	title,
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
});
const existing = [banner(1, "BannerTop", 0), banner(2, "BannerTop", 1), banner(3, "homeBannerToys", 0)];

beforeEach(() => saveSession({ token: "t".repeat(43), user: staff }));
afterEach(() => {
	clearSession();
	vi.restoreAllMocks();
});

const jpeg = (name = "diwali.jpg") =>
	new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: "image/jpeg" });

function fakeServer(uploadAnswers: Response[]) {
	const calls: [string, RequestInit | undefined][] = [];
	vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
		const path = apiPath(input as string).split("?")[0] ?? "";
		calls.push([path, init]);
		if (path === "/admin/session") return jsonResponse(200, { status: true, response: staff });
		if (path === "/admin/banners" && (init?.method ?? "GET") === "GET") {
			return jsonResponse(200, { status: true, response: existing });
		}
		if (path === "/admin/banners/pictures") {
			return uploadAnswers.shift() ?? jsonResponse(500, { status: false, message: "no more answers" });
		}
		if (path === "/admin/banners" && init?.method === "POST") {
			return jsonResponse(201, { status: true, message: "Banner added", response: banner(9, "BannerTop", 0) });
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

		// the preview places it by the storefront's own rules
		await userEvent.type(within(dialog).getByLabelText("Title"), "BannerTop");
		await userEvent.clear(within(dialog).getByLabelText("Order"));
		await userEvent.type(within(dialog).getByLabelText("Order"), "1");
		expect(within(dialog).getByTestId("home-slot")).toHaveTextContent(
			"Slide 3 of 3 of the carousel at the top of the home page.",
		);
		expect(within(dialog).getByRole("figure", { name: "Home page preview" }).querySelector("img")).toHaveAttribute(
			"src",
			"/media/banners/upload-abc-480.webp",
		);
		await userEvent.clear(within(dialog).getByLabelText("Title"));
		await userEvent.type(within(dialog).getByLabelText("Title"), "homeBannerToys");
		expect(within(dialog).getByTestId("home-slot")).toHaveTextContent(
			"Not shown: another banner titled homeBannerToys comes first (lower order).",
		);
		await userEvent.clear(within(dialog).getByLabelText("Title"));
		await userEvent.type(within(dialog).getByLabelText("Title"), "BannerTop");

		await userEvent.click(within(dialog).getByRole("button", { name: "Add banner" }));
		await waitFor(() => expect(server.calls("/admin/banners").some(([, init]) => init?.method === "POST")).toBe(true));
		const saved = server.calls("/admin/banners").find(([, init]) => init?.method === "POST")?.[1] as RequestInit;
		expect(JSON.parse(saved.body as string)).toMatchObject({
			title: "BannerTop",
			image: "/media/banners/upload-abc",
			position: 1,
			status: 1,
		});
	}, 20_000);
});
