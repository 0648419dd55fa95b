import { isOnlinePaymentMode, messages, type OrderStatus, shippingMessages } from "@pitara/shared";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { conflict, notFound } from "../lib/errors.ts";
import { findUserContact } from "../modules/accounts/index.ts";
import { findVariantLines, markVerifiedReviews, returnStock } from "../modules/catalog/index.ts";
import { emit, transaction } from "../modules/events/index.ts";
import { type InvoiceableOrder, issueCreditNote, issueInvoice } from "../modules/invoices/index.ts";
import {
	insertTracking,
	itemsOfOrder,
	lineShares,
	lockOrder,
	type OrderRow,
	sms,
	unitsShare,
	updateOrder,
} from "../modules/orders/index.ts";
import {
	creditHeldByOrder,
	failOpenAttempts,
	paidPaymentsOfOrder,
	type Refund,
	recordRefunds,
	refundGiftCard,
	refundOf,
	refundPayments,
	setOrderPaymentsStatus,
} from "../modules/payments/index.ts";
import { findCodConfirmation } from "../modules/shipping/index.ts";
import { cancelRemainingLinesIn, hasCancelledUnits } from "./cancel-order-lines.ts";
import { lateCreditNote } from "./late-credit-note.ts";

/** Who changes an order: the shopper (their own Pending order only) or the shop's staff. */
export interface OrderActor {
	userId: number | null;
	name: string;
	role: "customer" | "admin" | "system";
}

/** DESIGN.md §2: Pending → Shipped → Delivered; Pending or Shipped → Cancelled. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
	Pending: ["Shipped", "Cancelled"],
	Shipped: ["Delivered", "Cancelled"],
	Delivered: [],
	Cancelled: [],
};

const refused = (from: OrderStatus, to: OrderStatus) =>
	conflict(
		from === to ? messages.orders.alreadyInStatus(to) : messages.orders.transitionRefused(from, to),
		"STATUS_TRANSITION_REFUSED",
	);

/**
 * Cancels an order inside a transaction that holds the order: its stock goes
 * back (unless an expired payment window already gave it back), a gift card
 * gets its balance back (a negative redemption row), a paid online payment is
 * marked Refunded and answered for refunding after the commit; an unpaid
 * online order's payment becomes Failed; COD stays Pending (nothing was paid).
 */
async function cancelInTransaction(
	tx: Db,
	order: OrderRow,
	actor: OrderActor,
	note: string,
): Promise<{ order: OrderRow; refund: Refund[]; refunded: boolean }> {
	const now = new Date();
	if (order.stockReleasedAt === null) await returnStock(tx, await itemsOfOrder(tx, order.id));

	let paymentStatus = order.paymentStatus;
	let refund: Refund[] = [];
	if (order.paymentStatus === "Paid" && order.paymentMode === "GIFT_CARD" && order.giftCardId !== null) {
		await refundGiftCard(tx, order.giftCardId, order.total - order.creditAmount, order.id);
		await setOrderPaymentsStatus(tx, order.id, "gift_card", "refunded", now);
		paymentStatus = "Refunded";
	} else if (order.paymentStatus === "Paid" && isOnlinePaymentMode(order.paymentMode)) {
		refund = (await paidPaymentsOfOrder(tx, order.id)).map((payment) => refundOf(payment));
		paymentStatus = "Refunded";
	} else if (order.paymentStatus === "Paid" && order.paymentMode === "COD") {
		// cash was collected: the staff pay it back by hand
		paymentStatus = "Refunded";
	} else if (isOnlinePaymentMode(order.paymentMode)) {
		paymentStatus = "Failed";
	}
	// Pitara Credit spent on it comes back to the ledger
	const creditHeld = order.creditAmount > 0 ? await creditHeldByOrder(tx, order.id) : 0;
	if (creditHeld > 0) {
		await recordRefunds(
			tx,
			order,
			null,
			[{ instrument: "credit", paymentId: null, amount: creditHeld }],
			`Refund of cancelled order #${order.id}`,
		);
	}
	// open attempts can no longer be paid (the test page refuses them; a late Razorpay payment is refunded)
	await failOpenAttempts(tx, order.id, "order cancelled", now);

	const updated = await updateOrder(tx, order.id, {
		status: "Cancelled",
		paymentStatus,
		stockReleasedAt: order.stockReleasedAt ?? now,
	});
	await insertTracking(tx, {
		orderId: order.id,
		status: "Cancelled",
		name: actor.name,
		updatedByUserId: actor.userId,
		note,
	});
	return { order: updated, refund, refunded: paymentStatus === "Refunded" };
}

