import { SHOP } from "@pitara/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { conflict, notFound } from "../lib/errors.ts";
import { findUserContact } from "../modules/accounts/index.ts";
import { shippingSizesOf } from "../modules/catalog/index.ts";
import { emit, transaction } from "../modules/events/index.ts";
import { findOrder, itemsOfOrder, lockOrder, type OrderItemRow, SHOP_ACTOR } from "../modules/orders/index.ts";
import { findReturn, moveReturn, type ReturnWithLines } from "../modules/returns/index.ts";
import {
	bookReturnWithCourier,
	type CourierScan,
	createShipmentIn,
	findShipment,
	isPickupFailure,
	type LineSize,
	linesOfShipments,
	lockShipment,
	pickupOfReturn,
	readShippingSettings,
	type ShipmentRow,
	type ShipmentStatus,
	scansOfShipments,
	shipmentsOfOrder,
	shiprocketClientOf,
	updateShipment,
} from "../modules/shipping/index.ts";
import { markReturnPickupFailedIn, runReturnStepIn, type StaffActor } from "./run-return.ts";

/**
 * Reverse pickups (issue 25 item 1 with issue 24, decision 055): an approved
 * return's parcel is a shipment of the shipping module (kind reverse, its
 * return named), booked like a forward one — by hand (the staff type the
 * courier and AWB) or with Shiprocket's return order through the outbox
 * (attempt row, search before any retry: never two pickups) — and its scans
 * move the return forward through the returns workflow's own steps: booked →
 * "Pickup scheduled", picked up → "Picked up", delivered to the shop → a
 * "Received at the shop" entry (the staff then inspect it as any return).
 */

const COURIER: StaffActor = { userId: null, name: SHOP_ACTOR };

export interface PickupRequest {
	returnId: number;
	adapter?: "manual" | "shiprocket";
	courierName?: string;
	awb?: string;
	/** ask the courier to check the item at the door (Shiprocket, one unit of one item); default yes */
	qualityCheck?: boolean;
	actor: StaffActor;
}

/** The sizes of an order's variants as the shipping module wants them (a shipment needs them). */
export async function lineSizesOf(
	tx: Db,
	items: OrderItemRow[],
	/** more sizes (a replacement returned again) */
	others: number[] = [],
): Promise<Map<number, LineSize>> {
	const found = await shippingSizesOf(tx, [...items.map((item) => item.variantId), ...others]);
	return new Map<number, LineSize>(
		[...found].map(([id, size]) => [
			id,
			{
				sku: size.sku,
				label: `${size.name} (${size.size}, ${size.color})`,
				weightGrams: size.weightGrams,
				lengthCm: size.boxLengthCm,
				breadthCm: size.boxBreadthCm,
				heightCm: size.boxHeightCm,
			},
		]),
	);
}

/**
 * check-texts: console (the returns desk's action, English only: decision 046)
 * Books the pickup of an approved return in the caller's transaction (the
 * console runs it in `audited()`). Manual: booked at once and the return
 * moves to "Pickup scheduled" with the courier and AWB. Shiprocket: the
 * parcel waits in `booking` while the outbox books it. A return the shopper
 * sends themselves, one not approved, or one with a pickup already → 409.
 */
export async function bookReturnPickupIn(tx: Db, request: PickupRequest): Promise<ShipmentRow> {
	const found = await findReturn(tx, request.returnId);
	if (!found) throw notFound("Return not found", "RETURN_NOT_FOUND");
	// the order's lock first (as every after-sale write takes it), then the return's row
	const order = await lockOrder(tx, found.orderId);
	if (!order) throw notFound("Order not found", "ORDER_NOT_FOUND");
	const row = (await findReturn(tx, request.returnId, true)) as ReturnWithLines;
	if (row.status !== "Approved") {
		throw conflict(`Only an approved return's pickup can be booked (this one is ${row.status})`, "RETURN_STATE");
	}
	if (row.selfShip) {
		throw conflict("The shopper sends this parcel themselves: there is no pickup at their pincode", "SELF_SHIP");
	}
	if (await pickupOfReturn(tx, row.id)) throw conflict("This return already has a pickup booked", "PICKUP_EXISTS");
	const settings = await readShippingSettings(tx);
	const adapter = request.adapter ?? settings.adapter;
	const items = await itemsOfOrder(tx, order.id);
	const lines = row.lines.map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity }));
	const oneUnit = lines.length === 1 && lines[0]?.quantity === 1;
	// the units picked up so far on each line (an exchange's pickup, then its replacement's): these come on top
	const earlier = (await shipmentsOfOrder(tx, order.id)).filter(
		(s) => s.kind === "reverse" && s.status !== "cancelled",
	);
	const picked = new Map<number, number>();
	for (const line of await linesOfShipments(
		tx,
		earlier.map((s) => s.id),
	)) {
		picked.set(line.orderItemId, (picked.get(line.orderItemId) ?? 0) + line.quantity);
	}
	const replacementSizes = row.lines
		.filter((l) => l.replacementOf !== null && l.variantId !== null)
		.map((l) => l.variantId as number);
	const sizes = await lineSizesOf(tx, items, replacementSizes);
	const shipment = await createShipmentIn(tx, {
		orderId: order.id,
		kind: "reverse",
		adapter,
		// each line of the return, in the size that comes back (a replacement returned again is its own size)
		orderLines: row.lines.map((line) => {
			const item = items.find((i) => i.id === line.orderItemId);
			const variantId = line.variantId ?? item?.variantId ?? 0;
			return {
				orderItemId: line.orderItemId,
				variantId,
				name: sizes.get(variantId)?.label ?? `${item?.productName ?? ""} (${item?.size ?? ""}, ${item?.color ?? ""})`,
				quantity: (picked.get(line.orderItemId) ?? 0) + line.quantity,
				unitPrice: item?.unitPrice ?? 0,
			};
		}),
		lines,
		sizes,
		courierName: request.courierName,
		awb: request.awb,
		codAmount: 0,
		expectedDeliveryDate: null,
		createdByUserId: request.actor.userId,
		returnId: row.id,
		// Shiprocket offers its doorstep check for one unit of one item
		qualityCheck: adapter === "shiprocket" && oneUnit && request.qualityCheck !== false,
	});
	if (shipment.status === "booked") {
		await runReturnStepIn(
			tx,
			row.id,
			{ kind: "pickup-scheduled", courier: shipment.courierName, awb: shipment.awb },
			request.actor,
		);
	}
	return shipment;
}

