import { formatPaise, messages, type ReturnView, returnsMessages, SHOPPER_CANCELLABLE } from "@pitara/shared";
import type { Db } from "../db/client.ts";
import { badRequest, conflict, notFound } from "../lib/errors.ts";
import { findVariantLines, returnStock, shippingSizesOf } from "../modules/catalog/index.ts";
import { emit } from "../modules/events/index.ts";
import {
	issueLinesCreditNote,
	issueReplacementCreditNote,
	issueReplacementInvoice,
} from "../modules/invoices/index.ts";
import {
	addReturnedUnits,
	insertTracking,
	itemsOfOrder,
	lockOrder,
	type OrderRow,
	returnPayable,
	returnRefundSplit,
	updateOrder,
} from "../modules/orders/index.ts";
import { insertCreditEntry, paidInstruments, recordCashRefund, recordRefunds } from "../modules/payments/index.ts";
import {
	findReturn,
	moveReturn,
	type ReturnRow,
	type ReturnWithLines,
	readReturnsSettings,
	returnsOfOrder,
	setLineInspection,
} from "../modules/returns/index.ts";
import {
	createShipmentIn,
	type LineSize,
	linesOfShipments,
	lockShipment,
	pickupOfReturn,
	readShippingSettings,
	type ShipmentRow,
	shipmentsOfOrder,
	updateShipment,
} from "../modules/shipping/index.ts";
import { lateCreditNote } from "./late-credit-note.ts";
import { returnSms, returnViewOf } from "./request-return.ts";

/**
 * The staff's steps of a return (issue 24 item 8, decision 047), each in the caller's transaction (the console
 * runs them in `audited()`): approve or reject, pickup scheduled and picked up (marked by hand in this version),
 * the inspection per unit (resalable units back to stock), then the refund or the exchange sent. Each step is
 * a timeline entry and a text to the shopper through the outbox. A rejected return gives its units back to the
 * line and its reserved replacement back to stock.
 */

export interface StaffActor {
	/** null: the shop itself (a job, or a courier's scan) */
	userId: number | null;
	name: string;
}

export type ReturnStep =
	| { kind: "approve"; note?: string | null }
	| { kind: "reject"; reason: string }
	/** the shopper's own cancellation (cancelOwnReturnIn): only while nothing has left them */
	| { kind: "cancel" }
	| { kind: "pickup-scheduled"; courier?: string | null; awb?: string | null }
	| { kind: "picked-up" }
	/**
	 * the courier could not pick it up (decision 056): `attempt` of `limit`; below the limit the courier comes again,
	 * at it the return is sent by the shopper (credited the self-ship fee) and waits, Approved, for their parcel
	 */
	| { kind: "pickup-failed"; attempt: number; limit: number; reason: string | null }
	| { kind: "inspect"; lines: { returnLineId: number; resalable: number; damaged: number }[] }
	| {
			kind: "complete";
			utr?: string | null;
			courier?: string | null;
			awb?: string | null;
			/** staff confirmed a credit note past Section 34(2)'s deadline */
			confirmLateCreditNote?: boolean;
			/** an exchange's replacement parcel: by hand (courier and AWB typed) or the shop's courier; default: manual
			 * when a courier and AWB are given, else the shipping settings' adapter */
			adapter?: "manual" | "shiprocket";
	  };

export interface StepResult {
	before: Pick<ReturnRow, "status">;
	view: ReturnView;
}

const FROM: Record<ReturnStep["kind"], readonly ReturnRow["status"][]> = {
	approve: ["Requested"],
	reject: ["Requested", "Approved", "Pickup scheduled", "Picked up"],
	cancel: SHOPPER_CANCELLABLE,
	"pickup-scheduled": ["Approved"],
	// a parcel the shopper sent (no pickup at their pincode) is received straight from Approved
	"picked-up": ["Approved", "Pickup scheduled"],
	"pickup-failed": ["Pickup scheduled"],
	inspect: ["Picked up"],
	complete: ["Picked up"],
};

async function notify(
	tx: Db,
	order: Pick<OrderRow, "id" | "userId">,
	row: ReturnRow,
	status: string,
	details?: string,
) {
	const sms = await returnSms(tx, order, row.number, status, details);
	await emit(tx, { type: "ReturnChanged", orderId: order.id, returnId: row.id, status, ...(sms ? { sms } : {}) });
}

