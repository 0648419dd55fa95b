import type { AdminDashboard, AdminMessageFigures } from "@pitara/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderConsoleWithProviders } from "../../../test/render.tsx";
import DashboardPage from "./dashboard-page.tsx";

const daily = Array.from({ length: 30 }, (_, index) => {
	const day = new Date(Date.UTC(2026, 9, 29 + index)).toISOString().slice(0, 10);
	return { day, orders: index === 20 ? 3 : 1, revenue: index === 20 ? 4500 : 1000 };
});

const dashboard: AdminDashboard = {
	today: { orders: 1, revenue: 1000 },
	last_7_days: { orders: 7, revenue: 7000 },
	last_30_days: { orders: 32, revenue: 33500 },
	to_ship: 4,
	awaiting_payment: 2,
	messages_to_answer: 3,
	cod_to_collect: { orders: 5, amount: 6250 },
	returns_waiting: 2,
	low_stock: { threshold: 5, total: 0, variants: [] },
	daily,
};

const figures: AdminMessageFigures = {
	since: "2026-11-01",
	channels: [],
	refused: 0,
	categories: [],
	failures: [],
	alert_orders: 0,
	waiting: [],
};

afterEach(() => vi.restoreAllMocks());

describe("DashboardPage", () => {
	it("links each figure to the list it counts and labels the chart's values", async () => {
		mockApi({
			"/admin/dashboard": { status: true, message: "", response: dashboard },
			"/admin/dashboard/messages": { status: true, message: "", response: figures },
		});
		renderConsoleWithProviders(<DashboardPage />);

		const sales = await screen.findByRole("region", { name: "Sales" });
		const hrefs = within(sales)
			.getAllByRole("link")
			.map((link) => link.getAttribute("href"));
		expect(hrefs).toEqual([
			expect.stringMatching(/\/orders\?from=2026-11-27&to=2026-11-27$/),
			expect.stringMatching(/\/orders\?from=2026-11-21&to=2026-11-27$/),
			expect.stringMatching(/\/orders\?from=2026-10-29&to=2026-11-27$/),
		]);

		const waiting = screen.getByRole("region", { name: "Waiting" });
		const cod = within(waiting).getByRole("link", { name: /COD to collect/ });
		expect(cod).toHaveTextContent("₹6,250");
		expect(cod).toHaveTextContent("5 shipped parcels");
		expect(cod.getAttribute("href")).toMatch(/\/orders\?status=Shipped&payment_mode=COD&payment_status=Pending$/);
		const returns = within(waiting).getByRole("link", { name: /Returns waiting/ });
		expect(returns).toHaveTextContent("2");
		expect(returns.getAttribute("href")).toMatch(/\/returns\?queue=Requested$/);
		expect(
			within(waiting)
				.getByRole("link", { name: /Contact messages to answer/ })
				.getAttribute("href"),
		).toMatch(/\/messages$/);

		expect(screen.getByTestId("revenue-summary")).toHaveTextContent("Best day: 18 Nov, ₹4,500");
		expect(screen.getByTestId("revenue-summary")).toHaveTextContent("Average: ₹1,117 a day");
		const days = within(screen.getByTestId("revenue-days"))
			.getAllByText(/./)
			.map((node) => node.textContent);
		expect(days).toEqual(["30 Oct", "6 Nov", "13 Nov", "20 Nov", "Today"]);
	});
});
