import type { Db } from "../../db/client.ts";
import { badRequest, conflict, notFound, unprocessable } from "../../lib/errors.ts";
import { emit } from "../events/index.ts";
import {
	type BookingRequest,
	type CourierClient,
	CourierError,
	type CourierScan,
	CourierTimeout,
	type ProviderOrder,
	type ReturnBookingRequest,
} from "./couriers/courier.ts";
import { ShiprocketClient } from "./couriers/shiprocket.ts";
import {
	attemptsOf,
	finishAttempt,
	insertScanOnce,
	insertShipment,
	lockShipment,
	type ShipmentRow,
	startAttempt,
	unitsShipped,
	updateShipment,
	updateWhileBooking,
} from "./shipments.repository.ts";
import { type ShippingSettings, secretsKey, unseal } from "./shipping-settings.repository.ts";
import { nextStatus, type ShipmentStatus } from "./status.ts";

/** An order line as the shipping module needs it (handed over by the workflow from the orders module). */
export interface ShippableLine {
	orderItemId: number;
	variantId: number;
	name: string;
	quantity: number;
	/** paise */
	unitPrice: number;
}

/** A variant's size as the catalogue has it (null: not entered). */
export interface LineSize {
	sku: string;
	label: string;
	weightGrams: number | null;
	lengthCm: number | null;
	breadthCm: number | null;
	heightCm: number | null;
}

export interface Parcel {
	weightGrams: number;
	lengthCm: number;
	breadthCm: number;
	heightCm: number;
}

/**
 * The parcel of these lines: their weights added up, in the largest of
 * their boxes (or the box the staff give). A variant without a weight or a
 * box refuses the shipment, naming it.
 */
export function parcelOf(
	lines: { variantId: number; quantity: number }[],
	sizes: Map<number, LineSize>,
	box?: { lengthCm: number; breadthCm: number; heightCm: number },
): Parcel {
	const missing: string[] = [];
	let weightGrams = 0;
	let largest: { lengthCm: number; breadthCm: number; heightCm: number } | null = null;
	for (const line of lines) {
		const size = sizes.get(line.variantId);
		if (
			!size ||
			size.weightGrams === null ||
			size.lengthCm === null ||
			size.breadthCm === null ||
			size.heightCm === null
		) {
			missing.push(size ? `${size.label} (SKU ${size.sku})` : `variant ${line.variantId}`);
			continue;
		}
		weightGrams += size.weightGrams * line.quantity;
		const volume = size.lengthCm * size.breadthCm * size.heightCm;
		if (!largest || volume > largest.lengthCm * largest.breadthCm * largest.heightCm) {
			largest = { lengthCm: size.lengthCm, breadthCm: size.breadthCm, heightCm: size.heightCm };
		}
	}
	if (missing.length > 0) {
		throw unprocessable(
			`Enter the weight and box size of ${missing.join(", ")} in the product form before shipping it`,
			"VARIANT_SIZE_MISSING",
		);
	}
	const chosen = box ?? largest;
	if (!chosen) throw badRequest("A shipment needs at least one line", undefined, "SHIPMENT_EMPTY");
	return { weightGrams, ...chosen };
}

export interface NewShipment {
	orderId: number;
	kind: "forward" | "reverse";
	adapter: "manual" | "shiprocket";
	orderLines: ShippableLine[];
	/** the lines to ship and how many; all that are not yet in a shipment when left out */
	lines?: { orderItemId: number; quantity: number }[];
	sizes: Map<number, LineSize>;
	box?: { lengthCm: number; breadthCm: number; heightCm: number };
	/** manual adapter: typed by the staff */
	courierName?: string;
	awb?: string;
	/** paise to collect on delivery */
	codAmount: number;
	expectedDeliveryDate: string | null;
	createdByUserId: number | null;
	/** a reverse pickup: its return, and whether the courier checks the item at the door */
	returnId?: number;
	qualityCheck?: boolean;
}

/**
 * Writes a shipment in the caller's transaction. Manual: booked at once with
 * the staff's courier and AWB. Shiprocket: waiting for its booking, which the
 * outbox does (`ShipmentBookingRequested`, written here).
 */
