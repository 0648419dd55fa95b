import type { AdminMessageTemplate, AdminMessageTemplates } from "@pitara/shared";
import { screen, waitFor } from "@testing-library/react";
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
const shipped: AdminMessageTemplate = {
	key: "order-shipped",
	language: "en",
	label: "Order shipped",
	edited: false,
	sms_entity_id: "1101000000000000000",
	sms_header: "PITARA",
	sms_template_id: "1107000000000000006",
	dlt_category: "service_implicit",
	sms_body: "Pitara: your order #{#var#} has been shipped and is on its way.",
	wa_template_name: "order_shipped",
	wa_language: "en",
	wa_category: "utility",
	link_domains: ["pitara.in"],
	sample_text: "Pitara: your order #1042 has been shipped and is on its way.",
	sample_values: ["1042"],
};

beforeEach(() => saveSession({ token: "t".repeat(43), user: staff }));
afterEach(() => {
	clearSession();
	vi.restoreAllMocks();
});

describe("Message templates", () => {
	it("lists the templates and refusals, saves an edit with the new template ID, previews and sends a test", async () => {
		const saved: unknown[] = [];
		const tested: unknown[] = [];
		vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
			const [path, query] = apiPath(input as string).split("?");
			if (path === "/admin/session") return jsonResponse(200, { status: true, response: staff });
			if (path === "/admin/message-templates") {
				const answer: AdminMessageTemplates = {
					templates: [shipped],
					health: {
						refused_last_30_days: 1,
						refusals: [
							{
								id: 1,
								channel: "sms",
								recipient: "••••••••61",
								template_key: null,
								text: "Pitara: big sale!",
								reason: "matches no registered template",
								created_at: "2026-11-20T06:30:00.000Z",
							},
						],
					},
				};
				return jsonResponse(200, { status: true, response: answer });
			}
			if (path === "/admin/message-templates/order-shipped/en/preview") {
				const body = new URLSearchParams(query).get("body");
				const ok = body === shipped.sms_body;
				return jsonResponse(200, {
					status: true,
					response: { text: shipped.sample_text, ok, reason: ok ? null : "does not match" },
				});
			}
			if (path === "/admin/message-templates/order-shipped/en" && init?.method === "PUT") {
				saved.push(JSON.parse(String(init.body)));
				return jsonResponse(200, { status: true, message: "Template saved", response: shipped });
			}
			if (path === "/admin/message-templates/order-shipped/en/test" && init?.method === "POST") {
				tested.push(JSON.parse(String(init.body)));
				return jsonResponse(200, { status: true, response: { text: shipped.sample_text, ok: true, reason: null } });
			}
			return jsonResponse(404, { status: false, message: "Not found" });
		});
		renderRouter(createMemoryRouter(consoleRoutes, { initialEntries: ["/message-templates"] }));
		expect(await screen.findByRole("heading", { name: "Message templates" })).toBeVisible();
		expect(screen.getByText(/1 message\(s\) refused/)).toBeVisible();
		expect(screen.getByText(/matches no registered template/)).toBeVisible();

		await userEvent.click(screen.getByRole("button", { name: "Edit" }));
		const id = screen.getByLabelText("DLT template ID");
		await userEvent.clear(id);
		await userEvent.type(id, "1107161234567890123");
		await userEvent.click(screen.getByRole("button", { name: "Save" }));
		await waitFor(() => expect(saved).toHaveLength(1));
		expect(saved[0]).toMatchObject({ sms_template_id: "1107161234567890123", link_domains: ["pitara.in"] });

		await userEvent.click(screen.getByRole("button", { name: "Preview" }));
		expect(await screen.findByText("Matches: messages will be sent")).toBeVisible();

		await userEvent.type(screen.getByLabelText("Send a test to"), "9876543210");
		await userEvent.click(screen.getByRole("button", { name: "Send a test" }));
		await waitFor(() => expect(tested).toEqual([{ phone: "9876543210" }]));
	}, 30_000);
});