export async function runReturnStepIn(
	tx: Db,
	returnId: number,
	step: ReturnStep,
	actor: StaffActor,
): Promise<StepResult> {
	const found = await findReturn(tx, returnId);
	if (!found) throw notFound(returnsMessages.returnNotFound, "RETURN_NOT_FOUND");
	// the order's lock first (as every after-sale write takes it), then the return's row
	const order = await lockOrder(tx, found.orderId);
	if (!order) throw notFound(messages.orders.notFound, "ORDER_NOT_FOUND");
	const row = (await findReturn(tx, returnId, true)) as ReturnWithLines;
	if (!FROM[step.kind].includes(row.status)) {
		if (step.kind === "cancel") {
			throw conflict(returnsMessages.cannotCancel(returnsMessages.statuses[row.status] ?? row.status), "RETURN_STATE");
		}
		throw conflict(returnsMessages.wrongState(row.status), "RETURN_STATE");
	}
	const event = { actorName: actor.name, actorUserId: actor.userId };
	const lines = await itemsOfOrder(tx, order.id);
	switch (step.kind) {
		case "approve": {
			await moveReturn(tx, row.id, "Approved", {}, { ...event, note: step.note?.trim() || null });
			await notify(tx, order, row, "Approved");
			break;
		}
		case "reject": {
			const reason = step.reason.trim();
			if (!reason) {
				throw badRequest(returnsMessages.reasonRequired, [
					{ field: "reason", message: returnsMessages.reasonRequired },
				]);
			}
			await releaseClaims(tx, row);
			const sentBack = row.status === "Picked up" ? " The item is sent back to the shopper." : "";
			await moveReturn(tx, row.id, "Rejected", { rejectReason: reason }, { ...event, note: `${reason}${sentBack}` });
			await insertTracking(tx, {
				orderId: order.id,
				status: "Return rejected",
				name: actor.name,
				updatedByUserId: actor.userId,
				note: `${row.number}: ${reason}`,
			});
			await notify(tx, order, row, "Rejected");
			break;
		}
		case "cancel": {
			// a pickup booked for it is called off first: once the courier has the item it is too late
			const pickup = await pickupOfReturn(tx, row.id);
			const parcel = pickup ? await lockShipment(tx, pickup.id) : undefined;
			if (parcel && parcel.status !== "cancelled") {
				if (!["booking", "booking_failed", "booked"].includes(parcel.status)) {
					throw conflict(
						returnsMessages.cannotCancel(returnsMessages.statuses["Picked up"] ?? "Picked up"),
						"RETURN_STATE",
					);
				}
				await updateShipment(tx, parcel.id, { status: "cancelled", statusAt: new Date() });
				// what the courier made for it (or may have, after a lost answer) is cancelled there, through the outbox
				if (parcel.adapter !== "manual") {
					await emit(tx, { type: "ShipmentCourierCancelRequested", shipmentId: parcel.id, orderId: order.id });
				}
			}
			await releaseClaims(tx, row);
			await moveReturn(tx, row.id, "Cancelled", {}, { ...event, note: "Cancelled by the shopper" });
			await insertTracking(tx, {
				orderId: order.id,
				status: "Return cancelled",
				name: actor.name,
				updatedByUserId: actor.userId,
				note: `${row.number}: cancelled by the shopper`,
			});
			await notify(tx, order, row, "Cancelled");
			break;
		}
		case "pickup-scheduled": {
			await moveReturn(
				tx,
				row.id,
				"Pickup scheduled",
				{ pickupCourier: step.courier?.trim() || null, pickupAwb: step.awb?.trim() || null },
				{ ...event, note: [step.courier, step.awb].filter(Boolean).join(" ") || null },
			);
			await notify(tx, order, row, "Pickup scheduled");
			break;
		}
		case "pickup-failed": {
			const reason = step.reason?.trim().slice(0, 120) ?? "";
			if (step.attempt < step.limit) {
				await moveReturn(
					tx,
					row.id,
					"Pickup scheduled",
					{},
					{ ...event, note: returnsMessages.pickupAgain(step.attempt, step.limit, reason) },
					"Pickup failed",
				);
				await notify(tx, order, row, "Pickup failed", returnsMessages.smsPickupAgain);
				break;
			}
			// the last attempt failed: the shopper sends the parcel, credited the fee the settings state (kept on the return)
			const fee = row.selfShip ? row.selfShipCredit : (await readReturnsSettings(tx)).selfShipFee;
			await moveReturn(
				tx,
				row.id,
				"Approved",
				{ selfShip: true, selfShipCredit: fee, pickupCourier: null, pickupAwb: null },
				{ ...event, note: returnsMessages.pickupGaveUp(step.limit, formatPaise(fee)) },
				"Pickup failed",
			);
			await notify(tx, order, row, "Send it", returnsMessages.smsSendIt);
			break;
		}
		case "picked-up": {
			await moveReturn(tx, row.id, "Picked up", {}, { ...event, note: row.selfShip ? "Parcel received" : null });
			await notify(tx, order, row, "Picked up");
			break;
		}
		case "inspect": {
			if (row.lines.some((l) => l.inspectedAt !== null)) {
				throw conflict(returnsMessages.wrongState("inspected"), "RETURN_STATE");
			}
			const back: { variantId: number; quantity: number }[] = [];
			for (const [index, line] of row.lines.entries()) {
				const given = step.lines.find((l) => l.returnLineId === line.id);
				const at = `lines.${index}`;
				if (!given || given.resalable + given.damaged !== line.quantity) {
					throw badRequest(returnsMessages.inspectionIncomplete, [
						{ field: at, message: returnsMessages.inspectionIncomplete },
					]);
				}
				await setLineInspection(tx, line.id, given.resalable, given.damaged);
				const item = lines.find((l) => l.id === line.orderItemId);
				// the size that came back: a replacement's own, else the line's
				const variantId = line.variantId ?? item?.variantId;
				if (variantId !== undefined && given.resalable > 0) back.push({ variantId, quantity: given.resalable });
			}
			if (step.lines.some((g) => !row.lines.some((l) => l.id === g.returnLineId))) {
				throw badRequest(returnsMessages.lineNotFoundStaff, [
					{ field: "lines", message: returnsMessages.lineNotFoundStaff },
				]);
			}
			// resalable units go back on sale; damaged ones do not
			if (back.length > 0) await returnStock(tx, back);
			const note = row.lines
				.map((l) => {
					const given = step.lines.find((g) => g.returnLineId === l.id);
					const item = lines.find((i) => i.id === l.orderItemId);
					return `${item?.productName ?? ""} (${item?.size ?? ""}): ${given?.resalable ?? 0} resalable, ${given?.damaged ?? 0} damaged`;
				})
				.join("; ");
			// the status stays Picked up: the queue's "To inspect" is picked up and not inspected
			await moveReturn(tx, row.id, "Picked up", {}, { ...event, note }, "Inspected");
			await notify(tx, order, row, "Inspected");
			break;
		}
		case "complete": {
			if (row.lines.some((l) => l.inspectedAt === null)) throw conflict(returnsMessages.inspectFirst, "INSPECT_FIRST");
			if (row.refundTo === "bank" && row.refundAmount > 0 && !step.utr?.trim()) {
				throw badRequest(returnsMessages.utrRequired, [{ field: "utr", message: returnsMessages.utrRequired }]);
			}
			// never more than the goods have left to give back (fees never come back with a return; the order's check
			// keeps the total too)
			const amount = returnPayable(order, row.refundAmount);
			const reason = `Refund of return ${row.number}, order #${order.id}`;
			let pending: number[] = [];
			if (amount > 0) {
				if (row.refundTo === "bank") {
					await recordCashRefund(tx, order.id, amount);
				} else if (row.refundTo === "credit") {
					pending = await recordRefunds(tx, order, null, [{ instrument: "credit", paymentId: null, amount }], reason);
				} else {
					// over what paid, none above what it gave; what none can take goes to Pitara Credit, never lost
					const split = returnRefundSplit(amount, await paidInstruments(tx, order));
					pending = await recordRefunds(tx, order, null, split, reason);
				}
				await updateOrder(tx, order.id, { refundedAmount: order.refundedAmount + amount });
			}
			if (row.selfShip && row.selfShipCredit > 0) {
				await insertCreditEntry(tx, {
					userId: order.userId,
					kind: "credit",
					amount: row.selfShipCredit,
					reason: `Courier fee of return ${row.number}`,
					orderId: order.id,
				});
			}
			// tax documents follow the money (issue 24 item 7): every returned unit gets its credit note against the
			// invoice, once per return; an exchange's replacement is invoiced at the same values (its own number)
			const late = lateCreditNote({ ...actor, role: "admin" }, step.confirmLateCreditNote);
			const originals = row.lines.filter((l) => l.replacementOf === null);
			if (originals.length > 0) {
				await issueLinesCreditNote(
					tx,
					{
						orderId: order.id,
						reference: `return:${row.id}`,
						lines: originals.map((l) => ({ orderItemId: l.orderItemId, quantity: l.quantity })),
					},
					undefined,
					late,
				);
			}
			// a replacement returned again is credited against the replacement's own invoice (decision 056)
			const again = row.lines.filter((l) => l.replacementOf !== null);
			if (again.length > 0) {
				const exchangeOf = new Map<number, number>();
				for (const earlier of await returnsOfOrder(tx, order.id)) {
					for (const line of earlier.lines) exchangeOf.set(line.id, earlier.id);
				}
				const byExchange = new Map<number, typeof again>();
				for (const line of again) {
					const exchangeId = exchangeOf.get(line.replacementOf as number) as number;
					byExchange.set(exchangeId, [...(byExchange.get(exchangeId) ?? []), line]);
				}
				for (const [exchangeId, units] of byExchange) {
					await issueReplacementCreditNote(
						tx,
						{
							orderId: order.id,
							reference: `return:${row.id}:exchange:${exchangeId}`,
							exchangeReference: `exchange:${exchangeId}`,
							lines: units.map((l) => ({ orderItemId: l.orderItemId, quantity: l.quantity })),
						},
						undefined,
						late,
					);
				}
			}
			const swaps = row.lines.filter((l) => l.exchangeVariantId !== null);
			const exchanged = swaps.length > 0;
			let shipment: ShipmentRow | null = null;
			if (exchanged) {
				shipment = await shipReplacementIn(tx, order, row, lines, step, actor);
				const variants = await findVariantLines(
					tx,
					swaps.map((l) => l.exchangeVariantId as number),
				);
				await issueReplacementInvoice(tx, {
					orderId: order.id,
					reference: `exchange:${row.id}`,
					creditNoteReference: `return:${row.id}`,
					lines: swaps.map((l) => {
						const swap = variants.get(l.exchangeVariantId as number);
						const item = lines.find((i) => i.id === l.orderItemId);
						return {
							orderItemId: l.orderItemId,
							description: `${swap?.name ?? item?.productName ?? ""} (${swap?.size ?? ""}, ${swap?.color ?? ""}) — exchange of ${item?.size ?? ""}`,
						};
					}),
				});
			}
			const status = amount === 0 && exchanged ? "Exchanged" : "Refunded";
			const notes = [
				amount > 0 ? `${formatPaise(amount)} to ${returnsMessages.refundTo[row.refundTo] ?? row.refundTo}` : null,
				row.refundTo === "bank" && step.utr ? `UTR ${step.utr.trim()}` : null,
				exchanged
					? `Replacement sent ${[shipment?.courierName, shipment?.awb].filter(Boolean).join(" ")}`.trim()
					: null,
			].filter(Boolean);
			await moveReturn(
				tx,
				row.id,
				status,
				{ refundAmount: amount, refundUtr: step.utr?.trim() || null },
				{ ...event, note: notes.join("; ") || null },
			);
			await insertTracking(tx, {
				orderId: order.id,
				status: status === "Exchanged" ? "Exchange sent" : "Return refunded",
				name: actor.name,
				updatedByUserId: actor.userId,
				note: `${row.number}${notes.length > 0 ? `: ${notes.join("; ")}` : ""}`,
			});
			await notify(tx, order, row, status);
			for (const refundId of pending) await emit(tx, { type: "RefundRequested", orderId: order.id, refundId });
			break;
		}
	}
	const after = (await findReturn(tx, row.id)) as ReturnWithLines;
	return { before: { status: row.status }, view: await returnViewOf(tx, after, lines) };
}