export async function createShipmentIn(tx: Db, input: NewShipment): Promise<ShipmentRow> {
	const shipped = await unitsShipped(tx, input.orderId, input.kind);
	const byItem = new Map(input.orderLines.map((line) => [line.orderItemId, line]));
	const wanted =
		input.lines ??
		input.orderLines
			.map((line) => ({
				orderItemId: line.orderItemId,
				quantity: line.quantity - (shipped.get(line.orderItemId) ?? 0),
			}))
			.filter((line) => line.quantity > 0);
	if (wanted.length === 0) throw conflict("Every item of this order is already in a shipment", "NOTHING_TO_SHIP");
	for (const line of wanted) {
		const item = byItem.get(line.orderItemId);
		if (!item)
			throw badRequest(
				`Line ${line.orderItemId} is not a line of order #${input.orderId}`,
				undefined,
				"NOT_ORDER_LINE",
			);
		const left = item.quantity - (shipped.get(line.orderItemId) ?? 0);
		if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > left) {
			throw conflict(`${item.name}: ${left} unit(s) left to ship, not ${line.quantity}`, "TOO_MANY_UNITS");
		}
	}
	const parcel = parcelOf(
		wanted.map((line) => ({ variantId: byItem.get(line.orderItemId)?.variantId ?? 0, quantity: line.quantity })),
		input.sizes,
		input.box,
	);
	if (input.adapter === "manual" && (!input.courierName?.trim() || !input.awb?.trim())) {
		throw badRequest("Type the courier's name and the AWB number", undefined, "AWB_REQUIRED");
	}
	try {
		const row = await insertShipment(
			tx,
			{
				orderId: input.orderId,
				kind: input.kind,
				adapter: input.adapter,
				status: input.adapter === "manual" ? "booked" : "booking",
				courierName: input.adapter === "manual" ? (input.courierName?.trim() ?? null) : null,
				awb: input.adapter === "manual" ? (input.awb?.trim() ?? null) : null,
				...parcel,
				codAmount: input.codAmount,
				expectedDeliveryDate: input.expectedDeliveryDate,
				createdByUserId: input.createdByUserId,
				returnId: input.returnId ?? null,
				qualityCheck: input.qualityCheck ?? false,
			},
			// each line names the size it carries: the order line's, or the replacement the workflow handed over
			wanted.map((line) => ({ ...line, variantId: byItem.get(line.orderItemId)?.variantId ?? 0 })),
		);
		if (input.adapter === "shiprocket") {
			await emit(tx, { type: "ShipmentBookingRequested", shipmentId: row.id, orderId: input.orderId });
		}
		return row;
	} catch (error) {
		if (
			/shipments_return_live_unique/.test(`${String(error)} ${(error as { constraint?: string }).constraint ?? ""}`)
		) {
			throw conflict("This return already has a pickup booked", "PICKUP_EXISTS");
		}
		if ((error as { code?: string }).code === "23505" || /shipments_adapter_awb_unique/.test(String(error))) {
			throw conflict("Another shipment already has this AWB", "AWB_TAKEN");
		}
		throw error;
	}
}

/** Our reference of a shipment at a courier: the order and the shipment, stable across every retry. */
export const courierReference = (shipment: Pick<ShipmentRow, "id" | "orderId">) =>
	`PIT-${shipment.orderId}-${shipment.id}`;

/** The Shiprocket client of the settings, or why there is none. */
export function shiprocketClientOf(
	config: { SHIPPING_SECRETS_KEY?: string; SHIPROCKET_BASE_URL: string; SHIPROCKET_TIMEOUT_MS: number },
	settings: ShippingSettings,
): ShiprocketClient {
	const key = secretsKey(config.SHIPPING_SECRETS_KEY);
	const password = key && settings.shiprocketPasswordSealed ? unseal(key, settings.shiprocketPasswordSealed) : null;
	if (!settings.shiprocketEmail || !password) {
		throw new CourierError("Shiprocket's login is not set (Settings → Shipping)", 0, null);
	}
	return cachedClient(config.SHIPROCKET_BASE_URL, settings.shiprocketEmail, password, config.SHIPROCKET_TIMEOUT_MS);
}

/** One client per login, so that its token is kept for its lifetime across calls. */
const clients = new Map<string, ShiprocketClient>();
function cachedClient(baseUrl: string, email: string, password: string, timeoutMs: number): ShiprocketClient {
	const key = JSON.stringify([baseUrl, email, password, timeoutMs]);
	let client = clients.get(key);
	if (!client) {
		client = new ShiprocketClient({ baseUrl, email, password, timeoutMs });
		clients.set(key, client);
	}
	return client;
}

