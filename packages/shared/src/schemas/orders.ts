import { z } from "zod";
import { ORDER_STATUSES, type OrderStatus, PAYMENT_MODES, PAYMENT_STATUSES, type PaymentStatus } from "../choices.ts";
import { taxDocumentSchema } from "../gst.ts";
import { gstinIssue, normalGstin } from "../gstin.ts";
import * as e from "../messages/errors.ts";
import { checkoutMessages, ordersMessages, promoMessages } from "../messages.ts";
import { ownIdFields } from "./accounts.ts";
import { idSchema } from "./common.ts";

/**
 * Checkout, orders, tracking, invoices, promo codes, gift cards and payments
 * (SPEC.md §3 and §7, DESIGN.md §2). Amounts are rupees here; the database
 * keeps paise and the server computes every amount itself.
 */

/**
 * At most this many of one product in an order (and in a cart line: a family's
 * order, not a wholesaler's; decision 015), and this many lines.
 */
export const MAX_ORDER_QUANTITY = 20;
export const MAX_ORDER_LINES = 50;
/**
 * Units one shopper may hold at once in orders that took stock without being
 * paid or shipped (online orders in their payment window, cash on delivery
 * orders not shipped), the new order included: against stock hoarding (decision 015).
 */
export const MAX_HELD_UNITS = 50;
/** An unpaid online order holds its stock this long, then it is cancelled. */
export const PAYMENT_WINDOW_MINUTES = 15;
/** Cash on delivery only up to this order total (paise), as Indian shops cap it: ₹10,000. */
export const COD_MAX_PAISE = 10_000_00;
/** Online orders a shopper may have waiting for payment at once (each holds its stock for the payment window). */
export const MAX_UNPAID_ONLINE_ORDERS = 3;
/** Cash on delivery orders a shopper may have waiting to be shipped at once (each holds its stock until then). */
export const MAX_PENDING_COD_ORDERS = 5;
/** Payment modes that go through the payment gateway. */
export const ONLINE_PAYMENT_MODES = ["CREDIT_CARD", "DEBIT_CARD", "UPI", "NET_BANKING"] as const;
export type OnlinePaymentMode = (typeof ONLINE_PAYMENT_MODES)[number];
export function isOnlinePaymentMode(mode: string): mode is OnlinePaymentMode {
	return (ONLINE_PAYMENT_MODES as readonly string[]).includes(mode);
}

/**
 * True when nothing was or ever will be collected for an order: it was
 * cancelled before it was paid (cash on delivery keeps its stored payment
 * status Pending, an unpaid online order Failed). A shopper is told 'Not
 * charged' rather than 'Payment pending'.
 */
export function isNotCharged(order: { orderStatus: OrderStatus; payment_status: PaymentStatus }): boolean {
	return order.orderStatus === "Cancelled" && (order.payment_status === "Pending" || order.payment_status === "Failed");
}

/** An order's payment status as a shopper reads it: 'Not charged' for a cancelled unpaid order, else the status. */
export function paymentStatusText(order: { orderStatus: OrderStatus; payment_status: PaymentStatus }): string {
	return isNotCharged(order) ? ordersMessages.notCharged : order.payment_status;
}

const numeric = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value);

/** A rupee amount the client sends to be compared with the server's. */
const rupeeAmount = (field: string) =>
	z.preprocess(
		numeric,
		z
			.number({ error: e.fieldNumber(field) })
			.finite(e.fieldNumber(field))
			.min(0, e.fieldNotNegative(field))
			.max(10_000_000, e.fieldTooLarge(field)),
	);

