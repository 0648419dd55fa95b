import {
	type Address,
	type CartItem,
	type CartResponse,
	cartMessages,
	checkoutMessages,
	type DeliveryPromise,
	giftCardMessages,
	promoMessages,
} from "@pitara/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { logIn } from "../../test/fixtures.ts";
import { mockApi, renderWithProviders } from "../../test/render.tsx";
import CheckoutPage from "./checkout.tsx";

/** GET /api/shop as a shop up to ₹5 crore turnover answers it: the checkout offers a business purchase */
const shop = {
	status: true as const,
	response: {
		delivery_fee: 49,
		free_delivery_above: 499,
		phone: "+91 80 4567 8910",
		email: "hello@pitara.in",
		address_lines: ["Bengaluru"],
		hours: ["Mon–Sat 10 am – 7 pm"],
		hours_note: "",
		warranty: "",
		business_purchases: true,
	},
};

const frock: CartItem = {
	cart_id: 1,
	cart_product_id: 1,
	product_id: 501,
	parent_product_id: 50,
	name: "Floral Cotton Frock",
	brand: "Hopscotch",
	category: "Girls",
	slug: "floral-cotton-frock",
	size: "4-5 Y",
	color: "Pink",
	quantity: 2,
	price: 349,
	mrp: 499,
	stock: 10,
	images: [],
	available: true,
	problem: null,
};
const cart: CartResponse = {
	status: true,
	response: [frock],
	summary: { mrp_total: 998, discount: 300, subtotal: 698, delivery: 0, total: 698, item_count: 2 },
	count: 2,
};
const home: Address = {
	id: 11,
	address_id: 11,
	name: "Asha Verma",
	phone: "9876543210",
	pincode: "560095",
	address_line1: "Flat 302, Lotus Residency",
	address_line2: null,
	city: "Bengaluru",
	state: "Karnataka",
	country: "India",
	is_default: true,
	user_id: 7,
};

/** Most tests here are about paying, not delivery: the server has no promise for the address (the checkout goes on without one). */
const noDeliveryPromise = {
	"/delivery/promise": { status: 404, body: { status: false as const, message: "Not found" } },
	// no Pitara Credit: the checkout offers none
	"/account/credit": { status: true as const, response: { balance: 0, entries: [] } },
};

const next = (events: ReturnType<typeof userEvent.setup>) => events.click(screen.getByRole("button", { name: "Next" }));