/**
 * The courier's order of a shipment, made at most once: an attempt row is
 * written (committed) before the create call; when an earlier attempt
 * exists, the courier is first asked for the order by our reference, so a
 * lost answer (a timeout after the courier created it) never books twice.
 */
async function createOnce(
	db: Db,
	shipmentId: number,
	reference: string,
	find: () => Promise<ProviderOrder | null>,
	create: () => Promise<ProviderOrder>,
): Promise<ProviderOrder> {
	const earlier = await attemptsOf(db, shipmentId, "create");
	const found = earlier.length > 0 ? await find() : null;
	const attempt = await startAttempt(db, shipmentId, "create", reference);
	if (found) {
		await finishAttempt(db, attempt, "found");
		return found;
	}
	try {
		const order = await create();
		await finishAttempt(db, attempt, "ok");
		return order;
	} catch (error) {
		// a timeout leaves the outcome unknown (null): the next try searches first
		await finishAttempt(db, attempt, error instanceof CourierTimeout ? null : "failed", (error as Error).message);
		throw error;
	}
}

/**
 * A booking step's result, saved while the shipment still waits for its
 * courier. Null when the staff switched it to a manual courier meanwhile: the
 * booking stops there (and cancels a courier order it had just made).
 */
async function saveStep(
	db: Db,
	client: CourierClient,
	shipmentId: number,
	values: Partial<ShipmentRow>,
	made?: ProviderOrder,
): Promise<ShipmentRow | null> {
	const saved = await updateWhileBooking(db, shipmentId, values);
	if (!saved && made) await client.cancel(made.providerOrderId).catch(() => undefined);
	return saved ?? null;
}

/** The courier's order saved on the shipment (its ids, and the AWB when the courier gave one at once). */
function saveOrderStep(db: Db, client: CourierClient, shipmentId: number, order: ProviderOrder) {
	const values: Partial<ShipmentRow> = {
		providerOrderId: order.providerOrderId,
		providerShipmentId: order.providerShipmentId,
		...(order.awb ? { awb: order.awb, courierName: order.courierName } : {}),
	};
	return saveStep(db, client, shipmentId, values, order);
}

/**
 * Books a shipment waiting in `booking` with the courier, step by step, each
 * step's result saved before the next (a retry goes on from where the last
 * stopped):
 * 1. the courier's order, made at most once (createOnce);
 * 2. the AWB (courier chosen by rate and promised date);
 * 3. the pickup; 4. the label's address.
 * Answers the booked shipment; throws (after marking it `booking_failed` with
 * the reason) when a step fails, for the outbox to retry. A shipment the
 * staff switched to manual meanwhile is left as they set it.
 */
export async function bookWithCourier(
	db: Db,
	client: CourierClient,
	shipmentId: number,
	request: Omit<BookingRequest, "reference" | "shipmentId">,
	settings: ShippingSettings,
): Promise<ShipmentRow> {
	let shipment = await findOrThrow(db, shipmentId);
	if (!isWaiting(shipment)) return shipment;
	const reference = courierReference(shipment);
	const full: BookingRequest = { ...request, reference, shipmentId };
	try {
		if (!shipment.providerOrderId) {
			const order = await createOnce(
				db,
				shipmentId,
				reference,
				() => client.findOrder(reference),
				() => client.createOrder(full, settings.pickupLocation),
			);
			const saved = await saveOrderStep(db, client, shipmentId, order);
			if (!saved) return findOrThrow(db, shipmentId);
			shipment = saved;
		}
		const provider = providerOf(shipment);
		if (!shipment.awb) {
			const assigned = await client.assignAwb(provider, full, settings.pickupPincode);
			const saved = await saveStep(db, client, shipmentId, {
				awb: assigned.awb,
				courierName: assigned.courierName,
				expectedDeliveryDate: assigned.expectedDeliveryDate ?? shipment.expectedDeliveryDate,
			});
			if (!saved) return findOrThrow(db, shipmentId);
			shipment = saved;
		}
		await client.schedulePickup(provider.providerShipmentId);
		if (!shipment.labelUrl) {
			const saved = await saveStep(db, client, shipmentId, {
				labelUrl: await client.labelUrl(provider.providerShipmentId),
			});
			if (!saved) return findOrThrow(db, shipmentId);
			shipment = saved;
		}
		return shipment;
	} catch (error) {
		await updateWhileBooking(db, shipmentId, { status: "booking_failed", failureReason: (error as Error).message });
		throw error;
	}
}