/** An order's invoice facts: its amounts, the delivery address as the buyer's, its items with their categories. */
async function invoiceableOrder(tx: Db, order: OrderRow): Promise<InvoiceableOrder> {
	// units cancelled before dispatch are not invoiced; the order now costs total − refunded (issue 24)
	const all = await itemsOfOrder(tx, order.id);
	// each line's promo share as recorded at placement (decision 067), for the units still on the order
	const shares = lineShares({
		promoDiscount: order.promoDiscount,
		lines: all.map((item) => ({
			orderItemId: item.id,
			unitPrice: item.unitPrice,
			quantity: item.quantity,
			gone: 0,
			promoShare: item.promoShare,
		})),
	});
	const items = all
		.map((item, index) => {
			const gone = item.cancelledQuantity + item.returnedQuantity;
			const discount = order.promoRemoved ? 0 : unitsShare(shares[index] ?? 0, item.quantity, gone, item.quantity);
			return { ...item, quantity: item.quantity - gone, discount };
		})
		.filter((item) => item.quantity > 0);
	const total = order.total - order.refundedAmount;
	const itemsValue = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
	const lines = await findVariantLines(
		tx,
		items.map((item) => item.variantId),
	);
	return {
		id: order.id,
		total,
		promoDiscount:
			order.refundedAmount === 0
				? order.promoDiscount
				: Math.max(0, itemsValue + order.delivery + order.codFee - total),
		delivery: order.delivery,
		codFee: order.codFee,
		// cash on delivery was rounded to the rupee when placed: what the parts do not account for
		roundOff:
			order.paymentMode === "COD"
				? order.total - (order.subTotal - order.promoDiscount + order.delivery + order.codFee)
				: 0,
		buyer: {
			name: order.addressName,
			addressLines: [
				order.addressLine1,
				...(order.addressLine2 ? [order.addressLine2] : []),
				`${order.city}, ${order.state} ${order.pincode}`,
			],
			state: order.state,
			// a business purchase: the invoice names the buyer's GSTIN and trade name (GSTR-1's B2B)
			...(order.buyerGstin ? { gstin: order.buyerGstin, tradeName: order.buyerTradeName ?? order.addressName } : {}),
		},
		items: items.map((item) => ({
			name: `${item.productName} (${item.size}, ${item.color})`,
			category: lines.get(item.variantId)?.category ?? "",
			unitPrice: item.unitPrice,
			quantity: item.quantity,
			orderItemId: item.id,
			discount: item.discount,
			eligible: item.promoEligible,
		})),
	};
}

/** What a status change did: the order before and after, and what must follow the commit. */
export interface StatusChange {
	before: OrderRow;
	order: OrderRow;
	/** captured online payments to give back through the gateway, after the commit */
	refund: Refund[];
	refunded: boolean;
}

export type StatusChangeInput = {
	orderId: number;
	status: OrderStatus;
	actor: OrderActor;
	ownerId?: number;
	/** staff confirmed a credit note past Section 34(2)'s deadline (a shopper's confirmation counts for nothing) */
	confirmLateCreditNote?: boolean;
};

/**
 * The status change inside the caller's transaction (the staff's route runs
 * it in `audited()`): locks the order, checks the move, writes the new
 * status, the payment's and the tracking row with the name of who did it.
 * A shopper may only cancel their own Pending order (another user's order is
 * not found); the staff follow ORDER_TRANSITIONS. Shipping an online order
 * needs it paid, and issues its tax invoice; cancelling a shipped one issues
 * a credit note against it; COD becomes Paid on delivery. Nothing leaves the process
 * here: the shopper's SMS is an outbox entry written in `tx` (delivered after
 * commit), and `afterStatusChange` refunds once the transaction has committed.
 */
export async function changeOrderStatusIn(tx: Db, input: StatusChangeInput): Promise<StatusChange> {
	const change = await moveOrder(tx, input);
	// the shopper's SMS, through the outbox with the change's commit
	const contact = await findUserContact(tx, change.order.userId);
	await emit(tx, {
		type: "OrderStatusChanged",
		orderId: change.order.id,
		status: change.order.status,
		...(contact?.phone
			? { sms: { to: contact.phone, message: sms.statusChanged(change.order, change.refunded) } }
			: {}),
	});
	return change;
}

