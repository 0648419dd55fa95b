import {
	afterSaleMessages,
	DEFAULT_TAX_SETTINGS,
	type Invoice,
	type Order,
	type OrderReturns,
	ordersMessages,
	returnsMessages,
	rupeesToPaise,
	type TaxDocument,
	taxInvoiceLines,
} from "@pitara/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { logIn, orderOf } from "../../test/fixtures.ts";
import { mockApi, mockApiDownOnce, renderWithProviders } from "../../test/render.tsx";
import OrdersPage from "./orders.tsx";

const order = (id: number, fields: Partial<Order> = {}): Order =>
	orderOf({
		order_id: id,
		Product: [
			{
				order_item_id: 900 + 100 + id,
				product_id: 100 + id,
				product_name: `Cotton Frock ${id}`,
				brand: "Hopscotch",
				category: "Girls",
				quantity: 2,
				unit_price: 349,
				unit_mrp: 499,
				total_price: 698,
				image: null,
				size: "4-5 Y",
				color: "Pink",
				cancelled_quantity: 0,
				returned_quantity: 0,
			},
		],
		address_line1: "Flat 302, Lotus Residency",
		discountAmount: 300,
		mrpTotalAmount: 998,
		promised_delivery_date: "2026-04-15",
		...fields,
	});

const pending = order(3);
const shipped = order(2, { orderStatus: "Shipped", can_cancel: false });
const delivered = order(1, { orderStatus: "Delivered", payment_status: "Paid", can_cancel: false });
const taxed = taxInvoiceLines(DEFAULT_TAX_SETTINGS, {
	items: delivered.Product.map((item) => ({
		name: item.product_name,
		category: item.category,
		unitPrice: rupeesToPaise(item.unit_price),
		quantity: item.quantity,
	})),
	promoDiscount: 0,
	delivery: 0,
	codFee: 0,
	deliveryState: "Karnataka",
});
const taxInvoice: TaxDocument = {
	kind: "invoice",
	number: "PIT/2026-27/000042",
	issued_at: "2026-04-13T05:00:00.000Z",
	financial_year: "2026-27",
	against: null,
	seller: {
		legal_name: DEFAULT_TAX_SETTINGS.legalName,
		trade_name: "Pitara",
		gstin: DEFAULT_TAX_SETTINGS.gstin,
		address_lines: DEFAULT_TAX_SETTINGS.addressLines,
		state: "Karnataka",
		state_code: "29",
	},
	buyer: { name: "Asha Verma", address_lines: ["Flat 302, Lotus Residency"], state: "Karnataka", state_code: "29" },
	place_of_supply: "Karnataka (29)",
	intra_state: taxed.intraState,
	lines: taxed.lines,
	totals: taxed.totals,
};
const invoice: Invoice = {
	...delivered,
	full_name: "Asha Verma",
	email: "asha@example.com",
	phone: "9876543210",
	tax_invoice: taxInvoice,
	credit_note: null,
	credit_notes: [],
	exchange_invoices: [],
};

/** A delivered order's returns (decision 047): none asked, nothing returnable, no address. */
const noReturns = {
	"/users/address/list": { status: true as const, addresses: [] },
	"/orders/1/returns": {
		status: true as const,
		response: { returns: [], self_ship: { fee: 100, address_ids: [] }, lines: [] },
	},
};
const cardOf = (id: number) => screen.getByRole("article", { name: `Order #${id}` });
const toggle = (id: number) => within(cardOf(id)).getByRole("button", { name: new RegExp(`^Order #${id}(?!\\d)`) });