/** A code typed by a shopper: trimmed, upper-cased; "" means none. */
const optionalCode = (max = 32) =>
	z.preprocess(
		(value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
		z
			.string({ error: e.mustBeText })
			.trim()
			.max(max, e.atMostCharacters(max))
			.transform((value) => value.toUpperCase())
			.optional(),
	);

const requiredId = (message: string) =>
	z
		.preprocess(
			(value) => (value === undefined || value === null || value === "" ? undefined : value),
			idSchema.optional(),
		)
		.refine((value) => value !== undefined, message)
		.transform((value) => value as number);

export const orderItemInputSchema = z.object({
	/** the variant's id, as SPEC.md calls it */
	product_id: idSchema,
	quantity: z.preprocess(
		numeric,
		z
			.number({ error: e.fieldNumber("quantity") })
			.int(e.fieldWhole("quantity"))
			.min(1, e.fieldAtLeast("quantity", 1))
			.max(MAX_ORDER_QUANTITY, checkoutMessages.lineQuantityLimit(MAX_ORDER_QUANTITY)),
	),
	/** the unit price the shopper saw, in rupees */
	price: rupeeAmount("price"),
});
export type OrderItemInput = z.input<typeof orderItemInputSchema>;

/** POST /api/order/create (SPEC.md §3 "Order creation payload"), plus an optional promo and gift card code. */
export const createOrderRequestSchema = z
	.object({
		...ownIdFields,
		address_id: requiredId(checkoutMessages.selectAddress),
		subTotalAmount: rupeeAmount("subTotalAmount"),
		deliveryAmount: rupeeAmount("deliveryAmount"),
		discountAmount: rupeeAmount("discountAmount"),
		/** what the promo code takes off, when one is sent; compared like the others */
		promoDiscountAmount: rupeeAmount("promoDiscountAmount").optional(),
		/** the cash on delivery fee, when one is sent; compared like the others (the total includes it) */
		codFeeAmount: rupeeAmount("codFeeAmount").optional(),
		total_amount: rupeeAmount("total_amount"),
		payment_mode: z.enum(PAYMENT_MODES, { error: checkoutMessages.selectPayment }),
		order_items: z
			.array(orderItemInputSchema, { error: checkoutMessages.emptyOrder })
			.min(1, checkoutMessages.emptyOrder)
			.max(MAX_ORDER_LINES, checkoutMessages.tooManyLines(MAX_ORDER_LINES)),
		promo_code: optionalCode(),
		gift_card_code: optionalCode(),
		/** pay part or all of the order with the shopper's Pitara Credit: the server takes as much as the balance
		 * and the total allow (issue 24 item 6) */
		use_credit: z.boolean().optional(),
		/** the credit the checkout showed as applied (rupees), when sent: a different balance is refused as CREDIT_CHANGED */
		creditAmount: rupeeAmount("creditAmount").optional(),
		/** the unticked "Send my order updates on WhatsApp" ticked (issue 26 item 4): a consent in the ledger */
		whatsapp_updates: z.boolean().optional(),
		/** the unticked "Send me offers and alerts" ticked: a marketing consent in the ledger */
		offers: z.boolean().optional(),
		/** a business purchase (issue 29 item 3): the buyer's GSTIN, named on the invoice (GSTR-1's B2B); checked by
		 * the server against the delivery address (checkoutGstinError: shape, check character, state code), not here,
		 * so the storefront's first load carries none of it */
		buyer_gstin: z.string().optional(),
		buyer_trade_name: z.string().optional(),
	})
	.superRefine((body, ctx) => {
		const seen = new Set<number>();
		for (const [index, item] of body.order_items.entries()) {
			if (seen.has(item.product_id)) {
				ctx.addIssue({
					code: "custom",
					path: ["order_items", index, "product_id"],
					message: checkoutMessages.duplicateItem,
				});
			}
			seen.add(item.product_id);
		}
		if (body.payment_mode === "GIFT_CARD" && !body.gift_card_code) {
			ctx.addIssue({ code: "custom", path: ["gift_card_code"], message: checkoutMessages.giftCardRequired });
		}
	});
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

/**
 * The field error a business purchase's GSTIN gets against the delivery address's state (issue 29 item 3: the
 * state code must be that state's, as the console's GSTIN must be the registered state's), or null. The checkout
 * shows it before the order is sent; the server refuses the order with it.
 */
export function checkoutGstinError(gstin: string, state: string): string | null {
	const issue = gstinIssue(normalGstin(gstin), state);
	if (!issue) return null;
	if (issue.kind === "format") return checkoutMessages.gstinFormat;
	if (issue.kind === "check") return checkoutMessages.gstinCheck(issue.expected);
	return checkoutMessages.gstinState(issue.code, issue.state, issue.stateCode);
}

/** What starts a payment at the gateway: the built-in test page or Razorpay's checkout. */
export const paymentStartSchema = z.object({
	gateway: z.enum(["test", "razorpay"]),
	order_id: z.number().int(),
	/** our payment attempt */
	payment_id: z.number().int(),
	gateway_order_id: z.string(),
	/** rupees */
	amount: z.number(),
	currency: z.literal("INR"),
	/** when the order's reserved stock is released if still unpaid */
	expires_at: z.string(),
	/** test gateway: the payment page to open */
	redirect_url: z.string().optional(),
	/** razorpay: what checkout.js needs */
	key_id: z.string().optional(),
	shop_name: z.string(),
	description: z.string(),
	prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

export const createOrderResponseSchema = z.object({
	success: z.literal(true),
	message: z.string(),
	response: z.object({
		order_id: z.number().int(),
		/** YYYY-MM-DD (IST) the parcel was promised for when the order was placed; null for a pincode without a promise */
		promised_delivery_date: z.string().nullable().optional(),
		payment: paymentStartSchema.optional(),
	}),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

export const orderProductSchema = z.object({
	/** the order line's own id: what cancellations and returns name (issue 24) */
	order_item_id: z.number().int(),
	/** the variant's id */
	product_id: z.number().int(),
	product_name: z.string(),
	brand: z.string(),
	category: z.string(),
	quantity: z.number().int(),
	/** rupees */
	unit_price: z.number(),
	unit_mrp: z.number(),
	total_price: z.number(),
	image: z.string().nullable(),
	size: z.string(),
	color: z.string(),
	/** units of this line cancelled before dispatch */
	cancelled_quantity: z.number().int(),
	/** units of this line returned */
	returned_quantity: z.number().int(),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

/** An order as SPEC.md §3 shows it (Product a real array), with the promo code and what the shopper may do next. */
export const orderSchema = z.object({
	order_id: z.number().int(),
	Product: z.array(orderProductSchema),
	orderStatus: z.enum(ORDER_STATUSES),
	/** ISO date-time */
	orderCreationDate: z.string(),
	addressUserName: z.string(),
	addressUserPhone: z.string(),
	address_line1: z.string(),
	address_line2: z.string().nullable(),
	city: z.string(),
	state: z.string(),
	pincode: z.string(),
	country: z.string(),
	payment_mode: z.enum(PAYMENT_MODES),
	payment_status: z.enum(PAYMENT_STATUSES),
	/** rupees */
	total_amount: z.number(),
	/** mrp total − subtotal */
	discountAmount: z.number(),
	subTotalAmount: z.number(),
	deliveryAmount: z.number(),
	mrpTotalAmount: z.number(),
	promo_code: z.string().nullable(),
	promoDiscountAmount: z.number(),
	/** what the shopper read for the promo: "Discount (NAME)"; null without a promo */
	promo_name: z.string().nullable().optional(),
	/** rupees of delivery a free-delivery promo took off (0 for none) */
	promoDeliveryAmount: z.number().optional(),
	/** the cash on delivery fee included in total_amount (0 for none) */
	codFeeAmount: z.number(),
	/** unpaid online orders: when the order is cancelled unless paid */
	payment_expires_at: z.string().nullable(),
	/** the shopper may still pay it online (a new attempt after a failure) */
	can_pay: z.boolean(),
	/** the shopper may still cancel it */
	can_cancel: z.boolean(),
	/** YYYY-MM-DD (IST) promised at placement (the delivery promise); null for older orders */
	promised_delivery_date: z.string().nullable(),
	/** rupees given back so far by cancelled items (issue 24); the order now costs total_amount − this */
	refunded_amount: z.number(),
	/** the shopper may cancel single items (not shipped, and paid or cash on delivery) */
	can_cancel_items: z.boolean(),
	/** rupees of Pitara Credit spent on the order at checkout; the payment mode pays total_amount − this */
	credit_amount: z.number(),
});
export type Order = z.infer<typeof orderSchema>;

export const listOrdersRequestSchema = z.object({ ...ownIdFields });
export const orderIdRequestSchema = z.object({ ...ownIdFields, order_id: idSchema });
export type OrderIdRequest = z.input<typeof orderIdRequestSchema>;

/** POST /order/invoice/pdf: which of the order's tax documents, as a PDF (the tax invoice unless said). */
export const taxDocumentPdfRequestSchema = orderIdRequestSchema.extend({
	document: z.enum(["invoice", "credit_note"]).default("invoice"),
	/** one credit note of several, by its number (PIT-CN/2026-27/000001); without it the latest */
	number: z.string().trim().min(1).max(40).optional(),
});
export type TaxDocumentPdfRequest = z.input<typeof taxDocumentPdfRequestSchema>;

export const orderListResponseSchema = z.object({ status: z.literal(true), response: z.array(orderSchema) });
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;
export const orderResponseSchema = z.object({ status: z.literal(true), message: z.string(), response: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

export const trackingEntrySchema = z.object({
	id: z.number().int(),
	status: z.string(),
	/** ISO date-time */
	updated_at: z.string(),
	/** who made the change */
	name: z.string(),
	note: z.string().nullable(),
});
export type TrackingEntry = z.infer<typeof trackingEntrySchema>;
export const trackingResponseSchema = z.object({ status: z.literal(true), response: z.array(trackingEntrySchema) });
export type TrackingResponse = z.infer<typeof trackingResponseSchema>;

/**
 * SPEC.md §3 Invoice: the order's fields plus the customer's name, e-mail and
 * phone; and the GST tax invoice issued when the order shipped (null before),
 * with the credit note issued if it was cancelled after that (decision 019).
 */
export const invoiceSchema = orderSchema.extend({
	full_name: z.string(),
	email: z.string(),
	phone: z.string(),
	tax_invoice: taxDocumentSchema.nullable(),
	credit_note: taxDocumentSchema.nullable(),
	/** every credit note, in the order issued: for cancelled or returned units, and the whole order's (issue 24) */
	credit_notes: z.array(taxDocumentSchema),
	/** the tax invoices of size exchanges' replacements, in the order issued (issue 24; the returned units' credit
	 * notes are in `credit_notes`) */
	exchange_invoices: z.array(taxDocumentSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceResponseSchema = z.object({ status: z.literal(true), response: z.array(invoiceSchema) });
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>;

/** The amounts of an order as the server computes them, in rupees. */
export const orderAmountsSchema = z.object({
	mrpTotalAmount: z.number(),
	subTotalAmount: z.number(),
	discountAmount: z.number(),
	promoDiscountAmount: z.number(),
	/** the delivery fee a free-delivery promo took off (already out of deliveryAmount) */
	promoDeliveryAmount: z.number().optional(),
	deliveryAmount: z.number(),
	/** the cash on delivery fee, once cash on delivery is chosen (the checkout adds it) */
	codFeeAmount: z.number().optional(),
	/** cash on delivery: what rounds the total to the rupee (the checkout adds it) */
	roundOffAmount: z.number().optional(),
	total_amount: z.number(),
});
export type OrderAmountsRupees = z.infer<typeof orderAmountsSchema>;

/** The one promo an order gets, as the cart, the checkout and the order show it: "Discount (NAME)". */
export const appliedPromoSchema = z.object({
	name: z.string(),
	/** the code typed; null for an automatic promo */
	code: z.string().nullable(),
	automatic: z.boolean(),
	free_delivery: z.boolean(),
	/** rupees off the items */
	discount: z.number(),
	/** rupees of delivery taken off */
	delivery: z.number(),
	/** rupees: the promo's minimum, measured on its eligible items; 0 for none */
	min_order: z.number(),
	/** the promo applies to some items only */
	scoped: z.boolean(),
});
export type AppliedPromo = z.infer<typeof appliedPromoSchema>;

/** POST /api/promo/validate: a code and the lines it would apply to. */
export const validatePromoRequestSchema = z.object({
	code: z.preprocess(
		(value) => (typeof value === "string" ? value : ""),
		z
			.string()
			.trim()
			.min(1, promoMessages.codeRequired)
			.max(32, e.atMostCharacters(32))
			.transform((value) => value.toUpperCase()),
	),
	order_items: z
		.array(orderItemInputSchema.pick({ product_id: true, quantity: true }), { error: checkoutMessages.emptyOrder })
		.min(1, checkoutMessages.emptyOrder)
		.max(MAX_ORDER_LINES),
});
export type ValidatePromoRequest = z.input<typeof validatePromoRequestSchema>;
export const validatePromoResponseSchema = z.object({
	status: z.literal(true),
	message: z.string(),
	response: z.object({
		code: z.string(),
		/** null for a fixed amount off */
		percent_off: z.number().int().nullable(),
		/** rupees off, or null for a percentage */
		amount_off: z.number().nullable(),
		/** rupees; null for no cap */
		max_discount: z.number().nullable(),
		amounts: orderAmountsSchema,
		/** the promo the order gets (one per order, decision 067): the typed code, or an automatic one worth more */
		applied: appliedPromoSchema.nullable().optional(),
	}),
});
export type ValidatePromoResponse = z.infer<typeof validatePromoResponseSchema>;

/** POST /api/giftcard/check. */
export const giftCardCheckRequestSchema = z.object({
	code: z.preprocess(
		(value) => (typeof value === "string" ? value : ""),
		z
			.string()
			.trim()
			.min(1, checkoutMessages.giftCardRequired)
			.max(32, e.atMostCharacters(32))
			.transform((value) => value.toUpperCase()),
	),
});
export type GiftCardCheckRequest = z.input<typeof giftCardCheckRequestSchema>;
export const giftCardCheckResponseSchema = z.object({
	status: z.literal(true),
	message: z.string(),
	response: z.object({ code: z.string(), balance: z.number(), expires_at: z.string().nullable() }),
});
export type GiftCardCheckResponse = z.infer<typeof giftCardCheckResponseSchema>;

/** POST /api/payment/start: a new payment attempt for an unpaid online order. */
export const startPaymentRequestSchema = z.object({ order_id: idSchema });
export const startPaymentResponseSchema = z.object({ status: z.literal(true), response: paymentStartSchema });
export type StartPaymentResponse = z.infer<typeof startPaymentResponseSchema>;

/**
 * POST /api/payment/verify: the gateway's signed result, brought back by the
 * browser. A paid result carries signature = HMAC-SHA256(gateway_order_id + "|"
 * + gateway_payment_id); the test gateway signs a failure too.
 */
export const verifyPaymentRequestSchema = z.object({
	order_id: idSchema,
	gateway_order_id: z.string().trim().min(1, e.fieldRequired("gateway_order_id")).max(100),
	gateway_payment_id: z.string().trim().min(1, e.fieldRequired("gateway_payment_id")).max(100),
	signature: z.string().trim().max(200).optional(),
	outcome: z.enum(["paid", "failed"], { error: e.fieldPaidOrFailed("outcome") }),
});
export type VerifyPaymentRequest = z.input<typeof verifyPaymentRequestSchema>;
export const verifyPaymentResponseSchema = z.object({
	status: z.literal(true),
	message: z.string(),
	response: z.object({
		order_id: z.number().int(),
		payment_status: z.enum(PAYMENT_STATUSES),
		orderStatus: z.enum(ORDER_STATUSES),
		can_pay: z.boolean(),
	}),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** POST /api/admin/orders/{order_id}/status. */
export const adminOrderStatusParamsSchema = z.object({ order_id: idSchema });
export const adminOrderStatusRequestSchema = z.object({
	status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(", ")}` }),
	/** staff only: issue the credit note even after Section 34(2)'s deadline (30 November after the invoice's year); audited */
	confirm_late_credit_note: z.boolean().optional(),
});
export type AdminOrderStatusRequest = z.input<typeof adminOrderStatusRequestSchema>;

/** PATCH /api/admin/variants/{id}: rupees for price and mrp; at least one field. */
export const adminVariantParamsSchema = z.object({ id: idSchema });
export const adminVariantPatchSchema = z
	.object({
		price: z
			.number({ error: "price must be a number" })
			.finite()
			.positive("price must be more than 0")
			.max(10_000_000, "price is too large")
			.refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), "price must be in whole paise")
			.optional(),
		mrp: z
			.number({ error: "mrp must be a number" })
			.finite()
			.positive("mrp must be more than 0")
			.max(10_000_000, "mrp is too large")
			.refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), "mrp must be in whole paise")
			.optional(),
		stock: z
			.number({ error: "stock must be a number" })
			.int("stock must be a whole number")
			.min(0, "stock cannot be negative")
			.max(1_000_000, "stock is too large")
			.optional(),
	})
	.refine((body) => body.price !== undefined || body.mrp !== undefined || body.stock !== undefined, {
		message: "Send at least one of price, mrp and stock",
	})
	.refine((body) => body.price === undefined || body.mrp === undefined || body.mrp >= body.price, {
		message: "mrp cannot be less than price",
		path: ["mrp"],
	});
export type AdminVariantPatch = z.input<typeof adminVariantPatchSchema>;
export const adminVariantSchema = z.object({
	id: z.number().int(),
	product_id: z.number().int(),
	size: z.string(),
	color: z.string(),
	price: z.number(),
	mrp: z.number(),
	stock: z.number().int(),
});
