import { addDaysInIndia, formatIndiaDateTime, SHIPMENT_STATUS_TEXT, shippingMessages } from "@pitara/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { conflict, notFound, unprocessable } from "../lib/errors.ts";
import { emit } from "../modules/events/index.ts";
import { NDR_NO_REASON } from "../modules/messaging/index.ts";
import { lockOrder, type OrderRow, orderIdsOfUserSince, updateOrder } from "../modules/orders/index.ts";
import {
	createShopperLink,
	findCodBlock,
	findShipment,
	lockShipment,
	NDR_LINK_MS,
	REFUSED_DAYS,
	readCodGuardSettings,
	readShippingSettings,
	refusedCodOrdersAmong,
	type ShipmentRow,
	type ShipmentStatus,
	setCodBlock,
	shipmentsOfOrder,
	shiprocketClientOf,
	updateShipment,
	useShopperLinks,
} from "../modules/shipping/index.ts";
import { changeOrderStatusIn, type OrderActor, type StatusChange } from "./change-order-status.ts";

/**
 * Failed deliveries and parcels that come back (issue 25 item 5, decision
 * 048). An undelivered scan opens an NDR: the shopper is texted a single-use
 * link (48 hours) to choose a new date or correct the address or phone; the
 * answer goes to the courier as its re-attempt action (Shiprocket's NDR
 * action API, through the outbox). The staff may send the parcel back
 * instead (RTO). A returned parcel is received and inspected by the staff:
 * restocked or written off, and when nothing of the order is left with the
 * shopper, the order is cancelled (a prepaid payment refunded, an invoice
 * credited) through the orders' own cancellation.
 */

/** "29 Nov 2026, 6:15 pm" without the year: short enough for one DLT variable. */
export const shortWhen = (at: Date) => formatIndiaDateTime(at).replace(/ \d{4},/, ",");

/** Up to 30 characters (one DLT variable), cut at a word. */
const within30 = (text: string) => {
	const clean = text.replace(/\s+/g, " ").trim();
	if (clean.length <= 30) return clean || NDR_NO_REASON;
	return `${clean.slice(0, 29).replace(/\s+\S*$/, "")}…`;
};

/** The dates a shopper may ask the courier to come again: the next five days in India. */
export function ndrDates(now = new Date()): string[] {
	return [1, 2, 3, 4, 5].map((days) => addDaysInIndia(days, now));
}

/**
 * An NDR opened on a parcel (in the caller's transaction): its link, and
 * the shopper's text carrying it.
 */
export async function openNdrIn(tx: Db, shipment: ShipmentRow, origin: string, now = new Date()): Promise<string> {
	const expiresAt = new Date(now.getTime() + NDR_LINK_MS);
	const token = await createShopperLink(tx, {
		purpose: "ndr",
		orderId: shipment.orderId,
		shipmentId: shipment.id,
		expiresAt,
	});
	const reason = within30(shipment.failureReason ?? "");
	return `Pitara: we could not deliver your order #${shipment.orderId} (${reason}). Choose a new date or correct the address by ${shortWhen(expiresAt)}: ${origin.replace(/\/$/, "")}/l/${token}`;
}

/** A customer's COD deliveries refused (parcels turned back) since `since`. */
export async function refusedCodDeliveries(tx: Db, userId: number, since: Date): Promise<number> {
	// orders a little older than the window can have been turned back within it
	const orderIds = await orderIdsOfUserSince(tx, userId, new Date(since.getTime() - 60 * 86_400_000));
	return refusedCodOrdersAmong(tx, orderIds, since);
}

/**
 * After a COD parcel turned back: the customer's refused COD deliveries in
 * 180 days counted, and their COD switched off at the shop's limit.
 */
export async function countRefusedCodIn(tx: Db, order: OrderRow, now = new Date()): Promise<void> {
	const settings = await readCodGuardSettings(tx);
	if (settings.refusedLimit === 0) return;
	const refused = await refusedCodDeliveries(tx, order.userId, new Date(now.getTime() - REFUSED_DAYS * 86_400_000));
	if (refused < settings.refusedLimit) return;
	const block = await findCodBlock(tx, order.userId);
	// switched back on by the staff after these refusals: only a new refusal switches it off again
	if (block?.codOff || (block && block.refused >= refused)) return;
	await setCodBlock(tx, {
		userId: order.userId,
		codOff: true,
		refused,
		note: `Switched off after ${refused} refused COD deliveries in ${REFUSED_DAYS} days (last: order #${order.id})`,
		updatedByUserId: null,
	});
}

/** A shopper's answer to an NDR: a date, and a corrected address or phone. */
export interface NdrAnswerInput {
	date: string;
	addressLine1?: string;
	addressLine2?: string;
	phone?: string;
}

/**
 * The shopper's answer to a failed delivery, in the caller's transaction
 * (the parcel locked): kept on the parcel, the NDR's links used up, and the
 * courier's re-attempt asked through the outbox (a manual courier's parcel:
 * the staff read it in the NDR queue and tell their courier).
 */