describe("OrdersPage", () => {
	it("asks a visitor to log in", () => {
		renderWithProviders(<OrdersPage />);
		expect(screen.getByRole("alert")).toHaveTextContent(ordersMessages.notAuthenticated);
		expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login?redirect=%2Forders");
	});

	it("shows a spinner, then the server's message with 'Please try again later.', then the empty state", async () => {
		logIn();
		mockApiDownOnce({ status: true, response: [] });
		const events = userEvent.setup();
		renderWithProviders(<OrdersPage />);
		expect(screen.getByRole("status")).toHaveTextContent("Loading your orders");
		const alert = await screen.findByRole("alert");
		expect(alert).toHaveTextContent("Database down");
		expect(alert).toHaveTextContent(ordersMessages.tryLater);
		await events.click(screen.getByRole("button", { name: "Try again" }));
		expect(await screen.findByText(ordersMessages.empty)).toBeInTheDocument();
	});

	it("shows the date promised at placement on orders on their way, not on delivered ones", async () => {
		logIn();
		mockApi({ "/order/fetch/all": { status: true, response: [pending, shipped, delivered] } });
		renderWithProviders(<OrdersPage />);
		await screen.findByRole("article", { name: "Order #3" });
		expect(within(cardOf(3)).getByTestId("order-promise")).toHaveTextContent("Delivery by Wed, 15 Apr");
		expect(within(cardOf(2)).getByTestId("order-promise")).toHaveTextContent("Delivery by Wed, 15 Apr");
		expect(within(cardOf(1)).queryByTestId("order-promise")).not.toBeInTheDocument();
	});

	it("opens one card at a time, with Track Order before delivery and View Invoice after, never both panels", async () => {
		logIn();
		mockApi({
			"/order/fetch/all": { status: true, response: [pending, shipped, delivered] },
			"/order/tracker/fetch": { status: true, response: [] },
			"/order/shipments/fetch": { status: true, response: [] },
			"/order/invoice/fetch": { status: true, response: [invoice] },
			...noReturns,
		});
		const events = userEvent.setup();
		renderWithProviders(<OrdersPage />);
		await screen.findByRole("article", { name: "Order #3" });
		expect(within(cardOf(3)).getByText("Pending")).toHaveClass("bg-yellow-100");
		expect(within(cardOf(2)).getByText("Shipped")).toHaveClass("bg-blue-100");
		expect(within(cardOf(1)).getByText("Delivered")).toHaveClass("bg-green-100");

		await events.click(toggle(2));
		expect(toggle(2)).toHaveAttribute("aria-expanded", "true");
		const products = within(cardOf(2)).getByRole("list", { name: "Products" });
		expect(products).toHaveTextContent("Cotton Frock 2");
		expect(products).toHaveTextContent("Qty: 2");
		expect(products).toHaveTextContent("₹698");
		expect(products).toHaveTextContent("₹349 each");
		expect(within(cardOf(2)).queryByRole("button", { name: "View Invoice" })).not.toBeInTheDocument();
		await events.click(within(cardOf(2)).getByRole("button", { name: "Track Order" }));
		expect(await within(cardOf(2)).findByText(ordersMessages.noTracking)).toBeInTheDocument();

		// opening another card closes the first, and its panel
		await events.click(toggle(1));
		expect(toggle(2)).toHaveAttribute("aria-expanded", "false");
		expect(screen.queryByText(ordersMessages.noTracking)).not.toBeInTheDocument();
		expect(within(cardOf(1)).queryByRole("button", { name: "Track Order" })).not.toBeInTheDocument();
		await events.click(within(cardOf(1)).getByRole("button", { name: "View Invoice" }));
		const panel = await within(cardOf(1)).findByRole("region", { name: "Invoice of order #1" });
		for (const text of [
			"asha@example.com",
			"Cash on Delivery",
			"Paid",
			"Flat 302, Lotus Residency",
			"Subtotal",
			"Total",
		]) {
			expect(panel).toHaveTextContent(text);
		}
		// the GST tax invoice as issued: number, GSTIN, place of supply, CGST + SGST within Karnataka
		const tax = within(panel).getByRole("region", { name: "Tax invoice PIT/2026-27/000042" });
		expect(tax).toHaveTextContent("GSTIN 29ABCDE1234F1Z5");
		expect(tax).toHaveTextContent("Place of supply: Karnataka (29)");
		const totals = within(tax).getByTestId("invoice-totals");
		expect(within(totals).getByText("CGST").parentElement).toHaveTextContent(
			`₹${(taxInvoice.totals.cgst / 100).toFixed(2)}`,
		);
		expect(within(totals).getByText("Total").parentElement).toHaveTextContent("₹698");
		expect(within(totals).queryByText("IGST")).not.toBeInTheDocument();
		expect(within(panel).getByRole("button", { name: "Download" })).toBeInTheDocument();
		expect(screen.getAllByRole("article").filter((a) => within(a).queryAllByRole("region").length > 0)).toHaveLength(1);
	});

	it("says when there is no invoice", async () => {
		logIn();
		mockApi({
			"/order/fetch/all": { status: true, response: [delivered] },
			"/order/invoice/fetch": { status: true, response: [] },
			...noReturns,
		});
		const events = userEvent.setup();
		renderWithProviders(<OrdersPage />);
		await events.click(await screen.findByRole("button", { name: /^Order #1(?!\d)/ }));
		await events.click(screen.getByRole("button", { name: "View Invoice" }));
		expect(await screen.findByText(ordersMessages.noInvoice)).toBeInTheDocument();
	});

	it("cancels a Pending order after a confirmation", async () => {
		logIn();
		const fetch = mockApi({
			"/order/fetch/all": { status: true, response: [pending, shipped] },
			"/order/cod-confirmation/fetch": { status: true, response: null },
			"/order/cancel": {
				status: true,
				message: ordersMessages.cancelled,
				response: { ...pending, orderStatus: "Cancelled", can_cancel: false },
			},
		});
		const events = userEvent.setup();
		renderWithProviders(<OrdersPage />);
		await events.click(await screen.findByRole("button", { name: /^Order #2(?!\d)/ }));
		expect(within(cardOf(2)).queryByRole("button", { name: ordersMessages.cancel })).not.toBeInTheDocument();
		await events.click(toggle(3));
		await events.click(within(cardOf(3)).getByRole("button", { name: ordersMessages.cancel }));
		const dialog = screen.getByRole("alertdialog", { name: "Cancel order #3?" });
		expect(dialog).toHaveTextContent(ordersMessages.confirmCancel);
		await events.click(within(dialog).getByRole("button", { name: ordersMessages.cancel }));
		await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
		expect(await screen.findByText(ordersMessages.cancelled)).toBeInTheDocument();
		const cancelCall = fetch.mock.calls.find(([url]) => String(url).endsWith("/order/cancel"));
		expect(JSON.parse(String(cancelCall?.[1]?.body))).toEqual({ order_id: 3 });
	});

	it("says a cancelled unpaid order is not charged, not that its payment is pending", async () => {
		logIn();
		const cancelledCod = order(5, { orderStatus: "Cancelled", can_cancel: false });
		const cancelledUpi = order(4, { orderStatus: "Cancelled", payment_mode: "UPI", payment_status: "Failed" });
		const refunded = order(6, { orderStatus: "Cancelled", payment_mode: "UPI", payment_status: "Refunded" });
		mockApi({ "/order/fetch/all": { status: true, response: [refunded, cancelledCod, cancelledUpi, pending] } });
		renderWithProviders(<OrdersPage />);
		const status = async (id: number) =>
			(await within(await screen.findByRole("article", { name: `Order #${id}` })).findByTestId("payment-status"))
				.textContent;
		expect(await status(5)).toBe(ordersMessages.notCharged);
		expect(await status(4)).toBe(ordersMessages.notCharged);
		expect(await status(6)).toBe("Payment refunded");
		expect(await status(3)).toBe("Payment pending");
		expect(screen.queryByText(/payment failed/i)).not.toBeInTheDocument();
	});
});

describe("Cancel item (issue 24)", () => {
	it("shows the new total, the lost promo and the refund before confirming, then cancels with an Idempotency-Key", async () => {
		logIn();
		const paid = order(7, {
			payment_mode: "UPI",
			payment_status: "Paid",
			can_cancel_items: true,
			promo_code: "WELCOME15",
		});
		const line = paid.Product[0];
		const numbers = {
			cancellation_id: null,
			order_id: 7,
			lines: [{ order_item_id: line?.order_item_id ?? 0, quantity: 1, price: 349, promo_share: 52.35, refund: 296.65 }],
			promo_lost: {
				code: "WELCOME15",
				amount: 10,
				reason: "WELCOME15 needs ₹999; your order is now ₹349, so its discount is removed",
			},
			fees_back: 0,
			refund_amount: 286.65,
			refunds: [{ to: "online", label: afterSaleMessages.instrument.online ?? "", amount: 286.65 }],
			pay_on_delivery: null,
			new_total: 349,
			cancels_order: false,
		};
		const fetch = mockApi({
			"/order/fetch/all": { status: true, response: [paid] },
			"/orders/7/cancellations/preview": { status: true, message: "", response: { ...numbers, order: null } },
			"/orders/7/cancellations": {
				status: true,
				message: afterSaleMessages.itemCancelled,
				response: { ...numbers, cancellation_id: 1, order: { ...paid, refunded_amount: 286.65 } },
			},
		});
		const events = userEvent.setup();
		renderWithProviders(<OrdersPage />);
		await events.click(await screen.findByRole("button", { name: /^Order #7(?!\d)/ }));
		await events.click(within(cardOf(7)).getByRole("button", { name: afterSaleMessages.cancelItem }));
		const dialog = await screen.findByRole("dialog");
		expect(await within(dialog).findByTestId("new-total")).toHaveTextContent("₹349");
		expect(within(dialog).getByTestId("promo-lost")).toHaveTextContent("WELCOME15 needs ₹999");
		expect(within(dialog).getByTestId("refund-amount")).toHaveTextContent("₹286.65");
		await events.click(within(dialog).getByRole("button", { name: afterSaleMessages.confirmCancel }));
		expect(await screen.findByText(afterSaleMessages.itemCancelled)).toBeInTheDocument();
		const call = fetch.mock.calls.find(([url]) => String(url).endsWith("/orders/7/cancellations"));
		expect(JSON.parse(String(call?.[1]?.body))).toEqual({
			items: [{ order_item_id: line?.order_item_id, quantity: 1 }],
		});
		expect(new Headers(call?.[1]?.headers).get("idempotency-key")).toMatch(/^[0-9a-f-]{32,36}$/);
	});

	it("offers Return or exchange on a delivered line until its last day, and asks for another size at the same price", async () => {
		logIn();
		const line = delivered.Product[0];
		const info: OrderReturns = {
			returns: [],
			self_ship: { fee: 100, address_ids: [] },
			lines: [
				{
					order_item_id: line?.order_item_id ?? 0,
					policy: "Easy 15-day returns and size exchange",
					return_until: "2026-04-30T18:29:59.999Z",
					returnable_quantity: 2,
					refusal: null,
					exchange_options: [{ variant_id: 77, size: "5-6 Y", color: "Pink", stock: 3 }],
					replacements: [],
				},
			],
		};
		const fetch = mockApi({
			"/order/fetch/all": { status: true, response: [delivered] },
			"/users/address/list": {
				status: true,
				addresses: [
					{
						address_id: 5,
						id: 5,
						name: "Asha Verma",
						phone: "9876543210",
						pincode: "560001",
						address_line1: "Flat 302, Lotus Residency",
						address_line2: "",
						city: "Bengaluru",
						state: "Karnataka",
						country: "India",
						is_default: true,
						user_id: 1,
					},
				],
			},
			"/orders/1/returns": { status: true, response: info },
		});
		const events = userEvent.setup();
		renderWithProviders(<OrdersPage />);
		await events.click(await screen.findByRole("button", { name: /^Order #1(?!\d)/ }));
		const section = await within(cardOf(1)).findByTestId("returns-section");
		expect(section).toHaveTextContent("Return or exchange until");
		await events.click(within(section).getByRole("button", { name: returnsMessages.returnOrExchange }));
		const dialog = await screen.findByRole("dialog");
		expect(within(dialog).getByRole("option", { name: "5-6 Y · Pink" })).toBeInTheDocument();
		await events.click(within(dialog).getByRole("button", { name: returnsMessages.submitExchange }));
		const call = await waitFor(() => {
			const found = fetch.mock.calls.find(
				([url, init]) => String(url).endsWith("/orders/1/returns") && init?.method === "POST",
			);
			expect(found).toBeDefined();
			return found;
		});
		expect(JSON.parse(String(call?.[1]?.body))).toEqual({
			items: [{ order_item_id: line?.order_item_id, quantity: 1, reason: "too_small", exchange_variant_id: 77 }],
			address_id: 5,
			refund_to: "credit",
		});
	});

	it("states the self-ship fee from the server before a return from an address without pickup; cancels a return", async () => {
		logIn();
		const line = delivered.Product[0];
		const asked: OrderReturns["returns"][number] = {
			return_id: 9,
			number: "R1000009",
			order_id: 1,
			status: "Approved",
			lines: [],
			refund_to: "credit",
			refund_amount: 800,
			self_ship: false,
			self_ship_credit: 0,
			reject_reason: null,
			can_cancel: true,
			photos: [],
			summary: "We'll pick up the item and refund ₹800 to Pitara Credit once it reaches us.",
			created_at: "2026-04-20T10:00:00.000Z",
			timeline: [],
		};
		const info: OrderReturns = {
			returns: [asked],
			self_ship: { fee: 120.5, address_ids: [5] },
			lines: [
				{
					order_item_id: line?.order_item_id ?? 0,
					policy: "Easy 15-day returns",
					return_until: "2026-04-30T18:29:59.999Z",
					returnable_quantity: 1,
					refusal: null,
					exchange_options: [],
					replacements: [
						{
							variant_id: 78,
							size: "6-7 Y",
							color: "Blue",
							return_until: "2026-05-10T18:29:59.999Z",
							returnable_quantity: 1,
							refusal: null,
						},
					],
				},
			],
		};
		const fetch = mockApi({
			"/order/fetch/all": { status: true, response: [delivered] },
			"/users/address/list": {
				status: true,
				addresses: [
					{
						address_id: 5,
						id: 5,
						name: "Asha Verma",
						phone: "9876543210",
						pincode: "190001",
						address_line1: "Lal Chowk",
						address_line2: "",
						city: "Srinagar",
						state: "Jammu and Kashmir",
						country: "India",
						is_default: true,
						user_id: 1,
					},
				],
			},
			"/orders/1/returns": { status: true, response: info },
			"/orders/1/returns/9/cancel": {
				status: true,
				message: "Return R1000009 cancelled",
				response: { ...asked, status: "Cancelled", can_cancel: false },
			},
		});
		const events = userEvent.setup();
		renderWithProviders(<OrdersPage />);
		await events.click(await screen.findByRole("button", { name: /^Order #1(?!\d)/ }));
		const section = await within(cardOf(1)).findByTestId("returns-section");
		await events.click(within(section).getByRole("button", { name: returnsMessages.returnOrExchange }));
		const dialog = await screen.findByRole("dialog");
		expect(within(dialog).getByTestId("self-ship-fee")).toHaveTextContent(returnsMessages.selfShipBefore("₹120.50"));
		await events.click(within(dialog).getByRole("button", { name: returnsMessages.back }));

		// the replacement an exchange sent is returned on its own, named by its size
		expect(within(section).getByTestId("replacement-line")).toHaveTextContent(
			returnsMessages.replacementLabel("6-7 Y", "Blue"),
		);
		await events.click(within(section).getByRole("button", { name: returnsMessages.returnReplacement }));
		const again = await screen.findByRole("dialog");
		await events.click(within(again).getByRole("button", { name: returnsMessages.submit }));
		const replacementCall = await waitFor(() => {
			const found = fetch.mock.calls.find(
				([url, init]) => String(url).endsWith("/orders/1/returns") && init?.method === "POST",
			);
			expect(found).toBeDefined();
			return found;
		});
		expect(JSON.parse(String(replacementCall?.[1]?.body)).items).toEqual([
			{ order_item_id: line?.order_item_id, quantity: 1, reason: "too_small", variant_id: 78 },
		]);
		await events.click(within(again).getByRole("button", { name: /Done|Not now/ }));

		await events.click(within(section).getByRole("button", { name: returnsMessages.cancelReturn }));
		await events.click(within(section).getByRole("button", { name: returnsMessages.cancelReturnConfirm }));
		await waitFor(() =>
			expect(
				fetch.mock.calls.some(
					([url, init]) => String(url).endsWith("/orders/1/returns/9/cancel") && init?.method === "POST",
				),
			).toBe(true),
		);
	});

	it("shows a COD order awaiting confirmation and confirms it", async () => {
		logIn();
		const awaiting = {
			order_id: 3,
			state: "awaiting" as const,
			state_text: "Awaiting your confirmation",
			reason: "Above the COD confirmation amount",
			deadline: "2026-11-28T06:00:00.000Z",
			total: 4200,
			prepaid_amount: 4150,
			prepaid_saving: 50,
		};
		const fetch = mockApi({
			"/order/fetch/all": { status: true, response: [pending] },
			"/order/cod-confirmation/fetch": { status: true, response: awaiting },
			"/order/cod-confirmation/decide": {
				status: true,
				message: "Your order is confirmed",
				response: { ...awaiting, state: "confirmed", state_text: "Confirmed: pay in cash on delivery" },
			},
		});
		const events = userEvent.setup();
		renderWithProviders(<OrdersPage />);
		await events.click(await screen.findByRole("button", { name: /^Order #3(?!\d)/ }));
		const box = await screen.findByRole("region", { name: "Awaiting your confirmation" });
		expect(within(box).getByRole("button", { name: /Pay ₹4,150(\.00)? online now \(save ₹50/ })).toBeInTheDocument();
		await events.click(within(box).getByRole("button", { name: "Confirm order" }));
		await waitFor(() =>
			expect(fetch.mock.calls.some(([url]) => String(url).endsWith("/order/cod-confirmation/decide"))).toBe(true),
		);
		const call = fetch.mock.calls.find(([url]) => String(url).endsWith("/order/cod-confirmation/decide"));
		expect(JSON.parse(String(call?.[1]?.body))).toEqual({ order_id: 3, action: "confirm" });
	});
});
