import type { createOrderRequestSchema } from "@pitara/shared";
import {
	codRefusal,
	codTerms,
	computeOrderAmounts,
	deliveryMessages,
	isOnlinePaymentMode,
	MAX_HELD_UNITS,
	MAX_PENDING_COD_ORDERS,
	MAX_UNPAID_ONLINE_ORDERS,
	messages,
	PAYMENT_WINDOW_MINUTES,
	type PaymentStart,
	rupeesToPaise,
} from "@pitara/shared";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { z } from "zod";
import type { Db } from "../db/client.ts";
import { uniqueViolation } from "../lib/db-errors.ts";
import { badRequest, conflict, insufficientStock, notFound, unprocessable } from "../lib/errors.ts";
import { lockUser } from "../modules/accounts/index.ts";
import { findAddress } from "../modules/addresses/index.ts";
import { removeOrderedQuantities } from "../modules/cart/index.ts";
import { currentStock, findVariantLines, takeStock } from "../modules/catalog/index.ts";
import { codSettings, findDeliveryPromise } from "../modules/delivery/index.ts";
import {
	assertFirstOrder,
	findOrderByIdempotencyKey,
	findUsablePromo,
	insertOrder,
	insertOrderItems,
	insertTracking,
	itemsOfOrder,
	type OrderRow,
	openHolds,
	orderRequestFingerprint,
	type PromoRow,
	promoRule,
	recordPromoRedemption,
	sendOrderSms,
	sms,
	updateOrder,
} from "../modules/orders/index.ts";
import {
	beginGiftCardTry,
	forgetGiftCardTry,
	insertPayment,
	isGiftCardRefusal,
	type Payer,
	payWithGiftCard,
} from "../modules/payments/index.ts";
import type { AuthUser } from "../plugins/auth.ts";
import { releaseExpiredOrders } from "./release-expired-orders.ts";
import { currentOrNewPayment, startPayment } from "./start-payment.ts";

export type PlaceOrderBody = z.output<typeof createOrderRequestSchema>;

export interface PlaceOrderResult {
	order: OrderRow;
	/** false when an earlier request with the same Idempotency-Key made the order */
	created: boolean;
	message: string;
	payment?: PaymentStart;
}

export const IDEMPOTENCY_INDEX = "orders_user_idempotency_unique";
/** ₹1 crore: amounts are 32-bit paise columns, and no family's order comes near it. */
export const MAX_ORDER_PAISE = 1_000_000_000;

const priceChanged = () => conflict(messages.checkout.pricesChanged, "PRICE_CHANGED");

/**
 * Places an order (DESIGN.md §2) in one transaction:
 *  1. the address must be the caller's and its pincode one the couriers
 *     reach (the delivery promise, whose date the order keeps); every
 *     variant must be on sale;
 *  2. the amounts are computed from the database's prices with the shared
 *     pricing module (a promo code off the subtotal before the delivery rule)
 *     and compared, to the paisa, with what the client sent: any difference
 *     is refused as PRICE_CHANGED and nothing is written;
 *  3. the order row is written first, which claims the Idempotency-Key: a
 *     second request with the same key waits on the unique index and, when the
 *     first commits, answers the first order instead of making another; the
 *     row keeps the request's fingerprint, and a repeat that asks for anything
 *     else (items, address, codes, payment mode, amounts) is refused with 422;
 *  4. the shopper's row is held (as cart changes hold it), then a
 *     first-order-only promo code is checked: two orders racing with it
 *     are checked one after the other;
 *  5. stock is taken with one conditional update per variant, in variant
 *     order (no oversell, no deadlock); one short line rolls everything back;
 *  6. the items (with names, brand, size, colour, image, price and mrp copied),
 *     the promo redemption, the cart lines taken, the first tracking row and
 *     the payment: COD waits for delivery, a gift card is debited here, an
 *     online order holds its stock for PAYMENT_WINDOW_MINUTES while it is paid.
 * Before it, unpaid online orders past their window that hold any of the
 * variants are released (releaseExpiredOrders), and a try with a gift card is
 * written down for the shopper's lockout. Inside, with the shopper's row held:
 * at most MAX_UNPAID_ONLINE_ORDERS online orders waiting for payment and
 * MAX_PENDING_COD_ORDERS cash on delivery ones waiting to ship, together
 * holding at most MAX_HELD_UNITS units with this one. Cash on delivery only
 * in the zones and up to the total of the `cod` settings (its fee, a setting
 * too, is part of the amounts compared).
 * After the commit: the confirmation SMS (never failing the order) and, for
 * an online order, the first payment attempt at the gateway.
 */