/** The shop's address as a courier's return order wants it (the pickup pincode of the settings wins). */
function shopAddress(pickupPincode: string) {
	const [street = "", place = ""] = SHOP.addressLines;
	const match = /^(.*?),\s*(.*?)\s+(\d{6})$/.exec(place);
	return {
		name: SHOP.name,
		phone: SHOP.phone.replace(/\D/g, "").slice(-10),
		email: SHOP.email,
		addressLine1: street,
		city: match?.[1] ?? place,
		state: match?.[2] ?? "",
		pincode: pickupPincode || (match?.[3] ?? ""),
		country: "India",
	};
}

/**
 * The outbox's "courier-book" for a reverse parcel: books it with the
 * courier (bookReturnWithCourier), then marks it booked and moves the return
 * to "Pickup scheduled" with the courier's AWB. Safe to run twice.
 */
export async function bookReversePickup(app: FastifyInstance, shipment: ShipmentRow): Promise<void> {
	if (shipment.returnId === null) return;
	const [order, ret] = await Promise.all([findOrder(app.db, shipment.orderId), findReturn(app.db, shipment.returnId)]);
	if (!order || !ret) return;
	const settings = await readShippingSettings(app.db);
	let client: ReturnType<typeof shiprocketClientOf>;
	try {
		client = shiprocketClientOf(app.config, settings);
	} catch (error) {
		await updateShipment(app.db, shipment.id, { status: "booking_failed", failureReason: (error as Error).message });
		throw error;
	}
	const [items, lines, contact] = await Promise.all([
		itemsOfOrder(app.db, order.id),
		linesOfShipments(app.db, [shipment.id]),
		findUserContact(app.db, ret.userId),
	]);
	const byId = new Map(items.map((item) => [item.id, item]));
	const address = ret.address as Record<string, string | null | undefined>;
	const origin = app.config.PUBLIC_URL.replace(/\/$/, "");
	// a replacement returned again is picked up in its own size (the shipment line's variant)
	const swapped = await shippingSizesOf(
		app.db,
		lines
			.filter((l) => l.variantId !== null && l.variantId !== byId.get(l.orderItemId)?.variantId)
			.map((l) => l.variantId as number),
	);
	const parcelItems = lines.flatMap((line) => {
		const item = byId.get(line.orderItemId);
		if (!item) return [];
		const image = item.image ? (item.image.startsWith("http") ? item.image : `${origin}${item.image}`) : null;
		const swap = line.variantId !== null ? swapped.get(line.variantId) : undefined;
		return [
			{
				name: item.productName,
				sku: `V${swap ? line.variantId : item.variantId}`,
				units: line.quantity,
				sellingPrice: item.unitPrice,
				size: swap?.size ?? item.size,
				color: swap?.color ?? item.color,
				brand: item.brand ?? SHOP.name,
				imageUrl: image,
			},
		];
	});
	await bookReturnWithCourier(app.db, client, shipment.id, {
		orderId: order.id,
		returnNumber: ret.number,
		requestedAt: ret.createdAt,
		pickup: {
			name: address.name ?? order.addressName,
			phone: address.phone ?? order.addressPhone,
			email: contact?.email ?? "",
			addressLine1: address.address_line_1 ?? "",
			addressLine2: address.address_line_2 ?? null,
			city: address.city ?? "",
			state: address.state ?? "",
			pincode: address.pincode ?? "",
			country: "India",
		},
		shop: shopAddress(settings.pickupPincode),
		items: parcelItems,
		qualityCheck: shipment.qualityCheck,
		subTotal: parcelItems.reduce((sum, item) => sum + item.sellingPrice * item.units, 0),
		weightGrams: shipment.weightGrams,
		lengthCm: shipment.lengthCm,
		breadthCm: shipment.breadthCm,
		heightCm: shipment.heightCm,
	});
	await transaction(app.db, async (tx) => {
		const locked = await lockShipment(tx, shipment.id);
		if (!locked || locked.adapter === "manual" || (locked.status !== "booking" && locked.status !== "booking_failed"))
			return;
		const booked = await updateShipment(tx, shipment.id, {
			status: "booked",
			failureReason: null,
			statusAt: new Date(),
		});
		await scheduleReturnIn(tx, booked);
	});
}