async function moveOrder(tx: Db, input: StatusChangeInput): Promise<StatusChange> {
	const { orderId, status, actor } = input;
	const order = await lockOrder(tx, orderId);
	if (!order || (input.ownerId !== undefined && order.userId !== input.ownerId)) {
		throw notFound(messages.orders.notFound, "ORDER_NOT_FOUND");
	}
	if (actor.role === "customer") {
		if (status !== "Cancelled" || order.status !== "Pending") {
			throw conflict(messages.orders.onlyPendingCancel, "NOT_CANCELLABLE");
		}
	} else if (!ORDER_TRANSITIONS[order.status].includes(status)) {
		throw refused(order.status, status);
	}

	if (
		status === "Cancelled" &&
		order.status === "Pending" &&
		(order.creditAmount > 0 || (await hasCancelledUnits(tx, order.id)))
	) {
		// some units were cancelled already, or Pitara Credit paid part: the rest go by the line computation (refunds
		// add up to what was paid, each instrument — the credit too — getting back what it gave)
		const note = actor.role === "customer" ? "Cancelled by the customer" : `Cancelled by ${actor.name}`;
		const updated = await cancelRemainingLinesIn(tx, order, actor, note, input.confirmLateCreditNote);
		return { before: order, order: updated, refund: [], refunded: updated.paymentStatus === "Refunded" };
	}
	if (status === "Cancelled") {
		const note = actor.role === "customer" ? "Cancelled by the customer" : `Cancelled by ${actor.name}`;
		const cancelled = await cancelInTransaction(tx, order, actor, note);
		// a shipped order was invoiced: its cancellation is a credit note against that invoice
		await issueCreditNote(tx, order.id, undefined, lateCreditNote(actor, input.confirmLateCreditNote));
		return { before: order, ...cancelled };
	}
	if (status === "Shipped" && order.paymentStatus !== "Paid" && order.paymentMode !== "COD") {
		throw conflict(messages.orders.notPaidYet, "NOT_PAID");
	}
	if (
		status === "Shipped" &&
		order.paymentMode === "COD" &&
		(await findCodConfirmation(tx, order.id))?.state === "awaiting"
	) {
		throw conflict(shippingMessages.codAwaitingShopper, "AWAITING_COD_CONFIRMATION");
	}
	const codCollected = status === "Delivered" && order.paymentMode === "COD" && order.paymentStatus === "Pending";
	if (codCollected) {
		await setOrderPaymentsStatus(tx, order.id, "cod", "paid");
	}
	const updated = await updateOrder(tx, order.id, { status, ...(codCollected ? { paymentStatus: "Paid" } : {}) });
	// the tax invoice goes with the parcel: numbered now, in this transaction, so a failed shipment takes no number
	if (status === "Shipped") await issueInvoice(tx, await invoiceableOrder(tx, updated));
	if (status === "Delivered") {
		// the shopper has now received these products: their reviews of them are by a verified buyer
		const items = await itemsOfOrder(tx, order.id);
		await markVerifiedReviews(
			tx,
			order.userId,
			items.map((item) => item.variantId),
		);
	}
	await insertTracking(tx, {
		orderId: order.id,
		status,
		name: actor.name,
		updatedByUserId: actor.userId,
		note: status === "Shipped" ? "Handed to the courier" : codCollected ? "Delivered; cash collected" : "Delivered",
	});
	return { before: order, order: updated, refund: [] as Refund[], refunded: false };
}

/** After the commit: refunds through the gateway (the shopper's SMS is an outbox entry of the transaction). */
export async function afterStatusChange(
	app: FastifyInstance,
	_log: FastifyBaseLogger,
	result: StatusChange,
): Promise<void> {
	await refundPayments(app, app.db, result.refund);
}

/** Moves an order to a new status in its own transaction, then refunds and texts the shopper. */
export async function changeOrderStatus(
	app: FastifyInstance,
	log: FastifyBaseLogger,
	input: StatusChangeInput,
): Promise<OrderRow> {
	const result = await transaction(app.db, (tx) => changeOrderStatusIn(tx, input));
	await afterStatusChange(app, log, result);
	return result.order;
}

/** The moves the staff may make next on an order, with why one is not possible yet (the console's buttons). */
export function staffMoves(order: OrderRow): { status: OrderStatus; allowed: boolean; reason: string | null }[] {
	return ORDER_TRANSITIONS[order.status].map((status) => {
		const unpaid = status === "Shipped" && order.paymentStatus !== "Paid" && order.paymentMode !== "COD";
		return { status, allowed: !unpaid, reason: unpaid ? messages.orders.notPaidYet : null };
	});
}
