import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	mayMove,
	nextStatus,
	type ScanStatus,
	type ShipmentKind,
	type ShipmentStatus,
	statusOfCourierWords,
	TERMINAL_STATUSES,
} from "./status.ts";

/** The state machine of a parcel: forward only (issue 25, "Tests that must exist"). */

const SCANS: ScanStatus[] = [
	"picked_up",
	"in_transit",
	"out_for_delivery",
	"undelivered",
	"delivered",
	"rto_initiated",
	"rto_in_transit",
	"rto_delivered",
];
const FORWARD: Record<string, number> = {
	booked: 1,
	picked_up: 2,
	in_transit: 3,
	out_for_delivery: 4,
	undelivered: 4,
	delivered: 5,
};
const RTO: Record<string, number> = { rto_initiated: 1, rto_in_transit: 2, rto_delivered: 3 };

const scanArb = fc.record({
	status: fc.option(fc.constantFrom(...SCANS), { nil: null }),
	at: fc.integer({ min: 0, max: 10_000 }).map((minutes) => new Date(Date.UTC(2026, 10, 27) + minutes * 60_000)),
});

function run(scans: { status: ScanStatus | null; at: Date }[], kind: ShipmentKind = "forward") {
	let status: ShipmentStatus = "booked";
	let at = new Date(Date.UTC(2026, 10, 27));
	const path: { status: ShipmentStatus; at: Date }[] = [{ status, at }];
	for (const scan of scans) {
		const next = nextStatus(status, at, scan, kind);
		if (next) {
			status = next;
			at = scan.at;
			path.push({ status, at });
		}
	}
	return path;
}

