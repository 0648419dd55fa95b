import { DEFAULT_OWNER_ALERTS } from "@pitara/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiPath, jsonResponse, renderConsoleWithProviders } from "../../../../test/render.tsx";
import { OwnerAlertsForm } from "./owner-alerts-form.tsx";

afterEach(() => vi.restoreAllMocks());

describe("Console → Settings → Alerts to the owner", () => {
	it("takes the owner's mobile and channel switches, refuses a number that is not a mobile, and saves", async () => {
		const saved: unknown[] = [];
		vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
			const path = apiPath(input as string).split("?")[0];
			if (path === "/admin/settings/alerts" && init?.method === "PUT") {
				const body = JSON.parse(String(init.body));
				saved.push(body);
				return jsonResponse(200, { status: true, message: "Alerts saved", response: body });
			}
			if (path === "/admin/settings/alerts")
				return jsonResponse(200, { status: true, response: { ...DEFAULT_OWNER_ALERTS, email: "owner@pitara.in" } });
			if (path === "/admin/contact-messages/unhandled-count")
				return jsonResponse(200, { status: true, response: { count: 0 } });
			return jsonResponse(404, { status: false, message: "Not found", code: "NOT_FOUND" });
		});
		renderConsoleWithProviders(<OwnerAlertsForm />);

		const mobile = await screen.findByLabelText("Owner's mobile number");
		expect(screen.getByRole("checkbox", { name: "E-mail (to the address above)" })).toBeChecked();
		expect(screen.getByRole("checkbox", { name: /^SMS/ })).toBeChecked();
		expect(screen.getByRole("checkbox", { name: /^WhatsApp/ })).not.toBeChecked();

		await userEvent.type(mobile, "12345");
		await userEvent.click(screen.getByRole("button", { name: "Save alerts" }));
		expect(
			await screen.findByText(
				"Enter the owner's 10-digit Indian mobile number (starting with 6, 7, 8 or 9), or leave it empty",
			),
		).toBeInTheDocument();
		expect(saved).toEqual([]);

		await userEvent.clear(mobile);
		await userEvent.type(mobile, "98450 12345");
		await userEvent.click(screen.getByRole("checkbox", { name: "E-mail (to the address above)" }));
		await userEvent.click(screen.getByRole("button", { name: "Save alerts" }));
		await waitFor(() =>
			expect(saved).toEqual([
				{
					email: "owner@pitara.in",
					phone: "9845012345",
					new_orders: true,
					new_messages: true,
					by_email: false,
					by_sms: true,
					by_whatsapp: false,
				},
			]),
		);
	});
});