/**
 * Books a reverse pickup (a return's parcel, decision 055) with the courier:
 * its return order made at most once (createOnce, searched among the return
 * orders), the return AWB, the pickup. A return needs no label or manifest
 * (the courier brings its own). Same failure and switch-to-manual rules as
 * bookWithCourier.
 */
export async function bookReturnWithCourier(
	db: Db,
	client: CourierClient,
	shipmentId: number,
	request: Omit<ReturnBookingRequest, "reference" | "shipmentId">,
): Promise<ShipmentRow> {
	let shipment = await findOrThrow(db, shipmentId);
	if (!isWaiting(shipment)) return shipment;
	const reference = courierReference(shipment);
	const full: ReturnBookingRequest = { ...request, reference, shipmentId };
	try {
		if (!shipment.providerOrderId) {
			const order = await createOnce(
				db,
				shipmentId,
				reference,
				() => client.findReturnOrder(reference),
				() => client.createReturnOrder(full),
			);
			const saved = await saveOrderStep(db, client, shipmentId, order);
			if (!saved) return findOrThrow(db, shipmentId);
			shipment = saved;
		}
		const provider = providerOf(shipment);
		if (!shipment.awb) {
			const assigned = await client.assignReturnAwb(provider, reference);
			const saved = await saveStep(db, client, shipmentId, { awb: assigned.awb, courierName: assigned.courierName });
			if (!saved) return findOrThrow(db, shipmentId);
			shipment = saved;
		}
		await client.schedulePickup(provider.providerShipmentId);
		return shipment;
	} catch (error) {
		await updateWhileBooking(db, shipmentId, { status: "booking_failed", failureReason: (error as Error).message });
		throw error;
	}
}

const isWaiting = (shipment: ShipmentRow) =>
	shipment.adapter !== "manual" && (shipment.status === "booking" || shipment.status === "booking_failed");

const providerOf = (shipment: ShipmentRow): ProviderOrder => ({
	providerOrderId: shipment.providerOrderId as string,
	providerShipmentId: shipment.providerShipmentId as string,
	awb: shipment.awb,
	courierName: shipment.courierName,
});

async function findOrThrow(db: Db, id: number): Promise<ShipmentRow> {
	const row = await lockShipment(db, id);
	if (!row) throw notFound("Shipment not found", "SHIPMENT_NOT_FOUND");
	return row;
}

/** What scans did to a shipment. */
export interface ScansApplied {
	shipment: ShipmentRow;
	/** the statuses it moved through, in order (empty: nothing moved) */
	moved: ShipmentStatus[];
	/** scans kept for the first time */
	kept: number;
	/** those scans (a reverse pickup's failed attempts are read from them) */
	fresh: CourierScan[];
}

/**
 * Applies a courier's scans to a locked shipment in the caller's
 * transaction: each kept once (shipment, time, courier words), applied in
 * time order when `nextStatus` allows (never backwards, never before the
 * scan that set the status). A delivered scan records the delivery time.
 */
export async function applyScansIn(tx: Db, shipment: ShipmentRow, scans: CourierScan[]): Promise<ScansApplied> {
	const sorted = [...scans].sort((a, b) => a.at.localeCompare(b.at));
	let current = shipment;
	const moved: ShipmentStatus[] = [];
	const fresh: CourierScan[] = [];
	let kept = 0;
	for (const scan of sorted) {
		const at = new Date(scan.at);
		const next = nextStatus(
			current.status as ShipmentStatus,
			current.statusAt,
			{ status: scan.status, at },
			current.kind,
		);
		const isNew = await insertScanOnce(tx, {
			shipmentId: current.id,
			status: scan.status,
			courierStatus: scan.courierStatus.slice(0, 200),
			location: scan.location?.slice(0, 200) ?? null,
			note: scan.note?.slice(0, 500) ?? null,
			scanAt: at,
			applied: next !== null,
		});
		if (!isNew) continue;
		kept += 1;
		fresh.push(scan);
		if (next === null) continue;
		current = await updateShipment(tx, current.id, {
			status: next,
			statusAt: at,
			failureReason: next === "undelivered" ? scan.reason || scan.note || scan.courierStatus : current.failureReason,
			...(next === "delivered" ? { deliveredAt: at } : {}),
			...(scan.expectedDeliveryDate ? { expectedDeliveryDate: scan.expectedDeliveryDate } : {}),
		});
		moved.push(next);
	}
	if (kept > 0) current = await updateShipment(tx, current.id, { lastHeardAt: new Date() });
	return { shipment: current, moved, kept, fresh };
}