describe("a parcel's status moves only forward", () => {
	it("no sequence of scans, in any order, moves it backwards, off the RTO track, or past an end", () => {
		fc.assert(
			fc.property(fc.array(scanArb, { maxLength: 40 }), (scans) => {
				const path = run(scans);
				for (let i = 1; i < path.length; i++) {
					const a = path[i - 1] as { status: ShipmentStatus; at: Date };
					const b = path[i] as { status: ShipmentStatus; at: Date };
					// never an older scan after a newer one (booked was our clock's, not a scan's)
					if (a.status !== "booked") expect(b.at.getTime()).toBeGreaterThanOrEqual(a.at.getTime());
					// nothing follows an end
					expect(TERMINAL_STATUSES).not.toContain(a.status);
					if (RTO[a.status] !== undefined) {
						// once returning, only further along the return
						expect(RTO[b.status]).toBeGreaterThan(RTO[a.status] as number);
					} else if (RTO[b.status] === undefined) {
						// on the way out: higher, or the re-attempt loop between out for delivery and undelivered
						expect(FORWARD[b.status]).toBeGreaterThanOrEqual(FORWARD[a.status] as number);
						if (FORWARD[b.status] === FORWARD[a.status]) expect(FORWARD[a.status]).toBe(4);
					}
				}
			}),
			{ numRuns: 2000 },
		);
	});

	it("delivered only after a delivered scan, never once it is returning; returned only after such a scan", () => {
		fc.assert(
			fc.property(fc.array(scanArb, { maxLength: 40 }), (scans) => {
				const path = run(scans);
				const final = path[path.length - 1]?.status;
				if (final === "delivered") {
					expect(scans.some((scan) => scan.status === "delivered")).toBe(true);
					expect(path.some((step) => RTO[step.status] !== undefined)).toBe(false);
				}
				if (final === "rto_delivered") expect(scans.some((scan) => scan.status === "rto_delivered")).toBe(true);
				// a replay is kept once by (shipment, time, words): shipments.test.ts proves it through the webhook
			}),
			{ numRuns: 1000 },
		);
	});

	it("names the moves", () => {
		expect(mayMove("undelivered", "out_for_delivery")).toBe(true);
		expect(mayMove("in_transit", "picked_up")).toBe(false);
		expect(mayMove("rto_initiated", "delivered")).toBe(false);
		expect(mayMove("delivered", "rto_initiated")).toBe(false);
		expect(mayMove("booked", "cancelled")).toBe(true);
		expect(mayMove("picked_up", "cancelled")).toBe(false);
		expect(statusOfCourierWords("Out For Delivery")).toBe("out_for_delivery");
		expect(statusOfCourierWords("RTO DELIVERED")).toBe("rto_delivered");
		expect(statusOfCourierWords("MISROUTED")).toBeNull();
	});

	it("NDR and RTO: after the staff's return to origin no scan delivers it, and an undelivered parcel is delivered only by a later delivered scan", () => {
		// a sequence of scans with, somewhere in it, the staff's "Return to origin" (an rto_initiated at that time)
		fc.assert(
			fc.property(fc.array(scanArb, { maxLength: 30 }), fc.nat({ max: 30 }), (scans, at) => {
				const cut = Math.min(at, scans.length);
				const when = scans[cut]?.at ?? new Date(Date.UTC(2026, 10, 27) + 10_001 * 60_000);
				const withRto = [
					...scans.slice(0, cut),
					{ status: "rto_initiated" as ScanStatus, at: when },
					...scans.slice(cut),
				];
				const path = run(withRto);
				const rtoAt = path.findIndex((step) => RTO[step.status] !== undefined);
				if (rtoAt >= 0) {
					// once on the way back: never delivered to the shopper, only further along the return
					expect(path.slice(rtoAt).some((step) => step.status === "delivered")).toBe(false);
				}
				for (let i = 1; i < path.length; i++) {
					const a = path[i - 1] as { status: ShipmentStatus; at: Date };
					const b = path[i] as { status: ShipmentStatus; at: Date };
					if (a.status === "undelivered") {
						// from a failed delivery: again out for delivery, delivered by a later scan, or back to origin
						expect(["out_for_delivery", "delivered", "rto_initiated", "rto_in_transit", "rto_delivered"]).toContain(
							b.status,
						);
						expect(b.at.getTime()).toBeGreaterThanOrEqual(a.at.getTime());
					}
				}
			}),
			{ numRuns: 2000 },
		);
	});

	it("a return's pickup (reverse): never onto the RTO track, never backwards, at the shop only by a delivered scan", () => {
		fc.assert(
			fc.property(fc.array(scanArb, { maxLength: 40 }), (scans) => {
				const path = run(scans, "reverse");
				for (let i = 1; i < path.length; i++) {
					const a = path[i - 1] as { status: ShipmentStatus; at: Date };
					const b = path[i] as { status: ShipmentStatus; at: Date };
					expect(RTO[b.status]).toBeUndefined();
					expect(TERMINAL_STATUSES).not.toContain(a.status);
					if (a.status !== "booked") expect(b.at.getTime()).toBeGreaterThanOrEqual(a.at.getTime());
					expect(FORWARD[b.status]).toBeGreaterThanOrEqual(FORWARD[a.status] as number);
					if (FORWARD[b.status] === FORWARD[a.status]) expect(FORWARD[a.status]).toBe(4);
				}
				if (path.at(-1)?.status === "delivered") expect(scans.some((scan) => scan.status === "delivered")).toBe(true);
			}),
			{ numRuns: 2000 },
		);
		expect(mayMove("picked_up", "rto_initiated", "reverse")).toBe(false);
		expect(mayMove("picked_up", "rto_initiated", "forward")).toBe(true);
		expect(statusOfCourierWords("RETURN DELIVERED")).toBe("delivered");
		expect(statusOfCourierWords("Return Picked Up")).toBe("picked_up");
		expect(statusOfCourierWords("RETURN PENDING")).toBeNull();
	});

	it("RTO from every point of the way out: the parcel comes back only along the RTO track and ends there", () => {
		const starts: ShipmentStatus[] = ["booked", "picked_up", "in_transit", "out_for_delivery", "undelivered"];
		fc.assert(
			fc.property(fc.constantFrom(...starts), fc.array(scanArb, { maxLength: 30 }), (start, scans) => {
				let status: ShipmentStatus = start;
				let at = new Date(Date.UTC(2026, 10, 27));
				const first = nextStatus(status, at, { status: "rto_initiated", at: new Date(at.getTime() + 1) });
				expect(first).toBe("rto_initiated");
				status = first as ShipmentStatus;
				at = new Date(at.getTime() + 1);
				for (const scan of scans) {
					const next = nextStatus(status, at, scan);
					if (!next) continue;
					expect(RTO[next]).toBeGreaterThan(RTO[status] as number);
					expect(scan.at.getTime()).toBeGreaterThanOrEqual(at.getTime());
					status = next;
					at = scan.at;
				}
				expect(RTO[status]).toBeDefined();
			}),
			{ numRuns: 1000 },
		);
	});
});