describe("CheckoutPage", () => {
	it("sends a visitor to log in and back", async () => {
		const { router } = renderWithProviders(<CheckoutPage />, { path: "/" });
		await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
		expect(router.state.location.search).toBe("?redirect=%2F");
	});

	it("says the cart is empty, with a way to shop", async () => {
		logIn();
		mockApi({
			"/shop": shop,
			...noDeliveryPromise,
			"/products/addtocart/fetch": { ...cart, response: [], summary: { ...cart.summary, item_count: 0 }, count: 0 },
			"/users/address/list": { status: true, addresses: [home] },
		});
		renderWithProviders(<CheckoutPage />);
		expect(await screen.findByText(checkoutMessages.emptyCart)).toBeInTheDocument();
		expect(screen.getByRole("link", { name: checkoutMessages.continueShopping })).toHaveAttribute("href", "/products");
	});

	it("needs an address: none saved says so, and Next refuses", async () => {
		logIn();
		mockApi({
			"/shop": shop,
			...noDeliveryPromise,
			"/products/addtocart/fetch": cart,
			"/users/address/list": { status: true, addresses: [] },
		});
		const events = userEvent.setup();
		renderWithProviders(<CheckoutPage />);
		expect(await screen.findByText(checkoutMessages.noAddresses)).toBeInTheDocument();
		await next(events);
		expect(screen.getByRole("alert")).toHaveTextContent(checkoutMessages.selectAddress);
		await events.click(screen.getByRole("button", { name: "Add a new address" }));
		expect(screen.getByRole("dialog", { name: "Add New Address" })).toBeInTheDocument();
	});

	it("walks Address → Payment → Review, tabs going back only, and places the order once with an Idempotency-Key", async () => {
		logIn();
		let resolveOrder: (response: Response) => void = () => {};
		const fetch = mockApi({
			"/shop": shop,
			...noDeliveryPromise,
			"/products/addtocart/fetch": cart,
			"/users/address/list": { status: true, addresses: [home] },
		});
		const base = fetch.getMockImplementation();
		fetch.mockImplementation(async (input, init) => {
			if (String(input).endsWith("/order/create")) {
				return new Promise<Response>((resolve) => {
					resolveOrder = resolve;
				});
			}
			return base ? base(input, init) : new Response("{}", { status: 404 });
		});
		const events = userEvent.setup();
		renderWithProviders(<CheckoutPage />);

		expect(await screen.findByRole("radio", { name: /Asha Verma/ })).toBeChecked();
		expect(screen.getByRole("button", { name: /Step 2:\s*Payment/ })).toBeDisabled();
		await next(events);
		await next(events);
		expect(screen.getByRole("alert")).toHaveTextContent(checkoutMessages.selectPayment);
		await events.click(screen.getByRole("radio", { name: /Cash on Delivery/ }));
		await next(events);

		expect(screen.getByRole("heading", { name: "Review your order" })).toBeInTheDocument();
		expect(screen.getByRole("button", { name: checkoutMessages.addGstin })).toBeVisible();
		expect(screen.getByRole("region", { name: "Items" })).toHaveTextContent("Floral Cotton Frock");
		expect(screen.getByRole("region", { name: "Delivery address" })).toHaveTextContent("Flat 302, Lotus Residency");
		expect(screen.getByRole("region", { name: "Payment method" })).toHaveTextContent("Cash on Delivery");
		const amounts = screen.getByTestId("checkout-amounts");
		expect(amounts).toHaveTextContent("₹998");
		expect(amounts).toHaveTextContent("−₹300");
		expect(amounts).toHaveTextContent("FREE");

		// a tab goes back, then Next brings the shopper forward again
		await events.click(screen.getByRole("button", { name: /Step 2:\s*Payment/ }));
		expect(screen.getByRole("radio", { name: /Cash on Delivery/ })).toBeChecked();
		await next(events);

		const place = screen.getByRole("button", { name: "Place Order" });
		await events.click(place);
		expect(screen.getByRole("button", { name: checkoutMessages.placing })).toBeDisabled();
		await events.click(screen.getByRole("button", { name: checkoutMessages.placing }));
		const calls = fetch.mock.calls.filter(([url]) => String(url).endsWith("/order/create"));
		expect(calls).toHaveLength(1);
		const init = calls[0]?.[1] as RequestInit;
		expect((init.headers as Record<string, string>)["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
		expect(JSON.parse(String(init.body))).toEqual({
			user_id: 7,
			address_id: 11,
			subTotalAmount: 698,
			deliveryAmount: 0,
			discountAmount: 300,
			total_amount: 698,
			payment_mode: "COD",
			order_items: [{ product_id: 501, quantity: 2, price: 349 }],
		});
		resolveOrder(
			new Response(JSON.stringify({ success: true, message: checkoutMessages.placed, response: { order_id: 42 } }), {
				status: 201,
			}),
		);
		expect(await screen.findByRole("heading", { name: checkoutMessages.placed })).toBeInTheDocument();
		expect(screen.getByText("#42")).toBeInTheDocument();
		expect(screen.getByRole("link", { name: checkoutMessages.viewOrders })).toHaveAttribute("href", "/orders");
	});

	it("offers no business purchase when the shop's turnover is above ₹5 crore (B2B there needs an IRN)", async () => {
		logIn();
		mockApi({
			"/shop": { ...shop, response: { ...shop.response, business_purchases: false } },
			...noDeliveryPromise,
			"/products/addtocart/fetch": cart,
			"/users/address/list": { status: true, addresses: [home] },
		});
		const events = userEvent.setup();
		renderWithProviders(<CheckoutPage />);
		expect(await screen.findByRole("radio", { name: /Asha Verma/ })).toBeChecked();
		await next(events);
		await events.click(screen.getByRole("radio", { name: /Cash on Delivery/ }));
		await next(events);
		expect(screen.getByRole("heading", { name: "Review your order" })).toBeInTheDocument();
		expect(screen.getByRole("button", { name: "Place Order" })).toBeVisible();
		expect(screen.queryByText(checkoutMessages.addGstin)).toBeNull();
	});

	it("offers the shopper's Pitara Credit: the summary shows it and what is left, and the order asks for it", async () => {
		logIn();
		const fetch = mockApi({
			"/shop": shop,
			...noDeliveryPromise,
			"/account/credit": { status: true, response: { balance: 200.5, entries: [] } },
			"/products/addtocart/fetch": cart,
			"/users/address/list": { status: true, addresses: [home] },
			"/order/create": {
				status: 201,
				body: { success: true, message: checkoutMessages.placed, response: { order_id: 43 } },
			},
		});
		const events = userEvent.setup();
		renderWithProviders(<CheckoutPage />);
		expect(await screen.findByRole("radio", { name: /Asha Verma/ })).toBeChecked();
		await next(events);
		await events.click(screen.getByRole("radio", { name: /Cash on Delivery/ }));
		await events.click(await screen.findByRole("checkbox", { name: checkoutMessages.creditApply("₹200.50") }));
		// cash is asked in whole rupees: ₹200 of the ₹200.50 is used on ₹698
		expect(screen.getByTestId("credit-applied")).toHaveTextContent("−₹200");
		expect(screen.getByTestId("checkout-credit")).toHaveTextContent("₹498");
		await next(events);
		await events.click(screen.getByRole("button", { name: "Place Order" }));
		expect(await screen.findByRole("heading", { name: checkoutMessages.placed })).toBeInTheDocument();
		expect(screen.getByText(/₹200 was paid with your Pitara Credit/)).toBeInTheDocument();
		expect(screen.getByText(/keep ₹498 ready/)).toBeInTheDocument();
		const call = fetch.mock.calls.find(([url]) => String(url).endsWith("/order/create"));
		expect(JSON.parse(String((call?.[1] as RequestInit | undefined)?.body))).toMatchObject({
			payment_mode: "COD",
			total_amount: 698,
			use_credit: true,
			creditAmount: 200,
		});
	});

	it("shows the server's message in a red banner and keeps the same key for the retry", async () => {
		logIn();
		let attempt = 0;
		const fetch = mockApi({
			"/shop": shop,
			...noDeliveryPromise,
			"/products/addtocart/fetch": cart,
			"/users/address/list": { status: true, addresses: [home] },
		});
		const base = fetch.getMockImplementation();
		fetch.mockImplementation(async (input, init) => {
			if (String(input).endsWith("/order/create")) {
				attempt += 1;
				return attempt === 1
					? new Response(JSON.stringify({ status: false, message: "Something broke", code: "INTERNAL_ERROR" }), {
							status: 500,
						})
					: new Response(JSON.stringify({ success: true, message: "ok", response: { order_id: 43 } }), { status: 201 });
			}
			return base ? base(input, init) : new Response("{}", { status: 404 });
		});
		const events = userEvent.setup();
		renderWithProviders(<CheckoutPage />);
		await screen.findByRole("radio", { name: /Asha Verma/ });
		await next(events);
		await events.click(screen.getByRole("radio", { name: /Cash on Delivery/ }));
		await next(events);
		await events.click(screen.getByRole("button", { name: "Place Order" }));
		expect(await screen.findByRole("alert")).toHaveTextContent("Something broke");
		await events.click(screen.getByRole("button", { name: "Place Order" }));
		expect(await screen.findByRole("heading", { name: checkoutMessages.placed })).toBeInTheDocument();
		const keys = fetch.mock.calls
			.filter(([url]) => String(url).endsWith("/order/create"))
			.map(([, init]) => ((init as RequestInit).headers as Record<string, string>)["idempotency-key"]);
		expect(keys).toHaveLength(2);
		expect(keys[0]).toBe(keys[1]);
	});

	it("checks a gift card's balance before the Review step", async () => {
		logIn();
		mockApi({
			"/shop": shop,
			...noDeliveryPromise,
			"/products/addtocart/fetch": cart,
			"/users/address/list": { status: true, addresses: [home] },
			"/giftcard/check": {
				status: true,
				message: "ok",
				response: { code: "PITARA-GIFT-500", balance: 500, expires_at: null },
			},
		});
		const events = userEvent.setup();
		renderWithProviders(<CheckoutPage />);
		await screen.findByRole("radio", { name: /Asha Verma/ });
		await next(events);
		await events.click(screen.getByRole("radio", { name: /Gift Card/ }));
		await next(events);
		expect(screen.getByRole("alert")).toHaveTextContent(checkoutMessages.giftCardRequired);
		await events.type(screen.getByLabelText("Gift card code"), "pitara-gift-500");
		await events.click(screen.getByRole("button", { name: "Check balance" }));
		const insufficient = giftCardMessages.insufficient("₹500", "₹698");
		expect(await screen.findByText(insufficient)).toBeInTheDocument();
		await next(events);
		expect(within(screen.getByRole("alert")).getByText(insufficient)).toBeInTheDocument();
		expect(screen.queryByRole("heading", { name: "Review your order" })).not.toBeInTheDocument();
	});

	it("shows why a card does not work at the Payment step, and the placing's one message only when the card changed since", async () => {
		logIn();
		const routes: Record<string, unknown> = {
			"/shop": shop,
			...noDeliveryPromise,
			"/products/addtocart/fetch": cart,
			"/users/address/list": { status: true, addresses: [home] },
			"/giftcard/check": {
				status: 404,
				body: { status: false, message: giftCardMessages.unknown, code: "GIFT_CARD_NOT_FOUND" },
			},
			"/order/create": {
				status: 409,
				body: {
					status: false,
					message: giftCardMessages.refused,
					code: "GIFT_CARD_REFUSED",
					errors: [{ field: "gift_card_code", message: giftCardMessages.refused }],
				},
			},
		};
		mockApi(routes);
		const events = userEvent.setup();
		renderWithProviders(<CheckoutPage />);
		await screen.findByRole("radio", { name: /Asha Verma/ });
		await next(events);
		await events.click(screen.getByRole("radio", { name: /Gift Card/ }));
		await events.type(screen.getByLabelText("Gift card code"), "pitara-gift-typo");
		await events.click(screen.getByRole("button", { name: "Check balance" }));
		// the balance check's own reason, at the field
		expect(await screen.findByText(giftCardMessages.unknown)).toBeInTheDocument();
		expect(screen.queryByText(giftCardMessages.refused)).not.toBeInTheDocument();

		routes["/giftcard/check"] = {
			status: true,
			message: "ok",
			response: { code: "PITARA-GIFT-2000", balance: 2000, expires_at: null },
		};
		await events.clear(screen.getByLabelText("Gift card code"));
		await events.type(screen.getByLabelText("Gift card code"), "pitara-gift-2000");
		await events.click(screen.getByRole("button", { name: "Check balance" }));
		expect(await screen.findByText(/It covers this order of ₹698/)).toBeInTheDocument();
		await next(events);
		// spent elsewhere between the check and Place Order: the one message of order creation
		await events.click(screen.getByRole("button", { name: "Place Order" }));
		expect(await screen.findByText(giftCardMessages.refused)).toBeInTheDocument();
		// and the balance seen before is no longer taken for granted
		await events.click(screen.getByRole("button", { name: "Change payment method" }));
		expect(screen.queryByText(/It covers this order/)).not.toBeInTheDocument();
		await next(events);
		expect(screen.getByRole("alert")).toHaveTextContent("Please check your gift card's balance first");
	});

	it("shows the delivery promise for the chosen address up to the placed screen, and stops at an address not served", async () => {
		logIn();
		const island: Address = { ...home, id: 12, address_id: 12, pincode: "744101", is_default: false };
		const promise = (pincode: string) =>
			pincode === "744101"
				? {
						pincode,
						district: "South Andaman",
						state: "Andaman and Nicobar Islands",
						serviceable: false,
						zone: null,
						date: null,
						message: "Sorry, we do not deliver to 744101 yet.",
						cod: { available: false, max_total: 10000, fee: 0 },
					}
				: {
						pincode,
						district: "Bengaluru Urban",
						state: "Karnataka",
						serviceable: true,
						zone: "same_city",
						date: "2026-11-24",
						message: "Delivery by Tue, 24 Nov",
						cod: { available: true, max_total: 10000, fee: 0 },
					};
		const fetch = mockApi({
			"/shop": shop,
			...noDeliveryPromise,
			"/products/addtocart/fetch": cart,
			"/users/address/list": { status: true, addresses: [home, island] },
			"/order/create": {
				success: true,
				message: checkoutMessages.placed,
				response: { order_id: 44, promised_delivery_date: "2026-11-24" },
			},
		});
		const base = fetch.getMockImplementation();
		fetch.mockImplementation(async (input, init) => {
			const url = new URL(String(input), "http://localhost");
			if (url.pathname.endsWith("/delivery/promise")) {
				return new Response(JSON.stringify({ status: true, response: promise(url.searchParams.get("pincode") ?? "") }));
			}
			return base ? base(input, init) : new Response("{}", { status: 404 });
		});
		const events = userEvent.setup();
		renderWithProviders(<CheckoutPage />);
		expect(await screen.findByText("Delivery by Tue, 24 Nov")).toBeInTheDocument();

		await events.click(screen.getByRole("radio", { name: /744101/ }));
		const refusal = "Sorry, we do not deliver to 744101 yet. Please choose another delivery address.";
		expect(await screen.findByTestId("address-delivery")).toHaveTextContent(refusal);
		await next(events);
		expect(screen.getByRole("alert")).toHaveTextContent(refusal);
		expect(screen.queryByRole("radio", { name: /Cash on Delivery/ })).not.toBeInTheDocument();

		await events.click(screen.getByRole("radio", { name: /560095/ }));
		expect(await screen.findByText("Delivery by Tue, 24 Nov")).toBeInTheDocument();
		await next(events);
		await events.click(screen.getByRole("radio", { name: /Cash on Delivery/ }));
		await next(events);
		expect(screen.getByTestId("review-delivery")).toHaveTextContent("Delivery by Tue, 24 Nov");
		await events.click(screen.getByRole("button", { name: "Place Order" }));
		expect(await screen.findByRole("heading", { name: checkoutMessages.placed })).toBeInTheDocument();
		expect(screen.getByText("Delivery by Tue, 24 Nov")).toBeInTheDocument();
	});

	it("offers cash on delivery by the address's zone, saying why not, and adds its fee as a line the order sends", async () => {
		logIn();
		const assam: Address = { ...home, id: 13, address_id: 13, pincode: "781001", is_default: false };
		const promise = (pincode: string): DeliveryPromise => ({
			pincode,
			district: pincode === "781001" ? "Kamrup Metro" : "Bengaluru Urban",
			state: pincode === "781001" ? "Assam" : "Karnataka",
			serviceable: true,
			zone: pincode === "781001" ? "north_east_islands" : "same_city",
			date: "2026-11-24",
			message: "Delivery by Tue, 24 Nov",
			cod: { available: pincode !== "781001", max_total: 10000, fee: 20 },
		});
		const fetch = mockApi({
			"/shop": shop,
			...noDeliveryPromise,
			"/products/addtocart/fetch": cart,
			"/users/address/list": { status: true, addresses: [home, assam] },
			"/order/create": { success: true, message: checkoutMessages.placed, response: { order_id: 45 } },
		});
		const base = fetch.getMockImplementation();
		fetch.mockImplementation(async (input, init) => {
			const url = new URL(String(input), "http://localhost");
			if (url.pathname.endsWith("/delivery/promise")) {
				return new Response(JSON.stringify({ status: true, response: promise(url.searchParams.get("pincode") ?? "") }));
			}
			return base ? base(input, init) : new Response("{}", { status: 404 });
		});
		const events = userEvent.setup();
		renderWithProviders(<CheckoutPage />);
		await events.click(await screen.findByRole("radio", { name: /781001/ }));
		await screen.findByText("Delivery by Tue, 24 Nov");
		await next(events);
		const cod = screen.getByRole("radio", { name: /Cash on Delivery/ });
		expect(cod).toBeDisabled();
		expect(cod).toHaveAccessibleName(/^Cash on Delivery\s*Not available for pincode 781001$/);

		await events.click(screen.getByRole("button", { name: /Step 1:\s*Address/ }));
		await events.click(screen.getByRole("radio", { name: /560095/ }));
		await waitFor(() => expect(screen.getByTestId("address-delivery")).toHaveTextContent("Delivery by Tue, 24 Nov"));
		await next(events);
		expect(screen.getByRole("radio", { name: /Cash on Delivery/ })).toHaveAccessibleName(
			/a ₹20 cash on delivery fee is added/,
		);
		const amounts = screen.getByTestId("checkout-amounts");
		expect(amounts).not.toHaveTextContent("Cash on delivery fee");
		await events.click(screen.getByRole("radio", { name: /Cash on Delivery/ }));
		expect(within(amounts).getByText("Cash on delivery fee").parentElement).toHaveTextContent("₹20");
		expect(within(amounts).getByText("Total").parentElement).toHaveTextContent("₹718");
		await next(events);
		await events.click(screen.getByRole("button", { name: "Place Order" }));
		expect(await screen.findByRole("heading", { name: checkoutMessages.placed })).toBeInTheDocument();
		const call = fetch.mock.calls.find(([url]) => String(url).endsWith("/order/create"));
		expect(JSON.parse(String((call?.[1] as RequestInit | undefined)?.body))).toMatchObject({
			address_id: 11,
			payment_mode: "COD",
			codFeeAmount: 20,
			total_amount: 718,
		});
	});

	it("offers cash on delivery only up to ₹10,000, saying why when the order is larger", async () => {
		logIn();
		const big: CartItem = { ...frock, price: 5200, mrp: 6000, quantity: 2 };
		mockApi({
			"/shop": shop,
			...noDeliveryPromise,
			"/products/addtocart/fetch": {
				...cart,
				response: [big],
				summary: { mrp_total: 12000, discount: 1600, subtotal: 10400, delivery: 0, total: 10400, item_count: 2 },
			},
			"/users/address/list": { status: true, addresses: [home] },
		});
		const events = userEvent.setup();
		renderWithProviders(<CheckoutPage />);
		await screen.findByRole("radio", { name: /Asha Verma/ });
		await next(events);
		const cod = screen.getByRole("radio", { name: /Cash on Delivery/ });
		expect(cod).toBeDisabled();
		expect(cod).toHaveAccessibleName(/^Cash on Delivery\s*Not available for orders above ₹10,000$/);
		expect(screen.getByText(checkoutMessages.codUnavailable("₹10,000"))).toBeVisible();
		expect(screen.getByRole("radio", { name: /UPI/ })).toBeEnabled();
		await events.click(screen.getByRole("radio", { name: /UPI/ }));
		await next(events);
		expect(await screen.findByRole("heading", { name: "Review your order" })).toBeInTheDocument();
	});

	it("offers cash on delivery for an order of exactly ₹10,000", async () => {
		logIn();
		const exact: CartItem = { ...frock, price: 5000, mrp: 6000, quantity: 2 };
		mockApi({
			"/shop": shop,
			...noDeliveryPromise,
			"/products/addtocart/fetch": {
				...cart,
				response: [exact],
				summary: { mrp_total: 12000, discount: 2000, subtotal: 10000, delivery: 0, total: 10000, item_count: 2 },
			},
			"/users/address/list": { status: true, addresses: [home] },
		});
		const events = userEvent.setup();
		renderWithProviders(<CheckoutPage />);
		await screen.findByRole("radio", { name: /Asha Verma/ });
		await next(events);
		expect(screen.getByRole("radio", { name: /Cash on Delivery/ })).toBeEnabled();
		expect(screen.queryByText(checkoutMessages.codUnavailable("₹10,000"))).not.toBeInTheDocument();
	});

	it("applies a promo code from the server's answer and sends it with the order", async () => {
		logIn();
		const fetch = mockApi({
			"/shop": shop,
			...noDeliveryPromise,
			"/products/addtocart/fetch": cart,
			"/users/address/list": { status: true, addresses: [home] },
			"/promo/validate": {
				status: true,
				message: promoMessages.applied("WELCOME15", "15%"),
				response: {
					code: "WELCOME15",
					percent_off: 15,
					amount_off: null,
					max_discount: 500,
					amounts: {
						mrpTotalAmount: 998,
						subTotalAmount: 698,
						discountAmount: 300,
						promoDiscountAmount: 104.7,
						deliveryAmount: 0,
						total_amount: 593.3,
					},
				},
			},
			"/order/create": { success: true, message: "ok", response: { order_id: 44 } },
		});
		const events = userEvent.setup();
		renderWithProviders(<CheckoutPage />);
		await screen.findByRole("radio", { name: /Asha Verma/ });
		await events.type(screen.getByLabelText("Promo code"), "welcome15");
		await events.click(screen.getByRole("button", { name: "Apply" }));
		expect(await screen.findByText(promoMessages.applied("WELCOME15", "15%"))).toBeInTheDocument();
		const amounts = screen.getByTestId("checkout-amounts");
		expect(amounts).toHaveTextContent("Discount (WELCOME15)");
		expect(amounts).toHaveTextContent("−₹104.70");
		expect(amounts).toHaveTextContent("₹593.30");
		await next(events);
		await events.click(screen.getByRole("radio", { name: /Cash on Delivery/ }));
		// paid in cash: rounded to the rupee, the round-off a line of its own
		expect(amounts).toHaveTextContent(`${cartMessages.roundOff}-₹0.30`);
		expect(amounts).toHaveTextContent("₹593");
		await next(events);
		await events.click(screen.getByRole("button", { name: "Place Order" }));
		expect(await screen.findByRole("heading", { name: checkoutMessages.placed })).toBeInTheDocument();
		expect(screen.getByText(/keep ₹593 ready to pay in cash/)).toBeInTheDocument();
		const call = fetch.mock.calls.find(([url]) => String(url).endsWith("/order/create"));
		expect(JSON.parse(String((call?.[1] as RequestInit | undefined)?.body))).toMatchObject({
			promo_code: "WELCOME15",
			promoDiscountAmount: 104.7,
			total_amount: 593,
			subTotalAmount: 698,
		});
	}, 15_000);
});

vi.mock("../../features/payments/lib/open-gateway.ts", () => ({ openGateway: vi.fn() }));