export async function placeOrder(
	app: FastifyInstance,
	log: FastifyBaseLogger,
	user: AuthUser,
	body: PlaceOrderBody,
	idempotencyKey: string | null,
): Promise<PlaceOrderResult> {
	const payer: Payer = { fullName: user.fullName, email: user.email, phone: user.phone };
	const fingerprint = idempotencyKey ? orderRequestFingerprint(body) : null;
	if (idempotencyKey) {
		const earlier = await findOrderByIdempotencyKey(app.db, user.id, idempotencyKey);
		if (earlier) return repeatAnswer(app, earlier, body, fingerprint, payer);
	}

	// stock held by unpaid orders whose window has closed is given back first, not at the sweep's next tick:
	// the sweep's own transaction and lock order, only for orders holding what this one needs
	await releaseExpiredOrders(app, new Date(), {
		variantIds: body.order_items.map((item) => item.product_id),
	}).catch((error: unknown) => log.warn({ err: error }, "could not release expired holds before placing an order"));

	// a try with a gift card counts towards the shopper's lockout unless the card pays or is never looked at
	const giftCardTry = body.payment_mode === "GIFT_CARD" ? await beginGiftCardTry(app.db, user.id) : null;
	let order: OrderRow;
	try {
		order = await app.db.transaction((tx) =>
			placeInTransaction(tx, user, body, idempotencyKey, fingerprint, giftCardTry),
		);
	} catch (error) {
		if (giftCardTry !== null && !isGiftCardRefusal(error)) {
			await forgetGiftCardTry(app.db, giftCardTry).catch((forgetError: unknown) =>
				log.error({ err: forgetError }, "could not forget a gift card try"),
			);
		}
		if (idempotencyKey && uniqueViolation(error) === IDEMPOTENCY_INDEX) {
			const earlier = await findOrderByIdempotencyKey(app.db, user.id, idempotencyKey);
			if (earlier) return repeatAnswer(app, earlier, body, fingerprint, payer);
		}
		throw error;
	}

	if (!isOnlinePaymentMode(order.paymentMode)) {
		sendOrderSms(app, log, user.phone, sms.placed(order));
		return { order, created: true, message: messages.checkout.placed };
	}
	let payment: PaymentStart | undefined;
	try {
		payment = await startPayment(app, order, payer);
	} catch (error) {
		// the order stands, its stock held; the payment page starts a new attempt
		log.warn({ err: error, orderId: order.id }, "could not open the payment at the gateway");
	}
	return { order, created: true, message: messages.payment.awaiting, ...(payment ? { payment } : {}) };
}

/**
 * The answer to a repeated request: the first order's, when it asked for the
 * same thing (the same fingerprint); anything else is 422, as the IETF
 * Idempotency-Key draft says and Stripe does. Orders placed before
 * fingerprints were kept are compared by their items, mode, total and code.
 */
async function repeatAnswer(
	app: FastifyInstance,
	order: OrderRow,
	body: PlaceOrderBody,
	fingerprint: string | null,
	payer: Payer,
): Promise<PlaceOrderResult> {
	let same: boolean;
	if (order.idempotencyFingerprint) {
		same = order.idempotencyFingerprint === fingerprint;
	} else {
		const items = await itemsOfOrder(app.db, order.id);
		const asked = new Map(body.order_items.map((item) => [item.product_id, item.quantity]));
		same =
			order.paymentMode === body.payment_mode &&
			order.total === rupeesToPaise(body.total_amount) &&
			(order.promoCode ?? undefined) === (body.promo_code ?? undefined) &&
			items.length === asked.size &&
			items.every((item) => asked.get(item.variantId) === item.quantity);
	}
	if (!same) {
		throw unprocessable(messages.checkout.idempotencyMismatch, "IDEMPOTENCY_MISMATCH", [
			{ field: "Idempotency-Key", message: messages.checkout.idempotencyMismatch },
		]);
	}
	if (!isOnlinePaymentMode(order.paymentMode)) {
		return { order, created: false, message: messages.checkout.placed };
	}
	const payment = await currentOrNewPayment(app, order, payer).catch(() => undefined);
	return { order, created: false, message: messages.payment.awaiting, ...(payment ? { payment } : {}) };
}

