import type { AdminOrderDetail, Order } from "@pitara/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { orderOf } from "../../../../test/fixtures.ts";
import { mockApi, renderConsoleWithProviders } from "../../../../test/render.tsx";
import { StatusActions } from "./status-actions.tsx";

const order = (fields: Partial<Order>): Order => orderOf({ orderCreationDate: "2026-11-20T06:30:00.000Z", ...fields });
const detail = (fields: Partial<Order>, next: AdminOrderDetail["next"]): AdminOrderDetail => ({
	order: order(fields),
	customer: { user_id: 7, full_name: "Asha Verma", email: "asha@example.com", phone: "9876543210" },
	skus: {},
	payments: [],
	gift_card: null,
	tracking: [],
	next,
});

afterEach(() => vi.restoreAllMocks());

describe("StatusActions", () => {
	it("asks before delivering a COD order, says the cash is recorded, then moves it", async () => {
		const fetch = mockApi({
			"/admin/orders/42/status": {
				status: true,
				message: "Order marked as Delivered",
				response: order({ orderStatus: "Delivered" }),
			},
		});
		renderConsoleWithProviders(
			<StatusActions
				detail={detail({ orderStatus: "Shipped" }, [
					{ status: "Delivered", allowed: true, reason: null },
					{ status: "Cancelled", allowed: true, reason: null },
				])}
			/>,
		);
		await userEvent.click(screen.getByRole("button", { name: "Mark delivered" }));
		const dialog = screen.getByRole("alertdialog", { name: "Mark delivered?" });
		expect(dialog).toHaveTextContent("The cash is recorded as collected: the payment becomes Paid.");
		expect(fetch).not.toHaveBeenCalled();
		await userEvent.click(screen.getAllByRole("button", { name: "Mark delivered" })[1] as HTMLElement);
		expect(await screen.findByText("Order marked as Delivered")).toBeVisible();
		const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
		expect(url).toBe("/api/admin/orders/42/status");
		expect(JSON.parse(String(init.body))).toEqual({ status: "Delivered" });
	});

	it("keeps Ship disabled with the reason while an online order is unpaid, and warns what cancelling does", async () => {
		renderConsoleWithProviders(
			<StatusActions
				detail={detail({ payment_mode: "UPI", payment_status: "Paid" }, [
					{ status: "Shipped", allowed: false, reason: "This order is not paid yet" },
					{ status: "Cancelled", allowed: true, reason: null },
				])}
			/>,
		);
		expect(screen.getByRole("button", { name: "Mark shipped" })).toBeDisabled();
		expect(screen.getByText("Mark shipped: This order is not paid yet")).toBeVisible();
		await userEvent.click(screen.getByRole("button", { name: "Cancel order" }));
		expect(screen.getByRole("alertdialog")).toHaveTextContent(
			"The items go back into stock. The payment is refunded through the payment gateway.",
		);
	});

	it("says a closed order has no moves", () => {
		renderConsoleWithProviders(<StatusActions detail={detail({ orderStatus: "Delivered" }, [])} />);
		expect(screen.getByText("This order is closed.")).toBeVisible();
	});
});

describe("StatusActions: a credit note after Section 34(2)'s deadline (decision 058)", () => {
	it("shows the refusal, and the owner's confirmation sends the order again with confirm_late_credit_note", async () => {
		const message =
			"A credit note for an invoice of 2024-25 cannot be issued after 30 November 2025 without a confirmation";
		const bodies: unknown[] = [];
		vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
			bodies.push(JSON.parse(String(init?.body)));
			const answer =
				bodies.length === 1
					? {
							status: 409,
							body: {
								status: false,
								message,
								code: "CREDIT_NOTE_DEADLINE",
								errors: [{ field: "confirmLateCreditNote", message }],
							},
						}
					: {
							status: 200,
							body: { status: true, message: "Order cancelled", response: order({ orderStatus: "Cancelled" }) },
						};
			return new Response(JSON.stringify(answer.body), {
				status: answer.status,
				headers: { "content-type": "application/json" },
			});
		});
		renderConsoleWithProviders(
			<StatusActions
				detail={detail({ orderStatus: "Shipped", payment_status: "Paid" }, [
					{ status: "Delivered", allowed: true, reason: null },
					{ status: "Cancelled", allowed: true, reason: null },
				])}
			/>,
		);
		await userEvent.click(screen.getByRole("button", { name: "Cancel order" }));
		await userEvent.click(screen.getAllByRole("button", { name: "Cancel order" })[1] as HTMLElement);
		const dialog = await screen.findByRole("alertdialog", { name: "Issue the credit note after the deadline?" });
		expect(dialog).toHaveTextContent(message);
		expect(dialog).toHaveTextContent("kept in the audit log");
		await userEvent.click(screen.getByRole("button", { name: "Confirm the late credit note" }));
		expect(await screen.findByText("Order cancelled")).toBeVisible();
		expect(bodies).toEqual([{ status: "Cancelled" }, { status: "Cancelled", confirm_late_credit_note: true }]);
	});
});
