import {
	checkoutMessages,
	type Order,
	paymentMessages,
	type StartPaymentResponse,
	type VerifyPaymentResponse,
} from "@pitara/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { openGateway } from "../../features/payments/lib/open-gateway.ts";
import { createMemoryRouter } from "../../lib/router.tsx";
import { logIn, orderOf } from "../../test/fixtures.ts";
import { mockApi, renderRouter } from "../../test/render.tsx";
import PaymentPage from "./payment.tsx";

vi.mock("../../features/payments/lib/open-gateway.ts", () => ({ openGateway: vi.fn(async () => {}) }));

const unpaid: Order = orderOf({
	order_id: 9,
	payment_mode: "UPI",
	payment_status: "Failed",
	total_amount: 1499,
	subTotalAmount: 1499,
	mrpTotalAmount: 1499,
	payment_expires_at: "2026-04-12T06:45:00.000Z",
	can_pay: true,
	promised_delivery_date: "2026-04-15",
});

function renderAt(url: string) {
	const router = createMemoryRouter([{ path: "/checkout/payment/:orderId", element: <PaymentPage /> }], {
		initialEntries: [url],
	});
	renderRouter(router);
	return router;
}

const verified = (payment_status: "Paid" | "Failed", message: string): VerifyPaymentResponse => ({
	status: true,
	message,
	response: { order_id: 9, payment_status, orderStatus: "Pending", can_pay: payment_status !== "Paid" },
});

describe("PaymentPage", () => {
	it("hands the gateway's signed result to the server once and shows the success screen", async () => {
		logIn();
		const fetch = mockApi({
			"/payment/verify": verified("Paid", paymentMessages.paid),
			"/order/fetch/all": { status: true, response: [{ ...unpaid, payment_status: "Paid", can_pay: false }] },
		});
		const router = renderAt(
			"/checkout/payment/9?gateway_order_id=order_test_abc&gateway_payment_id=pay_test_xyz&signature=ab12&outcome=paid",
		);
		expect(await screen.findByRole("heading", { name: checkoutMessages.placed })).toBeInTheDocument();
		expect(screen.getByText(paymentMessages.paid)).toBeInTheDocument();
		const calls = fetch.mock.calls.filter(([url]) => String(url).endsWith("/payment/verify"));
		expect(calls).toHaveLength(1);
		expect(JSON.parse(String((calls[0]?.[1] as RequestInit | undefined)?.body))).toEqual({
			order_id: 9,
			gateway_order_id: "order_test_abc",
			gateway_payment_id: "pay_test_xyz",
			signature: "ab12",
			outcome: "paid",
		});
		// the result leaves the address bar, so a reload does not send it again
		await waitFor(() => expect(router.state.location.search).toBe(""));
	});

	it("after a failure offers to pay again with a new attempt", async () => {
		logIn();
		const start: StartPaymentResponse["response"] = {
			gateway: "test",
			order_id: 9,
			payment_id: 3,
			gateway_order_id: "order_test_new",
			amount: 1499,
			currency: "INR",
			expires_at: "2026-04-12T06:45:00.000Z",
			redirect_url: "/pay/test/order_test_new",
			shop_name: "Pitara",
			description: "Order #9",
			prefill: { name: "Asha Verma", email: "asha@example.com", contact: "9876543210" },
		};
		mockApi({
			"/payment/verify": verified("Failed", paymentMessages.failed),
			"/order/fetch/all": { status: true, response: [unpaid] },
			"/payment/start": { status: true, response: start },
		});
		const events = userEvent.setup();
		renderAt(
			"/checkout/payment/9?gateway_order_id=order_test_abc&gateway_payment_id=pay_test_xyz&signature=ab12&outcome=failed",
		);
		expect(await screen.findByRole("alert")).toHaveTextContent(paymentMessages.failed);
		await events.click(screen.getByRole("button", { name: `${paymentMessages.retry} ₹1,499` }));
		await waitFor(() => expect(openGateway).toHaveBeenCalledWith(start, expect.any(Function)));
	});

	it("shows the server's refusal of a forged result", async () => {
		logIn();
		mockApi({
			"/payment/verify": {
				status: 400,
				body: { status: false, code: "INVALID_SIGNATURE", message: paymentMessages.invalidSignature },
			},
			"/order/fetch/all": { status: true, response: [{ ...unpaid, payment_status: "Pending" }] },
		});
		renderAt("/checkout/payment/9?gateway_order_id=order_test_abc&gateway_payment_id=pay_test_xyz&outcome=paid");
		expect(await screen.findByText(paymentMessages.invalidSignature)).toBeInTheDocument();
		expect(await screen.findByRole("button", { name: `${paymentMessages.payNow} ₹1,499` })).toBeInTheDocument();
	});
});