async function placeInTransaction(
	tx: Db,
	user: AuthUser,
	body: PlaceOrderBody,
	idempotencyKey: string | null,
	fingerprint: string | null,
	giftCardTry: number | null,
): Promise<OrderRow> {
	const address = await findAddress(tx, user.id, body.address_id);
	if (!address) throw notFound(messages.checkout.addressNotFound, "ADDRESS_NOT_FOUND");
	const now = new Date();
	// the promise the checkout showed, made here and kept on the order; a pincode the couriers do not reach is refused
	const promise = await findDeliveryPromise(tx, address.pincode, now);
	if (promise && !promise.serviceable) {
		const message = deliveryMessages.unserviceableAddress(address.pincode);
		throw conflict(message, "UNSERVICEABLE_PINCODE", [{ field: "address_id", message }]);
	}

	const variantIds = body.order_items.map((item) => item.product_id);
	const variants = await findVariantLines(tx, variantIds);
	const lines = body.order_items.map((item) => {
		const variant = variants.get(item.product_id);
		if (!variant?.active) {
			throw conflict(messages.checkout.unavailable(variant?.name ?? "A product in your cart"), "PRODUCT_UNAVAILABLE");
		}
		return { item, variant };
	});

	let promo: PromoRow | null = null;
	if (body.promo_code) promo = await findUsablePromo(tx, body.promo_code);
	const priced = lines.map(({ item, variant }) => ({
		price: variant.price,
		mrp: variant.mrp,
		quantity: item.quantity,
	}));
	const rule = promo ? promoRule(promo) : null;
	let amounts = computeOrderAmounts(priced, rule);

	if (amounts.mrpTotal > MAX_ORDER_PAISE) {
		throw badRequest(messages.checkout.tooLarge, [{ field: "order_items", message: messages.checkout.tooLarge }]);
	}

	// cash on delivery by the address's zone and up to a total (before its fee), as the settings say; then its fee
	if (body.payment_mode === "COD") {
		const terms = codTerms(await codSettings(tx), address.pincode, promise?.zone ?? null);
		const refusal = codRefusal(terms, amounts.total);
		if (refusal) throw conflict(refusal.message, refusal.code, [{ field: "payment_mode", message: refusal.message }]);
		amounts = computeOrderAmounts(priced, rule, terms.fee);
	}

	// the client's amounts are compared, never trusted
	const sent = (rupees: number) => rupeesToPaise(rupees);
	const mismatched =
		lines.some(({ item, variant }) => sent(item.price) !== variant.price) ||
		sent(body.subTotalAmount) !== amounts.subtotal ||
		sent(body.deliveryAmount) !== amounts.delivery ||
		sent(body.discountAmount) !== amounts.discount ||
		(body.promoDiscountAmount !== undefined && sent(body.promoDiscountAmount) !== amounts.promoDiscount) ||
		(body.codFeeAmount !== undefined && sent(body.codFeeAmount) !== amounts.codFee) ||
		sent(body.total_amount) !== amounts.total;
	if (mismatched) throw priceChanged();

	const online = isOnlinePaymentMode(body.payment_mode);
	let order = await insertOrder(tx, {
		userId: user.id,
		status: "Pending",
		paymentMode: body.payment_mode,
		paymentStatus: "Pending",
		addressName: address.name,
		addressPhone: address.phone,
		addressLine1: address.addressLine1,
		addressLine2: address.addressLine2,
		city: address.city,
		state: address.state,
		pincode: address.pincode,
		country: address.country,
		mrpTotal: amounts.mrpTotal,
		subTotal: amounts.subtotal,
		discount: amounts.discount,
		promoCode: promo && amounts.promoDiscount > 0 ? promo.code : null,
		promoDiscount: amounts.promoDiscount,
		delivery: amounts.delivery,
		codFee: amounts.codFee,
		total: amounts.total,
		idempotencyKey,
		idempotencyFingerprint: fingerprint,
		paymentExpiresAt: online ? new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000) : null,
		promisedDeliveryDate: promise?.date ?? null,
	});

	// the shopper's row (accounts' one user lock), always before any stock: one lock order everywhere, no deadlock
	await lockUser(tx, user.id);
	// with the shopper's row held, racing orders of one shopper are counted one after the other
	if (online || body.payment_mode === "COD") {
		const holds = await openHolds(tx, user.id, order.id);
		if (online && holds.unpaidOnline >= MAX_UNPAID_ONLINE_ORDERS) {
			throw conflict(messages.checkout.tooManyUnpaid(MAX_UNPAID_ONLINE_ORDERS), "TOO_MANY_UNPAID_ORDERS");
		}
		if (!online && holds.pendingCod >= MAX_PENDING_COD_ORDERS) {
			throw conflict(messages.checkout.tooManyCod(MAX_PENDING_COD_ORDERS), "TOO_MANY_COD_ORDERS");
		}
		const units = body.order_items.reduce((sum, item) => sum + item.quantity, 0);
		if (holds.heldUnits + units > MAX_HELD_UNITS) {
			const message = messages.checkout.tooManyHeldUnits(MAX_HELD_UNITS, holds.heldUnits);
			throw conflict(message, "TOO_MANY_HELD_UNITS", [{ field: "order_items", message }]);
		}
	}
	if (promo && amounts.promoDiscount > 0) {
		await assertFirstOrder(tx, promo, user.id, order.id);
		await recordPromoRedemption(tx, {
			promoCodeId: promo.id,
			userId: user.id,
			orderId: order.id,
			amount: amounts.promoDiscount,
		});
	}

	for (const { item, variant } of [...lines].sort((a, b) => a.variant.variantId - b.variant.variantId)) {
		const taken = await takeStock(tx, variant.variantId, item.quantity);
		if (!taken) {
			const left = await currentStock(tx, variant.variantId);
			throw insufficientStock(messages.checkout.insufficientStock(variant.name, left));
		}
		// an admin changed the price between our read and the update
		if (taken.price !== variant.price || taken.mrp !== variant.mrp) throw priceChanged();
	}

	await insertOrderItems(
		tx,
		lines.map(({ item, variant }) => ({
			orderId: order.id,
			variantId: variant.variantId,
			productName: variant.name,
			brand: variant.brand,
			size: variant.size,
			color: variant.color,
			image: variant.picture,
			unitPrice: variant.price,
			unitMrp: variant.mrp,
			quantity: item.quantity,
			totalPrice: variant.price * item.quantity,
		})),
	);

	// the ordered quantities leave the cart; a line the shopper added more of keeps the rest
	await removeOrderedQuantities(
		tx,
		user.id,
		lines.map(({ item }) => ({ variantId: item.product_id, quantity: item.quantity })),
	);

	if (body.payment_mode === "GIFT_CARD") {
		const card = await payWithGiftCard(tx, body.gift_card_code ?? "", amounts.total, order.id);
		if (giftCardTry !== null) await forgetGiftCardTry(tx, giftCardTry);
		await insertPayment(tx, { orderId: order.id, gateway: "gift_card", amount: amounts.total, status: "paid" });
		order = await updateOrder(tx, order.id, { giftCardId: card.id, paymentStatus: "Paid" });
	} else if (body.payment_mode === "COD") {
		await insertPayment(tx, { orderId: order.id, gateway: "cod", amount: amounts.total, status: "created" });
	}

	await insertTracking(tx, {
		orderId: order.id,
		status: "Pending",
		name: user.fullName,
		updatedByUserId: user.id,
		note:
			body.payment_mode === "COD"
				? "Order placed, to be paid in cash on delivery"
				: body.payment_mode === "GIFT_CARD"
					? "Order placed and paid with a gift card"
					: "Order placed, waiting for payment",
	});
	return order;
}
