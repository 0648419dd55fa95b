import type { AdminSettings } from "@pitara/shared";
import { screen, within } from "@testing-library/react";
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
const settings: AdminSettings = {
	delivery: {
		dispatchPincode: "560095",
		cutoff: "14:00",
		zoneDays: { same_city: 1, same_state: 2, metro: 3, rest_of_india: 5, north_east_islands: 7 },
		unserviceable: ["744101"],
	},
	cod: { zones: ["same_city", "same_state", "metro", "rest_of_india"], maxTotal: 10000, fee: 0 },
	tax: {
		legalName: "Pitara Kids Retail Private Limited",
		tradeName: "Pitara",
		gstin: "29ABCDE1234F1Z5",
		addressLines: ["42, 2nd Floor, Koramangala 5th Block", "Bengaluru, Karnataka 560095"],
		state: "Karnataka",
		stateCode: "29",
	},
};

beforeEach(() => saveSession({ token: "t".repeat(43), user: staff }));
afterEach(() => {
	clearSession();
	vi.restoreAllMocks();
});

describe("Shop settings", () => {
	it("checks each form with the server's words before sending, and sends what the staff typed", async () => {
		const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
			const path = apiPath(input as string).split("?")[0];
			if (path === "/admin/session") return jsonResponse(200, { status: true, response: staff });
			if (path === "/admin/settings") return jsonResponse(200, { status: true, response: settings });
			if (path === "/admin/settings/shipping") {
				return jsonResponse(200, {
					status: true,
					response: {
						adapter: "manual",
						shiprocket_email: "",
						shiprocket_password_set: false,
						pickup_location: "Primary",
						pickup_pincode: "",
						webhook_token: "tok",
						secrets_key_set: false,
					},
				});
			}
			if (path === "/admin/settings/delivery") {
				const body = JSON.parse(String(init?.body));
				return jsonResponse(200, {
					status: true,
					message: "Delivery settings saved",
					response: { ...settings, delivery: body },
				});
			}
			return jsonResponse(400, {
				status: false,
				message: "Dispatch pincode: 999999 is not in India Post's directory",
				code: "VALIDATION_ERROR",
				errors: [{ field: "dispatchPincode", message: "Dispatch pincode: 999999 is not in India Post's directory" }],
			});
		});
		renderRouter(createMemoryRouter(consoleRoutes, { initialEntries: ["/settings"] }));

		// delivery: a bad day count and a bad pincode are refused in the browser, nothing sent
		const delivery = within(await screen.findByRole("form", { name: "Delivery" }));
		await userEvent.clear(delivery.getByLabelText("Metro city"));
		await userEvent.type(delivery.getByLabelText("Metro city"), "31");
		await userEvent.type(delivery.getByLabelText("Pincodes we do not deliver to"), "\n12345, 400001");
		await userEvent.click(delivery.getByRole("button", { name: "Save delivery settings" }));
		expect(await delivery.findByText("Days for metro cities: at most 30")).toBeVisible();
		expect(delivery.getByText("Not a pincode (6 digits, not starting with 0): 12345")).toBeVisible();
		expect(fetch.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);

		await userEvent.clear(delivery.getByLabelText("Metro city"));
		await userEvent.type(delivery.getByLabelText("Metro city"), "4");
		const list = delivery.getByLabelText("Pincodes we do not deliver to");
		await userEvent.clear(list);
		await userEvent.type(list, "744101\n400001");
		await userEvent.click(delivery.getByRole("button", { name: "Save delivery settings" }));
		expect(await screen.findByText("Delivery settings saved")).toBeVisible();
		const sent = fetch.mock.calls.find(([input]) => apiPath(input as string) === "/admin/settings/delivery");
		expect(sent?.[1]?.method).toBe("PUT");
		expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
			...settings.delivery,
			zoneDays: { ...settings.delivery.zoneDays, metro: 4 },
			unserviceable: ["744101", "400001"],
		});

		// tax: the GSTIN's check character is checked before sending; the state's code is shown
		const tax = within(screen.getByRole("form", { name: "Tax registration" }));
		expect(tax.getByText("GST state code 29")).toBeVisible();
		await userEvent.click(tax.getByRole("button", { name: "Save tax settings" }));
		expect(
			await tax.findByText(
				"GSTIN: the check character (the last) should be W for 29ABCDE1234F1Z; please copy the GSTIN again from the registration certificate",
			),
		).toBeVisible();
		await userEvent.selectOptions(tax.getByLabelText("Registered state"), "Maharashtra");
		expect(tax.getByText("GST state code 27")).toBeVisible();
	}, 30_000); // typing and clicks through three forms outrun the default 5 s on a loaded machine
});
