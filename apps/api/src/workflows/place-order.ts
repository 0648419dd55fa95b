import type { createOrderRequestSchema, Language } from "@pitara/shared";
import {
	afterSaleMessages,
	checkoutGstinError,
	checkoutMessages,
	codRefusal,
	codTerms,
	creditToApply,
	deliveryMessages,
	errorsMessages,
	isOnlinePaymentMode,
	MAX_HELD_UNITS,
	MAX_PENDING_COD_ORDERS,
	MAX_UNPAID_ONLINE_ORDERS,
	messages,
	normalGstin,
	PAYMENT_WINDOW_MINUTES,
	type PaymentStart,
	rupeesToPaise,
} from "@pitara/shared";
import { text } from "@pitara/shared/i18n";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { z } from "zod";
import { type Db, planOnceInTransaction } from "../db/client.ts";
import { uniqueViolation } from "../lib/db-errors.ts";
import { badRequest, conflict, insufficientStock, notFound, unauthorized, unprocessable } from "../lib/errors.ts";
import { currentStock, stockTaken } from "../modules/catalog/index.ts";
import { promiseOf } from "../modules/delivery/index.ts";
import { emit, transaction } from "../modules/events/index.ts";
import { taxSettings } from "../modules/invoices/index.ts";
import { ownerWantsAlert, recordConsent } from "../modules/messaging/index.ts";
import {
	assertFirstOrder,
	choosePromo,
	findOrderByIdempotencyKey,
	findUsablePromo,
	itemsOfOrder,
	type OrderRow,
	orderRequestFingerprint,
	type PromoRow,
	promoName,
	recordPromoRedemption,
	sms,
	updateOrder,
} from "../modules/orders/index.ts";
import {
	beginGiftCardTry,
	creditBalance,
	forgetGiftCardTry,
	insertPayment,
	isGiftCardRefusal,
	type Payer,
	payWithGiftCard,
	spendCredit,
} from "../modules/payments/index.ts";
import type { AuthUser } from "../plugins/auth.ts";
import { assertCodAllowedIn, requireCodConfirmationIn } from "./cod-confirmation.ts";
import { readPlacementInputs, writePlacement } from "./place-order.statements.ts";
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
 * Places an order (DESIGN.md §2) in one transaction of two statements
 * (place-order.statements.ts, decision 025):
 *  1. the shopper's row is held (as cart changes hold it: two orders of one
 *     shopper are placed one after the other), and the address, the delivery
 *     promise's inputs, the variants and an earlier order with the same
 *     Idempotency-Key are read; the earlier order is answered instead of
 *     making another (the row keeps the request's fingerprint, and a repeat
 *     that asks for anything else — items, address, codes, payment mode,
 *     amounts — is refused with 422);
 *  2. the address must be the caller's and its pincode one the couriers
 *     reach (the delivery promise, whose date the order keeps); every
 *     variant must be on sale;
 *  3. the amounts are computed from the database's prices with the shared
 *     pricing module (a promo code off the subtotal before the delivery rule)
 *     and compared, to the paisa, with what the client sent: any difference
 *     is refused as PRICE_CHANGED and nothing is written;
 *  4. one statement writes the order, its items (names, brand, size, colour,
 *     image, price and mrp copied), takes every line's stock (variants locked
 *     in id order: no oversell, no deadlock), removes the cart lines ordered,
 *     writes the COD payment and the first tracking row, and counts the
 *     shopper's other orders holding stock; a short line, a changed price or a
 *     passed limit then rolls all of it back;
 *  5. a first-order-only promo code is checked and redeemed; a gift card is
 *     debited here; an online order holds its stock for PAYMENT_WINDOW_MINUTES
 *     while it is paid, COD waits for delivery.
 * When an unpaid online order holding one of the variants is past its window,
 * the first statement says so: the transaction is rolled back, those orders are
 * released (releaseExpiredOrders) and the order is placed again. A try with a
 * gift card is written down for the shopper's lockout before. The limits, with
 * the shopper's row held: at most MAX_UNPAID_ONLINE_ORDERS online orders
 * waiting for payment and MAX_PENDING_COD_ORDERS cash on delivery ones waiting
 * to ship, together holding at most MAX_HELD_UNITS units with this one. Cash on
 * delivery only in the zones and up to the total of the `cod` settings (its
 * fee, a setting too, is part of the amounts compared). A second request with
 * the same key that gets past the first statement while the first request's
 * order is not yet committed meets the unique index and answers that order.
 * The confirmation SMS is an outbox entry written with the order (delivered
 * after commit, never failing the order); after the commit, for an online
 * order, the first payment attempt at the gateway.
 */
