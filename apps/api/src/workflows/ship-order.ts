import {
	type AdminShipment,
	cashToCollect,
	isOnlinePaymentMode,
	paiseToRupees,
	SHIPMENT_STATUS_TEXT,
	SHOP,
	type ShipmentStatusValue,
} from "@pitara/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { claimJobRun } from "../db/job-leases.ts";
import { conflict, notFound } from "../lib/errors.ts";
import { startPeriodic } from "../lib/periodic.ts";
import { findUserContact } from "../modules/accounts/index.ts";
import { shippingSizesOf } from "../modules/catalog/index.ts";
import { type CourierScanPayload, emit, transaction } from "../modules/events/index.ts";
import { findOrder, itemsOfOrder, lockOrder, type OrderRow, SHOP_ACTOR } from "../modules/orders/index.ts";
import {
	applyScansIn,
	attemptsOf,
	bookWithCourier,
	type CourierScan,
	courierReference,
	createShipmentIn,
	findCodConfirmation,
	findShipment,
	type LabelFacts,
	type LineSize,
	labelsPdf,
	linesOfShipments,
	lockShipment,
	lockShipmentByAwb,
	type ManifestRow,
	manifestPdf,
	type PaperAddress,
	packingSlipsPdf,
	readShippingSettings,
	type ScanStatus,
	type ShipmentLineRow,
	type ShipmentRow,
	type SlipFacts,
	scansOfShipments,
	shipmentsBookedBetween,
	shipmentsByIds,
	shipmentsOfOrder,
	shiprocketClientOf,
	silentShipments,
	updateShipment,
} from "../modules/shipping/index.ts";
import { afterStatusChange, changeOrderStatusIn, type OrderActor, type StatusChange } from "./change-order-status.ts";
import { countRefusedCodIn, openNdrIn } from "./ndr-rto.ts";
import { bookReversePickup, reverseMovedIn, reversePickupFailedIn } from "./return-pickup.ts";

/** A COD order waiting for the shopper's confirmation cannot ship (decision 048). */
export async function assertNotAwaitingCodConfirmation(tx: Db, orderId: number): Promise<void> {
	const confirmation = await findCodConfirmation(tx, orderId);
	if (confirmation?.state === "awaiting") {
		throw conflict(
			"This cash on delivery order is awaiting the shopper's confirmation: it cannot be shipped yet",
			"AWAITING_COD_CONFIRMATION",
		);
	}
}

/**
 * Shipping an order (issue 25): the use cases that cross orders, catalogue,
 * accounts and shipping — booking a parcel (manual at once; a courier's
 * through the outbox), a courier's scans moving the parcel and, through it,
 * the order (picked up → Shipped; every parcel delivered → Delivered, which
 * marks COD paid and starts the return window), and the poll of silent
 * parcels.
 */

const SYSTEM: OrderActor = { userId: null, name: SHOP_ACTOR, role: "system" };

export interface ShipmentRequest {
	orderId: number;
	adapter?: "manual" | "shiprocket";
	lines?: { orderItemId: number; quantity: number }[];
	box?: { lengthCm: number; breadthCm: number; heightCm: number };
	courierName?: string;
	awb?: string;
	actor: OrderActor;
}

/**
 * Creates a forward shipment of an order in the caller's transaction (the
 * staff's route runs it in `audited()`). A manual one is booked at once and
 * moves a Pending order to Shipped (its invoice issued); a courier's waits
 * for the outbox to book it.
 */