/** A booked reverse parcel: its return reads "Pickup scheduled" with the courier and AWB (once). */
export async function scheduleReturnIn(tx: Db, shipment: ShipmentRow): Promise<void> {
	if (shipment.returnId === null) return;
	const ret = await findReturn(tx, shipment.returnId);
	if (ret?.status !== "Approved") return;
	await runReturnStepIn(
		tx,
		ret.id,
		{ kind: "pickup-scheduled", courier: shipment.courierName, awb: shipment.awb },
		COURIER,
	);
}

/**
 * A reverse parcel's moves, in the scans' transaction: once it has left the
 * shopper (picked up or any later scan) the return is "Picked up"; delivered
 * to the shop adds "Received at the shop" to the return's timeline, ready for
 * the staff's inspection. A return the staff already moved on (or rejected)
 * is left alone.
 */
export async function reverseMovedIn(tx: Db, shipment: ShipmentRow, moved: ShipmentStatus[]): Promise<void> {
	if (shipment.returnId === null || moved.length === 0) return;
	const ret = await findReturn(tx, shipment.returnId);
	if (!ret) return;
	const left = moved.some((status) => ["picked_up", "in_transit", "out_for_delivery", "delivered"].includes(status));
	if (left && (ret.status === "Approved" || ret.status === "Pickup scheduled")) {
		await runReturnStepIn(tx, ret.id, { kind: "picked-up" }, COURIER);
	}
	if (moved.includes("delivered")) {
		const now = await findReturn(tx, ret.id);
		if (now?.status === "Picked up") {
			await moveReturn(
				tx,
				ret.id,
				"Picked up",
				{},
				{
					actorName: SHOP_ACTOR,
					actorUserId: null,
					note: `${shipment.courierName ?? "Courier"} ${shipment.awb ?? ""}`.trim(),
				},
				"Received at the shop",
			);
		}
	}
}

/** How many times the courier may fail to pick a return up before the shopper is asked to send it (decision 056). */
export const PICKUP_ATTEMPTS = 3;

/**
 * A reverse parcel's new scans that say the courier could not pick it up (Shiprocket's pickup exception or
 * reschedule words), in the scans' transaction: below PICKUP_ATTEMPTS failed attempts the courier is asked again
 * (the outbox's "courier-repickup") and the shopper told it will come again; at the limit the pickup is called
 * off (at the courier too, through the outbox) and the return becomes one the shopper sends, credited the
 * self-ship fee, the shopper told. A replayed scan is not new, so nothing happens twice.
 */
export async function reversePickupFailedIn(tx: Db, shipment: ShipmentRow, fresh: CourierScan[]): Promise<void> {
	const failures = fresh.filter((scan) => isPickupFailure(scan.courierStatus));
	if (shipment.returnId === null || shipment.kind !== "reverse" || failures.length === 0) return;
	if (shipment.status !== "booked") return;
	const ret = await findReturn(tx, shipment.returnId);
	if (ret?.status !== "Pickup scheduled") return;
	const attempts = (await scansOfShipments(tx, [shipment.id])).filter((scan) =>
		isPickupFailure(scan.courierStatus),
	).length;
	const last = failures.at(-1);
	const reason = last?.reason || last?.note || null;
	const attempt = Math.min(attempts, PICKUP_ATTEMPTS);
	if (attempt >= PICKUP_ATTEMPTS) {
		await updateShipment(tx, shipment.id, { status: "cancelled", statusAt: new Date(), failureReason: reason });
		if (shipment.adapter !== "manual") {
			await emit(tx, { type: "ShipmentCourierCancelRequested", shipmentId: shipment.id, orderId: shipment.orderId });
		}
	} else if (shipment.adapter !== "manual") {
		await emit(tx, { type: "ReturnPickupRetryRequested", shipmentId: shipment.id, orderId: shipment.orderId });
	}
	await markReturnPickupFailedIn(tx, ret.id, { attempt, limit: PICKUP_ATTEMPTS, reason }, COURIER);
}

/** The outbox's "courier-repickup": the courier asked to come again for a pickup it missed (still booked). */
export async function repickupAtCourier(app: FastifyInstance, shipmentId: number): Promise<void> {
	const shipment = await findShipment(app.db, shipmentId);
	const providerShipmentId = shipment?.providerShipmentId;
	if (shipment?.status !== "booked" || shipment.adapter !== "shiprocket" || !providerShipmentId) return;
	const client = shiprocketClientOf(app.config, await readShippingSettings(app.db));
	await client.schedulePickup(providerShipmentId);
}