/** A return that ends without the goods (rejected, cancelled): its units go back to the line, its held size to stock. */
async function releaseClaims(tx: Db, row: ReturnWithLines): Promise<void> {
	for (const line of row.lines) {
		// a replacement returned again claimed nothing on the line (its exchange did): it is simply held again
		if (line.replacementOf !== null) continue;
		if (!(await addReturnedUnits(tx, line.orderItemId, -line.quantity))) {
			throw conflict(returnsMessages.unitsDoNotAddUp, "RETURN_UNITS");
		}
	}
	const reserved = row.lines
		.filter((l) => l.exchangeVariantId !== null)
		.map((l) => ({ variantId: l.exchangeVariantId as number, quantity: l.quantity }));
	if (reserved.length > 0) await returnStock(tx, reserved);
}

/**
 * The shopper cancels their own return (issue 24): while nothing has left them (Requested, Approved, Pickup
 * scheduled with the parcel not yet picked up). Someone else's return, or one not of this order, is not found.
 * The pickup, if booked, is cancelled (at the courier through the outbox); units and a held size are released.
 */
export async function cancelOwnReturnIn(
	tx: Db,
	input: { orderId: number; returnId: number; userId: number; name: string },
): Promise<StepResult> {
	const found = await findReturn(tx, input.returnId);
	if (!found || found.orderId !== input.orderId || found.userId !== input.userId) {
		throw notFound(returnsMessages.returnNotFound, "RETURN_NOT_FOUND");
	}
	return runReturnStepIn(tx, input.returnId, { kind: "cancel" }, { userId: input.userId, name: input.name });
}

