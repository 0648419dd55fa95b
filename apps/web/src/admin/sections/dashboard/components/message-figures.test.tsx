import type { AdminMessageFigures } from "@pitara/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderConsoleWithProviders } from "../../../../test/render.tsx";
import { MessageFigures } from "./message-figures.tsx";

const figures: AdminMessageFigures = {
	since: "2026-11-01",
	channels: [{ channel: "sms", sent: 1240, delivered: 1200, failed: 12, unconfirmed: 3 }],
	refused: 2,
	categories: [
		{ category: "service_implicit", sent: 1100, failed: 9 },
		{ category: "promotional", sent: 140, failed: 3 },
	],
	failures: [
		{ reason: "sms: DLT template not approved", count: 9 },
		{ reason: "refused before sending: matches no registered template", count: 2 },
	],
	alert_orders: 17,
	waiting: [],
};

afterEach(() => vi.restoreAllMocks());

describe("MessageFigures", () => {
	it("shows the messages per DLT category, the failures with their reasons and the orders after an alert", async () => {
		mockApi({ "/admin/dashboard/messages": { status: true, message: "", response: figures } });
		renderConsoleWithProviders(<MessageFigures />);

		const categories = await screen.findByRole("table", { name: "By DLT category" });
		const implicit = within(categories).getByRole("row", { name: /Service implicit/ });
		expect(
			within(implicit)
				.getAllByRole("cell")
				.map((cell) => cell.textContent),
		).toEqual(["1,100", "9"]);
		const promotional = within(categories).getByRole("row", { name: /Promotional/ });
		expect(
			within(promotional)
				.getAllByRole("cell")
				.map((cell) => cell.textContent),
		).toEqual(["140", "3"]);

		const failures = screen.getByRole("list");
		const items = within(failures).getAllByRole("listitem");
		expect(items.map((item) => item.textContent)).toEqual([
			"sms: DLT template not approved9",
			"refused before sending: matches no registered template2",
		]);

		expect(screen.getByText(/placed within 7 days of an alert/)).toHaveTextContent(
			"17 orders placed within 7 days of an alert",
		);
	});

	it("says when nothing failed and no message was sent", async () => {
		mockApi({
			"/admin/dashboard/messages": {
				status: true,
				message: "",
				response: { ...figures, channels: [], categories: [], failures: [], alert_orders: 1 },
			},
		});
		renderConsoleWithProviders(<MessageFigures />);
		expect(await screen.findByText("No message failed this month.")).toBeInTheDocument();
		expect(screen.getByText("No messages sent this month.")).toBeInTheDocument();
		expect(screen.getByText(/within 7 days of an alert/)).toHaveTextContent("1 order placed within 7 days");
	});
});