export async function createShipmentOfOrder(
	tx: Db,
	request: ShipmentRequest,
): Promise<{ shipment: ShipmentRow; change: StatusChange | null }> {
	const order = await lockOrder(tx, request.orderId);
	if (!order) throw notFound("Order not found", "ORDER_NOT_FOUND");
	if (order.status === "Cancelled" || order.status === "Delivered") {
		throw conflict(`A ${order.status.toLowerCase()} order cannot be shipped`, "NOT_SHIPPABLE");
	}
	if (isOnlinePaymentMode(order.paymentMode) && order.paymentStatus !== "Paid") {
		throw conflict("This order is not paid yet", "NOT_PAID");
	}
	await assertNotAwaitingCodConfirmation(tx, order.id);
	const settings = await readShippingSettings(tx);
	const adapter = request.adapter ?? settings.adapter;
	const items = await itemsOfOrder(tx, order.id);
	const found = await shippingSizesOf(
		tx,
		items.map((item) => item.variantId),
	);
	const sizes = new Map<number, LineSize>(
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
	const earlier = (await shipmentsOfOrder(tx, order.id)).filter(
		(shipment) => shipment.kind === "forward" && shipment.status !== "cancelled",
	);
	const shipment = await createShipmentIn(tx, {
		orderId: order.id,
		kind: "forward",
		adapter,
		orderLines: items.map((item) => ({
			orderItemId: item.id,
			variantId: item.variantId,
			name: `${item.productName} (${item.size}, ${item.color})`,
			quantity: item.quantity,
			unitPrice: item.unitPrice,
		})),
		lines: request.lines,
		sizes,
		box: request.box,
		courierName: request.courierName,
		awb: request.awb,
		// the cash is collected with the first parcel
		codAmount:
			order.paymentMode === "COD" && order.paymentStatus !== "Paid" && earlier.length === 0 ? cashToCollect(order) : 0,
		expectedDeliveryDate: order.promisedDeliveryDate,
		createdByUserId: request.actor.userId,
	});
	const change =
		shipment.status === "booked" && order.status === "Pending"
			? await changeOrderStatusIn(tx, { orderId: order.id, status: "Shipped", actor: request.actor })
			: null;
	return { shipment, change };
}

/** After the commit of createShipmentOfOrder (refunds never follow a shipment; kept for the one path). */
export async function afterShipmentCreated(app: FastifyInstance, change: StatusChange | null): Promise<void> {
	if (change) await afterStatusChange(app, app.log, change);
}

/**
 * The outbox's "courier-book": books a waiting shipment with the courier of
 * its adapter (bookWithCourier: attempt rows, search before retrying), then
 * marks it booked and moves a Pending order to Shipped. Safe to run twice: a
 * shipment no longer waiting is left alone.
 */
export async function bookShipment(app: FastifyInstance, shipmentId: number): Promise<void> {
	const shipment = await findShipment(app.db, shipmentId);
	if (!shipment || shipment.adapter === "manual") return;
	if (shipment.status !== "booking" && shipment.status !== "booking_failed") return;
	// a return's pickup is booked as the courier's return order
	if (shipment.kind === "reverse") return bookReversePickup(app, shipment);
	const order = await findOrder(app.db, shipment.orderId);
	if (!order) return;
	const settings = await readShippingSettings(app.db);
	let client: ReturnType<typeof shiprocketClientOf>;
	try {
		client = shiprocketClientOf(app.config, settings);
	} catch (error) {
		await updateShipment(app.db, shipmentId, { status: "booking_failed", failureReason: (error as Error).message });
		throw error;
	}
	const [items, lines, contact] = await Promise.all([
		itemsOfOrder(app.db, order.id),
		linesOfShipments(app.db, [shipmentId]),
		findUserContact(app.db, order.userId),
	]);
	const byId = new Map(items.map((item) => [item.id, item]));
	const carried = await carriedSizes(app.db, lines, byId);
	const parcelItems = lines.flatMap((line) => {
		const item = byId.get(line.orderItemId);
		const size = carried.get(line.id);
		return item && size
			? [
					{
						name: size.words,
						sku: `V${size.variantId}`,
						units: line.quantity,
						sellingPrice: item.unitPrice,
					},
				]
			: [];
	});
	await bookWithCourier(
		app.db,
		client,
		shipmentId,
		{
			orderId: order.id,
			orderDate: order.createdAt,
			paymentMode: shipment.codAmount > 0 ? "COD" : "Prepaid",
			codAmount: shipment.codAmount,
			subTotal: parcelItems.reduce((sum, item) => sum + item.sellingPrice * item.units, 0),
			customer: customerOf(order, contact?.email ?? ""),
			items: parcelItems,
			weightGrams: shipment.weightGrams,
			lengthCm: shipment.lengthCm,
			breadthCm: shipment.breadthCm,
			heightCm: shipment.heightCm,
			promisedDate: order.promisedDeliveryDate,
		},
		settings,
	);
	const change = await transaction(app.db, async (tx) => {
		const locked = await lockShipment(tx, shipmentId);
		// switched to a manual courier meanwhile: the staff's booking stands
		if (!locked || locked.adapter === "manual" || (locked.status !== "booking" && locked.status !== "booking_failed"))
			return null;
		await updateShipment(tx, shipmentId, { status: "booked", failureReason: null, statusAt: new Date() });
		const current = await lockOrder(tx, locked.orderId);
		return current?.status === "Pending"
			? changeOrderStatusIn(tx, { orderId: current.id, status: "Shipped", actor: SYSTEM })
			: null;
	});
	if (change) await afterStatusChange(app, app.log, change);
}

/**
 * The outbox's "courier-cancel": a parcel the staff booked by hand after its
 * Shiprocket booking failed. The order Shiprocket may have made for it — known
 * by its id, or found by our reference (a lost answer's) — is cancelled there,
 * so the shopper is never sent two parcels. Nothing found: nothing to do.
 */
export async function cancelAtCourier(app: FastifyInstance, shipmentId: number): Promise<void> {
	const shipment = await findShipment(app.db, shipmentId);
	// a parcel switched to manual, or a courier's parcel called off (a return the shopper cancelled)
	if (!shipment || (shipment.adapter !== "manual" && shipment.status !== "cancelled")) return;
	const attempts = await attemptsOf(app.db, shipmentId, "create");
	if (!shipment.providerOrderId && attempts.length === 0) return;
	const client = shiprocketClientOf(app.config, await readShippingSettings(app.db));
	const reference = courierReference(shipment);
	const providerOrderId =
		shipment.providerOrderId ??
		(shipment.kind === "reverse" ? await client.findReturnOrder(reference) : await client.findOrder(reference))
			?.providerOrderId;
	if (providerOrderId) await client.cancel(providerOrderId);
}

const customerOf = (order: OrderRow, email: string) => ({
	name: order.addressName,
	phone: order.addressPhone,
	email,
	addressLine1: order.addressLine1,
	addressLine2: order.addressLine2,
	city: order.city,
	state: order.state,
	pincode: order.pincode,
	country: order.country,
});

/** The shopper's text for a parcel's move (delivered is the order's own status text). */
export function shipmentSms(shipment: ShipmentRow, status: string): string | null {
	// each value within the 30 characters a DLT variable allows (modules/messaging's templates)
	const courier = (shipment.courierName ?? "our courier").slice(0, 30);
	const awb = (shipment.awb ?? "").slice(0, 30);
	if (status === "picked_up")
		return `Pitara: your order #${shipment.orderId} is on its way with ${courier}, AWB ${awb}.`;
	if (status === "out_for_delivery")
		return `Pitara: your order #${shipment.orderId} is out for delivery today with ${courier}, AWB ${awb}.`;
	return null;
}

/**
 * A courier's scans of one AWB (webhook, poll or the staff), in one
 * transaction: applied forward only (applyScansIn), the shopper texted on
 * picked up and out for delivery, the order moved to Shipped on the first
 * move of a parcel and to Delivered when its last forward parcel is. An
 * unknown AWB is logged and answered false (not retried).
 */
export async function receiveScans(
	app: FastifyInstance,
	adapter: string,
	awb: string,
	scans: (CourierScan | CourierScanPayload)[],
): Promise<boolean> {
	const result = await transaction(app.db, async (tx) => {
		const shipment = await lockShipmentByAwb(tx, adapter, awb);
		return shipment ? receiveScansIn(tx, shipment, scans, app.config.PUBLIC_URL) : null;
	});
	if (result === null) {
		app.log.warn({ adapter, awb }, "courier scans for an unknown AWB: kept in the log, not retried");
		return false;
	}
	for (const change of result.changes) await afterStatusChange(app, app.log, change);
	return true;
}

/** receiveScans's work on a shipment the caller's transaction has locked (the staff's scans run it in `audited()`). */
export async function receiveScansIn(
	tx: Db,
	shipment: ShipmentRow,
	scans: (CourierScan | CourierScanPayload)[],
	/** the shop's address, for the links texted to the shopper */
	origin: string,
): Promise<{ shipment: ShipmentRow; changes: StatusChange[] }> {
	const applied = await applyScansIn(
		tx,
		shipment,
		scans.map((scan) => ({ ...scan, status: scan.status as ScanStatus | null })),
	);
	const order = await lockOrder(tx, shipment.orderId);
	const contact = order ? await findUserContact(tx, order.userId) : undefined;
	// a new failed delivery: the shopper's answer to the last one was acted on (the courier came again)
	if (
		applied.moved.includes("undelivered") &&
		applied.shipment.status === "undelivered" &&
		applied.shipment.ndrRequest
	) {
		applied.shipment = await updateShipment(tx, shipment.id, { ndrRequest: null });
	}
	for (const status of applied.moved) {
		// a failed delivery texts the shopper a link to answer it (once per NDR: the last failure of this batch)
		// a return's pickup texts nothing of its own: its return's steps text the shopper
		const text =
			shipment.kind !== "forward"
				? null
				: status === "undelivered" && applied.shipment.status === "undelivered"
					? await openNdrIn(tx, applied.shipment, origin)
					: shipmentSms(applied.shipment, status);
		await emit(tx, {
			type: "ShipmentStatusChanged",
			shipmentId: shipment.id,
			orderId: shipment.orderId,
			status,
			...(text && contact?.phone ? { sms: { to: contact.phone, message: text } } : {}),
		});
	}
	const changes: StatusChange[] = [];
	// a return's pickup moves its return, never the order (its delivery is the shop's, not the shopper's)
	if (shipment.kind === "reverse") {
		await reverseMovedIn(tx, applied.shipment, applied.moved);
		// a pickup the courier could not make: asked again, or at the limit the shopper sends it (decision 056)
		await reversePickupFailedIn(tx, applied.shipment, applied.fresh);
	}
	if (!order || shipment.kind !== "forward" || applied.moved.length === 0) {
		return { shipment: applied.shipment, changes };
	}
	// a COD parcel turning back is a refused delivery: counted towards switching the customer's COD off
	if (shipment.codAmount > 0 && !shipment.status.startsWith("rto") && applied.moved.some((s) => s.startsWith("rto"))) {
		await countRefusedCodIn(tx, order);
	}
	const leftPending = order.status === "Pending" && !applied.moved.every((status) => status.startsWith("rto"));
	if (leftPending) changes.push(await changeOrderStatusIn(tx, { orderId: order.id, status: "Shipped", actor: SYSTEM }));
	// an exchange's replacement parcel (issue 24) is delivered to an order that is Delivered already
	if (applied.moved.includes("delivered") && order.status !== "Delivered") {
		const forward = (await shipmentsOfOrder(tx, order.id)).filter(
			(row) => row.kind === "forward" && row.status !== "cancelled",
		);
		if (forward.every((row) => row.status === "delivered")) {
			changes.push(await changeOrderStatusIn(tx, { orderId: order.id, status: "Delivered", actor: SYSTEM }));
		}
	}
	return { shipment: applied.shipment, changes };
}

/** The outbox's "courier-track": the courier's tracking of a shipment, applied as scans. */
export async function trackShipment(app: FastifyInstance, shipmentId: number): Promise<void> {
	const shipment = await findShipment(app.db, shipmentId);
	if (!shipment?.awb || shipment.adapter !== "shiprocket") return;
	const client = shiprocketClientOf(app.config, await readShippingSettings(app.db));
	const scans = await client.track(shipment.awb);
	await receiveScans(app, shipment.adapter, shipment.awb, scans);
}

export const SILENT_AFTER_MS = 86_400_000;
export const COURIER_POLL_INTERVAL_MS = 3_600_000;

/**
 * One run of the silent-shipment poll: live parcels with an AWB the courier
 * said nothing about for a day get a tracking request through the outbox
 * (and count as heard, so the next run does not ask again at once).
 * Answers the shipments asked about.
 */
export async function pollSilentShipments(app: FastifyInstance, now = new Date()): Promise<number[]> {
	const silent = await silentShipments(app.db, new Date(now.getTime() - SILENT_AFTER_MS), 100);
	const asked: number[] = [];
	for (const shipment of silent) {
		if (shipment.adapter === "manual") continue;
		await transaction(app.db, async (tx) => {
			await updateShipment(tx, shipment.id, { lastHeardAt: now });
			await emit(tx, { type: "ShipmentTrackRequested", shipmentId: shipment.id, orderId: shipment.orderId });
		});
		asked.push(shipment.id);
	}
	return asked;
}

/** Starts the poll: once an hour across processes (its lease row), until the app closes. */
export function startCourierPoll(app: FastifyInstance, intervalMs = COURIER_POLL_INTERVAL_MS): () => Promise<void> {
	return startPeriodic(
		app.log,
		"courier-poll",
		intervalMs,
		async () => ((await claimJobRun(app.db, "courier-poll", intervalMs)) ? pollSilentShipments(app) : []),
		() => null,
		{ failedMessage: "courier poll failed" },
	);
}

/** What one shipment line carries, in words: its order line's size, or the exchange's replacement it stands for. */
export interface CarriedSize {
	variantId: number;
	productName: string;
	size: string;
	color: string;
	/** "Name (size, colour)" */
	words: string;
}

type OrderItem = Awaited<ReturnType<typeof itemsOfOrder>>[number];

/**
 * The size each shipment line carries (by shipment line id): the line's own variant (an exchange's replacement
 * differs from its order line's), named from the order's snapshot when it is the line's, else from the catalogue.
 */
export async function carriedSizes(
	db: Db,
	lines: readonly ShipmentLineRow[],
	items: ReadonlyMap<number, OrderItem>,
): Promise<Map<number, CarriedSize>> {
	const others = lines.filter((line) => {
		const item = items.get(line.orderItemId);
		return line.variantId !== null && item !== undefined && line.variantId !== item.variantId;
	});
	const catalogue = await shippingSizesOf(
		db,
		others.map((line) => line.variantId as number),
	);
	const carried = new Map<number, CarriedSize>();
	for (const line of lines) {
		const item = items.get(line.orderItemId);
		const swap =
			line.variantId !== null && line.variantId !== item?.variantId ? catalogue.get(line.variantId) : undefined;
		const productName = swap?.name ?? item?.productName ?? "";
		const size = swap?.size ?? item?.size ?? "";
		const color = swap?.color ?? item?.color ?? "";
		carried.set(line.id, {
			variantId: swap ? (line.variantId as number) : (item?.variantId ?? line.variantId ?? 0),
			productName,
			size,
			color,
			words: productName ? `${productName} (${size}, ${color})` : "",
		});
	}
	return carried;
}

/** An order's parcels with their lines (named from the order's items) and scans, as the console and the shopper read them. */
export async function shipmentViewsOfOrder(db: Db, orderId: number) {
	const rows = await shipmentsOfOrder(db, orderId);
	return shipmentViews(db, rows);
}

export async function shipmentViews(db: Db, rows: ShipmentRow[]): Promise<AdminShipment[]> {
	const ids = rows.map((row) => row.id);
	const [lines, scans] = await Promise.all([linesOfShipments(db, ids), scansOfShipments(db, ids)]);
	const items = new Map<number, OrderItem>();
	for (const orderId of new Set(rows.map((row) => row.orderId))) {
		for (const item of await itemsOfOrder(db, orderId)) items.set(item.id, item);
	}
	// a replacement's line names the size in the parcel, not the one it replaces
	const carried = await carriedSizes(db, lines, items);
	return rows.map((row) => ({
		id: row.id,
		order_id: row.orderId,
		kind: row.kind,
		return_id: row.returnId,
		quality_check: row.qualityCheck,
		adapter: row.adapter,
		status: row.status as ShipmentStatusValue,
		status_text: SHIPMENT_STATUS_TEXT[row.status as ShipmentStatusValue] ?? row.status,
		failure_reason: row.failureReason,
		courier_name: row.courierName,
		awb: row.awb,
		weight_grams: row.weightGrams,
		box: { length_cm: row.lengthCm, breadth_cm: row.breadthCm, height_cm: row.heightCm },
		cod_amount: paiseToRupees(row.codAmount),
		expected_delivery_date: row.expectedDeliveryDate,
		delivered_at: row.deliveredAt?.toISOString() ?? null,
		created_at: row.createdAt.toISOString(),
		ndr_request: (row.ndrRequest as AdminShipment["ndr_request"]) ?? null,
		rto_received_at: row.rtoReceivedAt?.toISOString() ?? null,
		rto_condition: row.rtoCondition ?? null,
		lines: lines
			.filter((line) => line.shipmentId === row.id)
			.map((line) => ({
				order_item_id: line.orderItemId,
				variant_id: carried.get(line.id)?.variantId ?? line.variantId,
				name: carried.get(line.id)?.words ?? "",
				quantity: line.quantity,
			})),
		scans: scans
			.filter((scan) => scan.shipmentId === row.id)
			.map((scan) => ({
				status: scan.status as ShipmentStatusValue | null,
				courier_status: scan.courierStatus,
				location: scan.location,
				note: scan.note,
				at: scan.scanAt.toISOString(),
			})),
	}));
}

const SHOP_FROM = (pickupPincode: string): PaperAddress => ({
	name: SHOP.name,
	phone: SHOP.phone,
	lines: pickupPincode
		? [...SHOP.addressLines.slice(0, -1), `Pickup pincode ${pickupPincode}`]
		: [...SHOP.addressLines],
});

const toAddress = (order: OrderRow): PaperAddress => ({
	name: order.addressName,
	phone: order.addressPhone,
	lines: [
		order.addressLine1,
		...(order.addressLine2 ? [order.addressLine2] : []),
		`${order.city}, ${order.state} ${order.pincode}`,
		order.country,
	],
});

/**
 * The labels of booked parcels, in the order asked (one PDF page each). A
 * parcel without an AWB yet has no label (409 naming it).
 */
export async function labelsOf(db: Db, ids: number[]): Promise<Buffer> {
	const rows = await shipmentsByIds(db, ids);
	const found = new Map(rows.map((row) => [row.id, row]));
	const missing = ids.filter((id) => !found.has(id));
	if (missing.length > 0) throw notFound(`No shipment ${missing.join(", ")}`, "SHIPMENT_NOT_FOUND");
	const reverse = rows.filter((row) => row.kind === "reverse");
	if (reverse.length > 0) {
		throw conflict(
			`Parcel ${reverse.map((row) => row.id).join(", ")} is a return's pickup: its courier brings the label`,
			"REVERSE_NO_LABEL",
		);
	}
	const unbooked = rows.filter((row) => !row.awb || row.status === "cancelled");
	if (unbooked.length > 0) {
		throw conflict(
			`Parcel ${unbooked.map((row) => `${row.id} (order #${row.orderId})`).join(", ")} has no AWB yet: book it first`,
			"NOT_BOOKED",
		);
	}
	const settings = await readShippingSettings(db);
	const lines = await linesOfShipments(db, ids);
	const labels: LabelFacts[] = [];
	for (const id of ids) {
		const row = found.get(id) as ShipmentRow;
		const order = await findOrder(db, row.orderId);
		if (!order) continue;
		labels.push({
			shipmentId: row.id,
			orderId: row.orderId,
			awb: row.awb as string,
			courierName: row.courierName ?? "Courier",
			to: toAddress(order),
			from: SHOP_FROM(settings.pickupPincode),
			codAmount: row.codAmount,
			weightGrams: row.weightGrams,
			box: { lengthCm: row.lengthCm, breadthCm: row.breadthCm, heightCm: row.heightCm },
			units: lines.filter((line) => line.shipmentId === id).reduce((sum, line) => sum + line.quantity, 0),
			bookedOn: row.createdAt,
		});
	}
	return labelsPdf(labels);
}

/** The packing slips of parcels (no prices when `gift`). */
export async function packingSlipsOf(db: Db, ids: number[], gift: boolean): Promise<Buffer> {
	const rows = await shipmentsByIds(db, ids);
	if (rows.length !== ids.length) throw notFound("Shipment not found", "SHIPMENT_NOT_FOUND");
	const lines = await linesOfShipments(db, ids);
	const slips: SlipFacts[] = [];
	for (const row of rows) {
		const order = await findOrder(db, row.orderId);
		if (!order) continue;
		const items = new Map((await itemsOfOrder(db, order.id)).map((item) => [item.id, item]));
		const mine = lines.filter((line) => line.shipmentId === row.id);
		const carried = await carriedSizes(db, mine, items);
		slips.push({
			orderId: order.id,
			shipmentId: row.id,
			orderDate: order.createdAt,
			to: toAddress(order),
			awb: row.awb,
			courierName: row.courierName,
			gift,
			lines: mine.map((line) => {
				const item = items.get(line.orderItemId);
				return {
					name: carried.get(line.id)?.words ?? "",
					quantity: line.quantity,
					unitPrice: item?.unitPrice ?? 0,
				};
			}),
		});
	}
	return packingSlipsPdf(slips);
}

/**
 * Packing slips of whole orders, one page each in the order asked (the orders list's bulk print, issue 27): every
 * unit not cancelled, picked before any parcel is booked; an unknown order → 404.
 */
export async function packingSlipsOfOrders(db: Db, orderIds: number[], gift: boolean): Promise<Buffer> {
	const slips: SlipFacts[] = [];
	for (const id of orderIds) {
		const order = await findOrder(db, id);
		if (!order) throw notFound(`Order #${id} not found`, "ORDER_NOT_FOUND");
		const items = await itemsOfOrder(db, order.id);
		slips.push({
			orderId: order.id,
			shipmentId: null,
			orderDate: order.createdAt,
			to: toAddress(order),
			awb: null,
			courierName: null,
			gift,
			lines: items
				.filter((item) => item.quantity - item.cancelledQuantity > 0)
				.map((item) => ({
					name: `${item.productName} (${item.size}, ${item.color})`,
					quantity: item.quantity - item.cancelledQuantity,
					unitPrice: item.unitPrice,
				})),
		});
	}
	return packingSlipsPdf(slips);
}

/** The day's manifest (an Indian day): the forward parcels booked that day with an AWB. */
export async function manifestOf(db: Db, day: string): Promise<Buffer> {
	const from = new Date(`${day}T00:00:00+05:30`);
	const rows = await shipmentsBookedBetween(db, from, new Date(from.getTime() + 86_400_000));
	const out: ManifestRow[] = [];
	for (const row of rows) {
		const order = await findOrder(db, row.orderId);
		out.push({
			awb: row.awb as string,
			orderId: row.orderId,
			shipmentId: row.id,
			courierName: row.courierName ?? "",
			name: order?.addressName ?? "",
			pincode: order?.pincode ?? "",
			weightGrams: row.weightGrams,
			codAmount: row.codAmount,
		});
	}
	return manifestPdf(day, out);
}
