import {
	formatPaise,
	type Invoice,
	isOnlinePaymentMode,
	type Order,
	type OrderStatus,
	paiseToRupees,
	type TrackingEntry,
} from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { imageUrl } from "../../lib/media.ts";
import { findUserContact } from "../accounts/index.ts";
import { findVariantLines } from "../catalog/index.ts";
import { taxDocumentsOfOrders } from "../invoices/index.ts";
import {
	itemsOfOrders,
	listUserOrders,
	type OrderItemRow,
	type OrderRow,
	type TrackingRow,
} from "./orders.repository.ts";

/** The name on tracking rows the shop writes by itself (payments, expiry). */
export const SHOP_ACTOR = "Pitara";

/** Whether an online order can still be paid: unpaid, not cancelled, its stock still held and its window open. */
export function canPay(order: OrderRow, now = new Date()): boolean {
	return (
		isOnlinePaymentMode(order.paymentMode) &&
		order.status === "Pending" &&
		order.paymentStatus !== "Paid" &&
		order.paymentStatus !== "Refunded" &&
		order.stockReleasedAt === null &&
		order.paymentExpiresAt !== null &&
		order.paymentExpiresAt.getTime() > now.getTime()
	);
}

/** A shopper may cancel their own order while it is Pending (not yet shipped). */
export function canCancel(order: OrderRow): boolean {
	return order.status === "Pending";
}

/** A shopper may cancel single items before dispatch of an order that is paid (or cash on delivery). */
export function canCancelItems(order: OrderRow): boolean {
	return order.status === "Pending" && (!isOnlinePaymentMode(order.paymentMode) || order.paymentStatus === "Paid");
}

/** An order as the API answers it (SPEC.md §3), amounts in rupees; `categories` by variant id. */
export function toOrder(
	row: OrderRow,
	items: OrderItemRow[],
	categories: ReadonlyMap<number, string>,
	now = new Date(),
): Order {
	return {
		order_id: row.id,
		Product: items.map((item) => ({
			order_item_id: item.id,
			product_id: item.variantId,
			product_name: item.productName,
			brand: item.brand,
			category: categories.get(item.variantId) ?? "",
			quantity: item.quantity,
			unit_price: paiseToRupees(item.unitPrice),
			unit_mrp: paiseToRupees(item.unitMrp),
			total_price: paiseToRupees(item.totalPrice),
			image: imageUrl(item.image),
			size: item.size,
			color: item.color,
			cancelled_quantity: item.cancelledQuantity,
			returned_quantity: item.returnedQuantity,
		})),
		orderStatus: row.status,
		orderCreationDate: row.createdAt.toISOString(),
		addressUserName: row.addressName,
		addressUserPhone: row.addressPhone,
		address_line1: row.addressLine1,
		address_line2: row.addressLine2,
		city: row.city,
		state: row.state,
		pincode: row.pincode,
		country: row.country,
		payment_mode: row.paymentMode,
		payment_status: row.paymentStatus,
		total_amount: paiseToRupees(row.total),
		discountAmount: paiseToRupees(row.discount),
		subTotalAmount: paiseToRupees(row.subTotal),
		deliveryAmount: paiseToRupees(row.delivery),
		mrpTotalAmount: paiseToRupees(row.mrpTotal),
		promo_code: row.promoCode,
		promoDiscountAmount: paiseToRupees(row.promoDiscount),
		promo_name: row.promoCode ? (row.promoName ?? row.promoCode) : null,
		promoDeliveryAmount: paiseToRupees(row.promoDelivery),
		codFeeAmount: paiseToRupees(row.codFee),
		payment_expires_at: canPay(row, now) && row.paymentExpiresAt ? row.paymentExpiresAt.toISOString() : null,
		can_pay: canPay(row, now),
		can_cancel: canCancel(row),
		promised_delivery_date: row.promisedDeliveryDate,
		refunded_amount: paiseToRupees(row.refundedAmount),
		can_cancel_items: canCancelItems(row),
		credit_amount: paiseToRupees(row.creditAmount),
	};
}

export function toTrackingEntry(row: TrackingRow): TrackingEntry {
	return { id: row.id, status: row.status, updated_at: row.updatedAt.toISOString(), name: row.name, note: row.note };
}

/** The category of each ordered variant (the invoice's tax rates), from the catalogue's read model. */
async function categoriesOf(db: Db, items: Iterable<OrderItemRow[]>): Promise<Map<number, string>> {
	const lines = await findVariantLines(
		db,
		[...items].flat().map((item) => item.variantId),
	);
	return new Map([...lines.values()].map((line) => [line.variantId, line.category]));
}

export async function ordersOfUser(db: Db, userId: number): Promise<Order[]> {
	const rows = await listUserOrders(db, userId);
	const items = await itemsOfOrders(
		db,
		rows.map((row) => row.id),
	);
	const categories = await categoriesOf(db, items.values());
	const now = new Date();
	return rows.map((row) => toOrder(row, items.get(row.id) ?? [], categories, now));
}

export async function orderView(db: Db, row: OrderRow): Promise<Order> {
	const items = (await itemsOfOrders(db, [row.id])).get(row.id) ?? [];
	return toOrder(row, items, await categoriesOf(db, [items]));
}

export async function invoiceOf(db: Db, row: OrderRow): Promise<Invoice> {
	const [order, contact, documents] = await Promise.all([
		orderView(db, row),
		findUserContact(db, row.userId),
		taxDocumentsOfOrders(db, [row.id]),
	]);
	const issued = documents.get(row.id);
	return {
		...order,
		full_name: contact?.fullName ?? row.addressName,
		email: contact?.email ?? "",
		phone: contact?.phone ?? row.addressPhone,
		tax_invoice: issued?.invoice ?? null,
		credit_note: issued?.credit_note ?? null,
		credit_notes: issued?.credit_notes ?? [],
		exchange_invoices: issued?.exchange_invoices ?? [],
	};
}

/* SMS ------------------------------------------------------------------- */

const STATUS_WORDS: Record<OrderStatus, string> = {
	Pending: "is being prepared",
	Shipped: "has been shipped and is on its way",
	Delivered: "has been delivered. Thank you for shopping with Pitara!",
	Cancelled: "has been cancelled",
};

export const sms = {
	placed(order: OrderRow): string {
		const how =
			order.paymentMode === "COD"
				? `Please pay ${formatPaise(order.total)} in cash on delivery.`
				: order.paymentMode === "GIFT_CARD"
					? "Paid with your gift card."
					: "Payment received.";
		return `Pitara: your order #${order.id} of ${formatPaise(order.total)} is confirmed. ${how} We will message you when it ships.`;
	},
	statusChanged(order: OrderRow, refund: boolean): string {
		const refundText = refund ? ` Your payment of ${formatPaise(order.total)} will be refunded.` : "";
		return `Pitara: your order #${order.id} ${STATUS_WORDS[order.status]}.${refundText}`.replace("!.", "!");
	},
	expired(order: OrderRow): string {
		return `Pitara: your order #${order.id} was cancelled because its payment was not completed in time.`;
	},
};