export async function placeOrder(
	app: FastifyInstance,
	log: FastifyBaseLogger,
	user: AuthUser,
	body: PlaceOrderBody,
	idempotencyKey: string | null,
	/** the client's address, kept with a consent given at checkout */
	ip: string | null = null,
	/** the language of the checkout page, whose words a consent given there records (decision 071) */
	language: Language = "en",
): Promise<PlaceOrderResult> {
	const payer: Payer = { fullName: user.fullName, email: user.email, phone: user.phone };
	const fingerprint = idempotencyKey ? orderRequestFingerprint(body) : null;
	if (idempotencyKey && body.payment_mode === "GIFT_CARD") {
		// a repeat is no gift card try (nor refused by the tries' lockout): looked for before one is counted
		const earlier = await findOrderByIdempotencyKey(app.db, user.id, idempotencyKey);
		if (earlier) return repeatAnswer(app, earlier, body, fingerprint, payer);
	}

	// a try with a gift card counts towards the shopper's lockout unless the card pays or is never looked at
	const giftCardTry = body.payment_mode === "GIFT_CARD" ? await beginGiftCardTry(app.db, user.id) : null;
	let placed: Placed;
	try {
		let released = false;
		for (;;) {
			try {
				placed = await transaction(app.db, (tx) =>
					placeInTransaction(
						tx,
						user,
						body,
						idempotencyKey,
						fingerprint,
						giftCardTry,
						released,
						app.config.PUBLIC_URL,
						ip,
						language,
					),
				);
				break;
			} catch (error) {
				if (!(error instanceof ReleaseFirst)) throw error;
				// stock held by unpaid orders whose window has closed is given back first, not at the sweep's next
				// tick: the sweep's own transaction and lock order, only for orders holding what this one needs
				released = true;
				await releaseExpiredOrders(app, new Date(), {
					variantIds: body.order_items.map((item) => item.product_id),
				}).catch((releaseError: unknown) =>
					log.warn({ err: releaseError }, "could not release expired holds before placing an order"),
				);
			}
		}
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
	if (placed.earlier) {
		// a repeat with the Idempotency-Key of an order placed before: nothing was written, the try is not counted
		if (giftCardTry !== null) {
			await forgetGiftCardTry(app.db, giftCardTry).catch((forgetError: unknown) =>
				log.error({ err: forgetError }, "could not forget a gift card try"),
			);
		}
		return repeatAnswer(app, placed.order, body, fingerprint, payer);
	}
	const order = placed.order;

	if (!isOnlinePaymentMode(order.paymentMode) || order.paymentStatus === "Paid") {
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
	if (!isOnlinePaymentMode(order.paymentMode) || order.paymentStatus === "Paid") {
		return { order, created: false, message: messages.checkout.placed };
	}
	const payment = await currentOrNewPayment(app, order, payer).catch(() => undefined);
	return { order, created: false, message: messages.payment.awaiting, ...(payment ? { payment } : {}) };
}

/**
 * The checkout's two unticked boxes, when ticked: "Send my order updates on WhatsApp" (WhatsApp, order
 * updates) and "Send me offers and alerts" (SMS, marketing), each a ledger row with the words shown, from
 * "checkout". An unticked box records nothing: it neither gives nor withdraws. The words are those of the page's
 * language, with their id (decision 071): a Hindi checkout records the Hindi words the shopper ticked.
 */
async function recordCheckoutConsents(
	tx: Db,
	user: AuthUser,
	body: PlaceOrderBody,
	ip: string | null,
	language: Language,
): Promise<void> {
	const given = { phone: user.phone, userId: user.id, granted: true, source: "checkout", ip, language } as const;
	const words = (id: "consentWhatsAppUpdates" | "consentOffers") => ({
		textShown: text(language, `checkout.${id}`),
		textId: `checkout.${id}`,
	});
	if (body.whatsapp_updates)
		await recordConsent(tx, {
			...given,
			channel: "whatsapp",
			purpose: "transactional",
			...words("consentWhatsAppUpdates"),
		});
	if (body.offers)
		await recordConsent(tx, {
			...given,
			channel: "sms",
			purpose: "promotional",
			...words("consentOffers"),
		});
}

/** What the transaction did: placed the order, or found the one an earlier request with the same key placed. */
interface Placed {
	order: OrderRow;
	earlier: boolean;
}

/** An unpaid online order holding one of the variants is past its window: release it, then place again. */
class ReleaseFirst extends Error {}

async function placeInTransaction(
	tx: Db,
	user: AuthUser,
	body: PlaceOrderBody,
	idempotencyKey: string | null,
	fingerprint: string | null,
	giftCardTry: number | null,
	released: boolean,
	/** the shop's address, for a link texted to the shopper */
	origin: string,
	ip: string | null,
	language: Language,
): Promise<Placed> {
	const now = new Date();
	const variantIds = body.order_items.map((item) => item.product_id);
	// the placement statements are planned once per connection, not at every order (decision 030)
	await planOnceInTransaction(tx);
	// one statement: the shopper's row held, and everything the checks below read
	const inputs = await readPlacementInputs(tx, {
		userId: user.id,
		addressId: body.address_id,
		variantIds,
		idempotencyKey,
		now,
	});
	// the account was erased while this request waited for its row (the erasure held it): nothing is written for
	// it, and the request is answered as one whose session has ended (decision 051)
	if (inputs.erased) throw unauthorized(errorsMessages.sessionExpired, "INVALID_TOKEN");
	if (inputs.earlier) return { order: inputs.earlier, earlier: true };
	if (inputs.due && !released) throw new ReleaseFirst();

	const address = inputs.address;
	if (!address || !inputs.delivery) throw notFound(messages.checkout.addressNotFound, "ADDRESS_NOT_FOUND");
	// the promise the checkout showed, made here and kept on the order; a pincode the couriers do not reach is refused
	const promise = promiseOf(inputs.delivery, now);
	if (promise && !promise.serviceable) {
		const message = deliveryMessages.unserviceableAddress(address.pincode);
		throw conflict(message, "UNSERVICEABLE_PINCODE", [{ field: "address_id", message }]);
	}

	// a business purchase (issue 29 item 3): the GSTIN's state code must be the delivery state's; a shop above
	// ₹5 crore turnover offers none (B2B invoices would need an IRN, which Pitara does not make)
	const buyerGstin = body.buyer_gstin ? normalGstin(body.buyer_gstin) || null : null;
	const buyerTradeName = buyerGstin ? body.buyer_trade_name?.trim() || null : null;
	if (buyerTradeName && buyerTradeName.length > 200) {
		const message = checkoutMessages.tradeNameTooLong;
		throw badRequest(message, [{ field: "buyer_trade_name", message }]);
	}
	if (buyerGstin) {
		if ((await taxSettings(tx)).turnoverAbove5Crore) {
			const message = checkoutMessages.gstinNotOffered;
			throw badRequest(message, [{ field: "buyer_gstin", message }]);
		}
		const message = checkoutGstinError(buyerGstin, address.state);
		if (message) throw badRequest(message, [{ field: "buyer_gstin", message }]);
	}

	const typed: PromoRow | null = body.promo_code ? await findUsablePromo(tx, body.promo_code) : null;
	// priced as /promo/validate and the cart price them: one promo per order, the typed code or an automatic one
	// worth more (decision 067), so the amounts the shopper was shown are the ones placed
	const chosen = await choosePromo(tx, {
		userId: user.id,
		typed,
		items: body.order_items,
		variants: inputs.lines,
		charge: inputs.delivery.charge,
		now,
	});
	const { promo, pricing } = chosen;
	const { lines } = pricing;
	let amounts = pricing.amounts;

	if (amounts.mrpTotal > MAX_ORDER_PAISE) {
		throw badRequest(messages.checkout.tooLarge, [{ field: "order_items", message: messages.checkout.tooLarge }]);
	}

	// cash on delivery by the address's zone and up to a total (before its fee), as the settings say; then its fee
	if (body.payment_mode === "COD") {
		// a customer whose COD was switched off after refused deliveries pays online (decision 048)
		await assertCodAllowedIn(tx, user.id);
		const terms = codTerms(inputs.delivery.cod, address.pincode, promise?.zone ?? null);
		const refusal = codRefusal(terms, amounts.total);
		if (refusal) throw conflict(refusal.message, refusal.code, [{ field: "payment_mode", message: refusal.message }]);
		amounts = pricing.withCodFee(terms.fee);
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

	// Pitara Credit: read after the shopper's row was locked by the first statement (this statement sees every
	// order of theirs committed before), so two orders at once cannot spend the same credit; as much as the
	// balance and the total allow, in whole rupees for cash on delivery (what is left to pay in cash stays whole)
	const credit = body.use_credit
		? creditToApply(await creditBalance(tx, user.id), amounts.total, body.payment_mode)
		: 0;
	if (body.creditAmount !== undefined && rupeesToPaise(body.creditAmount) !== credit) {
		throw conflict(afterSaleMessages.creditChanged, "CREDIT_CHANGED", [
			{ field: "creditAmount", message: afterSaleMessages.creditChanged },
		]);
	}
	const due = amounts.total - credit;
	const paidByCredit = credit > 0 && due === 0;

	const online = isOnlinePaymentMode(body.payment_mode) && !paidByCredit;
	// one statement: the order, its items, the stock of every line, the cart, the COD payment and the tracking row;
	// what it answers is checked below, and any refusal rolls all of it back
	const written = await writePlacement(tx, {
		userId: user.id,
		order: {
			userId: user.id,
			status: "Pending",
			paymentMode: body.payment_mode,
			paymentStatus: paidByCredit ? "Paid" : "Pending",
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
			promoCode: promo ? promo.code : null,
			promoDiscount: amounts.promoDiscount,
			promoName: promo ? promoName(promo) : null,
			promoMinOrder: promo ? promo.minOrder : null,
			promoDelivery: amounts.promoDelivery ?? 0,
			delivery: amounts.delivery,
			codFee: amounts.codFee,
			total: amounts.total,
			creditAmount: credit,
			idempotencyKey,
			idempotencyFingerprint: fingerprint,
			paymentExpiresAt: online ? new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000) : null,
			promisedDeliveryDate: promise?.date ?? null,
			buyerGstin,
			buyerTradeName,
		},
		lines: lines.map(({ item, variant, eligible }, index) => ({
			variant_id: variant.variantId,
			quantity: item.quantity,
			product_name: variant.name,
			brand: variant.brand,
			size: variant.size,
			color: variant.color,
			image: variant.picture,
			unit_price: variant.price,
			unit_mrp: variant.mrp,
			total_price: variant.price * item.quantity,
			promo_share: promo ? (pricing.shares[index] ?? 0) : 0,
			promo_eligible: eligible,
		})),
		codPayment: body.payment_mode === "COD" && !paidByCredit,
		tracking: {
			status: "Pending",
			name: user.fullName,
			updatedByUserId: user.id,
			note: paidByCredit
				? "Order placed and paid with Pitara Credit"
				: body.payment_mode === "COD"
					? "Order placed, to be paid in cash on delivery"
					: body.payment_mode === "GIFT_CARD"
						? "Order placed and paid with a gift card"
						: "Order placed, waiting for payment",
		},
	});
	let order = written.order;

	// the shopper's other orders, counted with the shopper's row held: racing orders of one shopper one after the other
	if (online || body.payment_mode === "COD") {
		const holds = written.holds;
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
	if (promo) {
		await assertFirstOrder(tx, promo, user.id, order.id);
		await recordPromoRedemption(tx, {
			promoCodeId: promo.id,
			userId: user.id,
			orderId: order.id,
			amount: amounts.promoDiscount,
		});
	}

	// every line's stock, in variant order (the order it was locked in): one short line refuses the order
	for (const { variant } of [...lines].sort((a, b) => a.variant.variantId - b.variant.variantId)) {
		const taken = written.taken.get(variant.variantId);
		if (!taken) {
			const left = await currentStock(tx, variant.variantId);
			throw insufficientStock(messages.checkout.insufficientStock(variant.name, left));
		}
		// an admin changed the price between our read and the update
		if (Number(taken.price) !== variant.price || Number(taken.mrp) !== variant.mrp) throw priceChanged();
	}
	await stockTaken(tx, [...written.taken.values()]);

	// the credit's debit, in the order's transaction and under the shopper's row lock
	if (credit > 0) await spendCredit(tx, user.id, order.id, credit);
	if (body.payment_mode === "GIFT_CARD" && !paidByCredit) {
		// the gift card pays what the credit leaves
		const card = await payWithGiftCard(tx, body.gift_card_code ?? "", due, order.id);
		if (giftCardTry !== null) await forgetGiftCardTry(tx, giftCardTry);
		await insertPayment(tx, { orderId: order.id, gateway: "gift_card", amount: due, status: "paid" });
		order = await updateOrder(tx, order.id, { giftCardId: card.id, paymentStatus: "Paid" });
	} else if (giftCardTry !== null && paidByCredit) {
		await forgetGiftCardTry(tx, giftCardTry);
	}
	// the confirmation SMS of an order paid or to be paid on delivery goes through the outbox, written with the
	// order (an online order's is sent when its payment is confirmed)
	// a COD order the settings pick waits for the shopper's confirmation: its text asks for it (decision 048)
	const confirmText = await requireCodConfirmationIn(tx, order, origin);
	// the checkout's consents (issue 26 item 4), in the order's transaction: its first update already knows them
	if (user.phone) await recordCheckoutConsents(tx, user, body, ip, language);
	// the owner's alert of a new order (issue 27 item 5): an online order's when it is paid (confirm-payment.ts)
	const alertOwner = online ? {} : await ownerWantsAlert(tx, "order");
	await emit(tx, {
		type: "OrderPlaced",
		orderId: order.id,
		...(!online && user.phone ? { sms: { to: user.phone, message: confirmText ?? sms.placed(order) } } : {}),
		...alertOwner,
	});
	return { order, earlier: false };
}