export async function answerNdrIn(
	tx: Db,
	shipmentId: number,
	orderId: number,
	answer: NdrAnswerInput,
	now = new Date(),
): Promise<ShipmentRow> {
	const shipment = await lockShipment(tx, shipmentId);
	if (!shipment || shipment.orderId !== orderId || shipment.kind !== "forward") {
		throw notFound(shippingMessages.parcelNotFound, "SHIPMENT_NOT_FOUND");
	}
	if (shipment.status !== "undelivered") {
		throw conflict(shippingMessages.noNdrToAnswer(SHIPMENT_STATUS_TEXT[shipment.status as ShipmentStatus]), "NO_NDR");
	}
	if (!ndrDates(now).includes(answer.date)) {
		throw unprocessable(shippingMessages.ndrNextFiveDays, "NDR_DATE", [
			{ field: "date", message: shippingMessages.ndrNextFiveDays },
		]);
	}
	const request = {
		date: answer.date,
		address_line1: answer.addressLine1 ?? null,
		address_line2: answer.addressLine2 ?? null,
		phone: answer.phone ?? null,
		at: now.toISOString(),
	};
	const updated = await updateShipment(tx, shipment.id, { ndrRequest: request });
	await useShopperLinks(tx, orderId, "ndr");
	if (shipment.adapter === "shiprocket") {
		await emit(tx, {
			type: "NdrActionRequested",
			shipmentId: shipment.id,
			orderId,
			action: {
				kind: "reattempt",
				date: answer.date,
				...(answer.phone ? { phone: answer.phone } : {}),
				...(answer.addressLine1 ? { addressLine1: answer.addressLine1 } : {}),
				...(answer.addressLine2 ? { addressLine2: answer.addressLine2 } : {}),
				comments: `Shopper asks for delivery on ${answer.date}${answer.addressLine1 || answer.phone ? " (address or phone corrected)" : ""}`,
			},
		});
	}
	return updated;
}

/** The outbox's "courier-ndr": the NDR action at the shipment's courier (done once its courier has it). */
export async function sendNdrAction(
	app: FastifyInstance,
	shipmentId: number,
	action: Parameters<ReturnType<typeof shiprocketClientOf>["ndrAction"]>[1],
): Promise<void> {
	const shipment = await findShipment(app.db, shipmentId);
	if (!shipment?.awb || shipment.adapter !== "shiprocket") return;
	const client = shiprocketClientOf(app.config, await readShippingSettings(app.db));
	await client.ndrAction(shipment.awb, action);
}

/** Statuses from which the staff may send a parcel back. */
const MAY_RETURN: readonly string[] = ["booked", "picked_up", "in_transit", "out_for_delivery", "undelivered"];

/**
 * check-texts: console (the shipments desk's action, English only: decision 046)
 * What the staff's "Return to origin" must do beyond the scan (which the
 * route applies through receiveScansIn): the courier told (Shiprocket's NDR
 * action `return` for a parcel in NDR), the open NDR links closed.
 */
export async function returnToOriginIn(tx: Db, shipment: ShipmentRow, note: string): Promise<void> {
	if (!MAY_RETURN.includes(shipment.status)) {
		throw conflict(
			`A parcel that is ${SHIPMENT_STATUS_TEXT[shipment.status as ShipmentStatus].toLowerCase()} cannot be sent back`,
			"RTO_REFUSED",
		);
	}
	await useShopperLinks(tx, shipment.orderId, "ndr");
	if (shipment.adapter === "shiprocket" && shipment.status === "undelivered") {
		await emit(tx, {
			type: "NdrActionRequested",
			shipmentId: shipment.id,
			orderId: shipment.orderId,
			action: { kind: "return", comments: note || "Return to origin, asked by the shop" },
		});
	}
}

/**
 * check-texts: console (the shipments desk's action, English only: decision 046)
 * A returned parcel received and inspected by the staff (in the caller's
 * transaction, the parcel locked and already `rto_delivered`): its condition
 * kept; when no parcel of the order is left with the shopper or on its way,
 * the order is cancelled through the orders' own cancellation — stock back
 * (unless damaged), a prepaid payment refunded after the commit, an issued
 * invoice credited.
 */
export async function receiveReturnedIn(
	tx: Db,
	shipment: ShipmentRow,
	condition: "restocked" | "damaged",
	actor: OrderActor,
	now = new Date(),
): Promise<{ shipment: ShipmentRow; change: StatusChange | null }> {
	if (shipment.status !== "rto_delivered") {
		throw conflict("Mark the parcel returned to origin first", "NOT_RETURNED");
	}
	if (shipment.rtoReceivedAt) throw conflict("This parcel was received already", "ALREADY_RECEIVED");
	const updated = await updateShipment(tx, shipment.id, { rtoReceivedAt: now, rtoCondition: condition });
	const order = await lockOrder(tx, shipment.orderId);
	if (!order || (order.status !== "Pending" && order.status !== "Shipped")) return { shipment: updated, change: null };
	const forward = (await shipmentsOfOrder(tx, order.id)).filter(
		(row) => row.kind === "forward" && row.status !== "cancelled",
	);
	const allBack = forward.every((row) =>
		row.id === shipment.id ? true : row.status === "rto_delivered" && row.rtoReceivedAt !== null,
	);
	if (!allBack) return { shipment: updated, change: null };
	// damaged goods stay out of stock: the order's stock counts as given back already
	if (condition === "damaged" && order.stockReleasedAt === null) {
		await updateOrder(tx, order.id, { stockReleasedAt: now });
	}
	const change = await changeOrderStatusIn(tx, { orderId: order.id, status: "Cancelled", actor });
	return { shipment: updated, change };
}