/**
 * An exchange's replacement as a forward shipment of the same order (issue 24 item 3), through the shipping
 * module: manual (booked at once with the typed courier and AWB) or the shop's courier (booked by the outbox).
 * The shipment's line is the order line the replacement stands for (the units were returned); the parcel is
 * weighed from the replacement's variant. The replacement's unit left stock when it was reserved.
 */
async function shipReplacementIn(
	tx: Db,
	order: OrderRow,
	row: ReturnWithLines,
	items: Awaited<ReturnType<typeof itemsOfOrder>>,
	step: Extract<ReturnStep, { kind: "complete" }>,
	actor: StaffActor,
): Promise<ShipmentRow> {
	const swaps = row.lines.filter((l) => l.exchangeVariantId !== null);
	const forward = (await shipmentsOfOrder(tx, order.id)).filter(
		(s) => s.kind === "forward" && s.status !== "cancelled",
	);
	const shipped = new Map<number, number>();
	for (const line of await linesOfShipments(
		tx,
		forward.map((s) => s.id),
	)) {
		shipped.set(line.orderItemId, (shipped.get(line.orderItemId) ?? 0) + line.quantity);
	}
	const found = await shippingSizesOf(
		tx,
		swaps.map((l) => l.exchangeVariantId as number),
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
	const typed = Boolean(step.courier?.trim() && step.awb?.trim());
	const adapter = step.adapter ?? (typed ? "manual" : (await readShippingSettings(tx)).adapter);
	return createShipmentIn(tx, {
		orderId: order.id,
		kind: "forward",
		adapter,
		// what may still ship of each line: the units shipped so far and the replacements of this return
		orderLines: swaps.map((l) => {
			const item = items.find((i) => i.id === l.orderItemId);
			const size = found.get(l.exchangeVariantId as number);
			return {
				orderItemId: l.orderItemId,
				variantId: l.exchangeVariantId as number,
				name: size ? `${size.name} (${size.size}, ${size.color})` : (item?.productName ?? ""),
				quantity: (shipped.get(l.orderItemId) ?? 0) + l.quantity,
				unitPrice: item?.unitPrice ?? 0,
			};
		}),
		lines: swaps.map((l) => ({ orderItemId: l.orderItemId, quantity: l.quantity })),
		sizes,
		courierName: step.courier ?? undefined,
		awb: step.awb ?? undefined,
		codAmount: 0,
		expectedDeliveryDate: null,
		createdByUserId: actor.userId,
	});
}

/**
 * The pickup's steps, by name, for the courier work (a reverse pickup booked or scanned): each runs the staff's
 * step in the caller's transaction (timeline, text to the shopper, order lock) and refuses a return not in a
 * state for it (409 RETURN_STATE). Stable names: the shipping workflows call them.
 */
export function markReturnPickupScheduledIn(
	tx: Db,
	returnId: number,
	pickup: { courier?: string | null; awb?: string | null },
	actor: StaffActor,
): Promise<StepResult> {
	return runReturnStepIn(tx, returnId, { kind: "pickup-scheduled", ...pickup }, actor);
}

/** A pickup attempt the courier reported failed (decision 056): the next attempt, or the shopper sends it. */
export function markReturnPickupFailedIn(
	tx: Db,
	returnId: number,
	failure: { attempt: number; limit: number; reason: string | null },
	actor: StaffActor,
): Promise<StepResult> {
	return runReturnStepIn(tx, returnId, { kind: "pickup-failed", ...failure }, actor);
}

export function markReturnPickedUpIn(tx: Db, returnId: number, actor: StaffActor): Promise<StepResult> {
	return runReturnStepIn(tx, returnId, { kind: "picked-up" }, actor);
}
