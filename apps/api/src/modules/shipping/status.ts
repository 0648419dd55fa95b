import { SHIPMENT_STATUS_VALUES, type ShipmentStatusValue } from "@pitara/shared";

/**
 * A shipment's status and the one rule that moves it (decision 041):
 * forward only. Two tracks: the parcel going to the shopper (booked → picked
 * up → in transit → out for delivery ⇄ undelivered → delivered) and, from any
 * point of it before delivery, the parcel coming back (RTO initiated → RTO in
 * transit → returned to origin). A scan older than the one that set the
 * status moves nothing (scans arrive out of order); a terminal status never
 * changes; delivered is reached only by a delivered scan, never from the RTO
 * track.
 *
 * A reverse parcel (a return's pickup, decision 055) runs the forward track
 * from the shopper's door to the shop — picked up, in transit, delivered to
 * the shop — and has no RTO track: a pickup the courier cannot bring to the
 * shop is the staff's to sort out, not a scan's.
 */

export type ShipmentKind = "forward" | "reverse";

/** The statuses, as the console and the shopper's page name them too (one list, in packages/shared). */
export const SHIPMENT_STATUSES = SHIPMENT_STATUS_VALUES;
export type ShipmentStatus = ShipmentStatusValue;

/** The statuses a courier's scan can say (booking states are ours). */
export type ScanStatus = Exclude<ShipmentStatus, "booking" | "booking_failed" | "booked" | "cancelled">;

export const TERMINAL_STATUSES: readonly ShipmentStatus[] = ["delivered", "rto_delivered", "cancelled"];

/** Forward track ranks (out for delivery and undelivered share one: a re-attempt loops between them). */
const FORWARD_RANK: Partial<Record<ShipmentStatus, number>> = {
	booking: 0,
	booking_failed: 0,
	booked: 1,
	picked_up: 2,
	in_transit: 3,
	out_for_delivery: 4,
	undelivered: 4,
	delivered: 5,
};
const RTO_RANK: Partial<Record<ShipmentStatus, number>> = {
	rto_initiated: 1,
	rto_in_transit: 2,
	rto_delivered: 3,
};

export const isRto = (status: ShipmentStatus) => RTO_RANK[status] !== undefined;

/** Whether a shipment in `from` may move to `to` (times aside). */
export function mayMove(from: ShipmentStatus, to: ShipmentStatus, kind: ShipmentKind = "forward"): boolean {
	if (from === to || TERMINAL_STATUSES.includes(from)) return false;
	if (kind === "reverse" && isRto(to)) return false;
	if (to === "cancelled") return FORWARD_RANK[from] !== undefined && (FORWARD_RANK[from] ?? 9) <= 1;
	if (isRto(to)) {
		// from the forward track (a parcel that has left: booked at least), or forward along the RTO track
		if (isRto(from)) return (RTO_RANK[to] ?? 0) > (RTO_RANK[from] ?? 0);
		return (FORWARD_RANK[from] ?? 0) >= 1;
	}
	if (isRto(from)) return false;
	const a = FORWARD_RANK[from];
	const b = FORWARD_RANK[to];
	if (a === undefined || b === undefined) return false;
	if (b > a) return true;
	// the re-attempt loop: undelivered → out for delivery again, out for delivery → undelivered
	return a === 4 && b === 4;
}

/** A scan in our words: which status, when. */
export interface StatusScan {
	status: ScanStatus | null;
	at: Date;
}

/**
 * What a scan does to a shipment at `current` set at `currentAt`: the new
 * status, or null when it moves nothing (unknown, older, backwards, or after
 * the end).
 */
export function nextStatus(
	current: ShipmentStatus,
	currentAt: Date,
	scan: StatusScan,
	kind: ShipmentKind = "forward",
): ShipmentStatus | null {
	if (scan.status === null) return null;
	// our own booking states were set by our clock, not by a scan: the courier's first scan may be dated before them
	const byScan = !["booking", "booking_failed", "booked"].includes(current);
	if (byScan && scan.at.getTime() < currentAt.getTime()) return null;
	return mayMove(current, scan.status, kind) ? scan.status : null;
}

/**
 * Shiprocket's shipment status words (its tracking's `current_status` /
 * `sr-status-label`, upper-cased) in ours; others are kept as scans that move nothing.
 */
const SHIPROCKET_WORDS: Record<string, ScanStatus> = {
	"PICKED UP": "picked_up",
	"PICKUP DONE": "picked_up",
	SHIPPED: "in_transit",
	"IN TRANSIT": "in_transit",
	"REACHED AT DESTINATION HUB": "in_transit",
	"REACHED DESTINATION HUB": "in_transit",
	"OUT FOR DELIVERY": "out_for_delivery",
	UNDELIVERED: "undelivered",
	"DELIVERY FAILED": "undelivered",
	DELIVERED: "delivered",
	"RTO INITIATED": "rto_initiated",
	"RTO IN TRANSIT": "rto_in_transit",
	"RTO OFD": "rto_in_transit",
	"RTO DELIVERED": "rto_delivered",
	// a return order's pickup (orders/create/return): its words on the way from the shopper to the shop
	"RETURN PICKED UP": "picked_up",
	"RETURN IN TRANSIT": "in_transit",
	"RETURN OUT FOR DELIVERY": "out_for_delivery",
	"RETURN DELIVERED": "delivered",
};

/**
 * A courier's words for a reverse pickup it could not make (the shopper was out, the item not ready): Shiprocket's
 * pickup exception and reschedule statuses. They move no status (the parcel is still waiting at the shopper's) but
 * count as failed attempts of the pickup (decision 056).
 */
const PICKUP_FAILURE_WORDS = new Set([
	"PICKUP EXCEPTION",
	"RETURN PICKUP EXCEPTION",
	"PICKUP FAILED",
	"RETURN PICKUP FAILED",
	"PICKUP RESCHEDULED",
	"RETURN PICKUP RESCHEDULED",
	"PICKUP NOT DONE",
]);

export function isPickupFailure(words: string): boolean {
	return PICKUP_FAILURE_WORDS.has(words.trim().toUpperCase().replace(/[_-]+/g, " ").replace(/\s+/g, " "));
}

export function statusOfCourierWords(words: string): ScanStatus | null {
	const key = words.trim().toUpperCase().replace(/[_-]+/g, " ").replace(/\s+/g, " ");
	if (SHIPROCKET_WORDS[key]) return SHIPROCKET_WORDS[key];
	const ours = key.toLowerCase().replace(/ /g, "_");
	return (SHIPMENT_STATUSES as readonly string[]).includes(ours) &&
		!["booking", "booking_failed", "booked", "cancelled"].includes(ours)
		? (ours as ScanStatus)
		: null;
}

/** The staff's words for a status (the console and the packing papers). */
export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
	booking: "Booking",
	booking_failed: "Booking failed — retrying",
	booked: "Ready to ship",
	picked_up: "Picked up",
	in_transit: "In transit",
	out_for_delivery: "Out for delivery",
	undelivered: "Delivery failed",
	delivered: "Delivered",
	rto_initiated: "Returning to origin",
	rto_in_transit: "RTO in transit",
	rto_delivered: "Returned to origin",
	cancelled: "Cancelled",
};
