import { createHash } from "node:crypto";
import { access } from "node:fs/promises";
import path from "node:path";
import {
	formatPaise,
	type Language,
	messages,
	type OrderReturns,
	PHOTO_REASONS,
	paiseToRupees,
	type ReturnReason,
	type ReturnView,
	returnsMessages,
	SHOPPER_CANCELLABLE,
} from "@pitara/shared";
import { text, textTable, translateFromEnglish } from "@pitara/shared/i18n";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { badRequest, conflict, notFound, unprocessable } from "../lib/errors.ts";
import { findUserContact } from "../modules/accounts/index.ts";
import { findAddress, listAddresses } from "../modules/addresses/index.ts";
import {
	exchangeCandidates,
	findVariantLines,
	policyWords,
	productsOfVariants,
	type ReturnPolicy,
	reserveStock,
	returnPoliciesOf,
	returnUntil,
} from "../modules/catalog/index.ts";
import { findDeliveryPromise } from "../modules/delivery/index.ts";
import { emit, transaction } from "../modules/events/index.ts";
import {
	addReturnedUnits,
	computeReturnRefund,
	findUserOrder,
	insertTracking,
	itemsOfOrder,
	lockOrder,
	type OrderItemRow,
	type OrderRow,
	promoMinOrderOf,
	trackingOfOrder,
	updateOrder,
} from "../modules/orders/index.ts";
import { paidInstruments } from "../modules/payments/index.ts";
import {
	DEFAULT_RETURNS_SETTINGS,
	findReturn,
	findReturnByKey,
	type HeldReplacement,
	heldReplacements,
	insertReturn,
	type ReturnWithLines,
	readReturnsSettings,
	returnsOfOrder,
} from "../modules/returns/index.ts";
import { linesOfShipments, shipmentsOfOrder } from "../modules/shipping/index.ts";

/**
 * A shopper's return or size exchange of delivered lines (issue 24, decision 047). In one transaction that holds
 * the order's row: the lines' windows and policies are checked, the units are claimed on the line (the line's
 * check `cancelled + returned <= quantity` makes a second return of the last unit fail even past the lock), an
 * exchange's replacement is reserved from stock, the refund is computed by the one computation
 * (after-sale-arithmetic.ts) without fees, and the shopper's text is an outbox entry. The money moves when staff
 * finish the return (workflows/run-return.ts).
 */

/** The default of what the shop credits a shopper who must send the parcel (the returns settings' `selfShipFee`). */
export const SELF_SHIP_CREDIT = DEFAULT_RETURNS_SETTINGS.selfShipFee;

export interface RequestReturnInput {
	orderId: number;
	userId: number;
	actorName: string;
	items: {
		orderItemId: number;
		quantity: number;
		reason: ReturnReason;
		exchangeVariantId?: number;
		/** a replacement an exchange sent, returned again (decision 056) */
		variantId?: number;
	}[];
	addressId: number;
	refundTo: "source" | "credit" | "bank";
	payoutTo?: string | null;
	photos?: string[];
	idempotencyKey?: string | null;
	mediaDir: string;
	now?: Date;
}

export interface RequestReturnResult {
	created: boolean;
	view: ReturnView;
}

function fingerprint(input: RequestReturnInput): string {
	const canonical = {
		items: [...input.items]
			.sort((a, b) => a.orderItemId - b.orderItemId)
			.map((i) => [
				i.orderItemId,
				i.quantity,
				i.reason,
				i.exchangeVariantId ?? null,
				// only when named, so that the fingerprints of earlier requests stay as they were
				...(i.variantId === undefined ? [] : [i.variantId]),
			]),
		address: input.addressId,
		to: input.refundTo,
		payout: input.payoutTo ?? null,
		photos: input.photos ?? [],
	};
	return createHash("sha256").update(JSON.stringify(canonical)).digest("hex");
}

/** When the order was delivered: the Delivered step of its tracking (the return window starts there). */
async function deliveredAtOf(db: Db, order: OrderRow): Promise<Date | null> {
	if (order.status !== "Delivered") return null;
	const steps = await trackingOfOrder(db, order.id);
	const delivered = steps.filter((s) => s.status === "Delivered").at(-1);
	return delivered?.updatedAt ?? order.updatedAt;
}

/**
 * When each held replacement reached the shopper (its window starts there): its parcel's delivery when the
 * courier (or the staff) marked it delivered, else when the exchange was sent.
 */
async function replacementsSince(db: Db, orderId: number, held: HeldReplacement[]): Promise<HeldReplacement[]> {
	if (held.length === 0) return held;
	const parcels = (await shipmentsOfOrder(db, orderId)).filter(
		(s) => s.kind === "forward" && s.deliveredAt !== null && s.status !== "cancelled",
	);
	const lines = await linesOfShipments(
		db,
		parcels.map((s) => s.id),
	);
	return held.map((h) => {
		const delivered = parcels
			.filter(
				(s) =>
					s.createdAt.getTime() >= h.sentAt.getTime() - 60_000 &&
					lines.some((l) => l.shipmentId === s.id && l.orderItemId === h.orderItemId && l.variantId === h.variantId),
			)
			.map((s) => s.deliveredAt as Date)
			.sort((a, b) => a.getTime() - b.getTime())[0];
		return delivered && delivered > h.sentAt ? { ...h, sentAt: delivered } : h;
	});
}

/** Each line's policy, by its variant's product. */
async function policiesOfLines(db: Db, lines: OrderItemRow[]): Promise<Map<number, ReturnPolicy>> {
	const productOf = await productsOfVariants(
		db,
		lines.map((l) => l.variantId),
	);
	const policies = await returnPoliciesOf(db, [...new Set(productOf.values())]);
	const byLine = new Map<number, ReturnPolicy>();
	for (const line of lines) {
		const policy = policies.get(productOf.get(line.variantId) ?? -1);
		byLine.set(
			line.id,
			policy ?? { returnable: false, windowDays: 0, exchange: false, unopenedOnly: false, source: "default" },
		);
	}
	return byLine;
}

/** The other sizes a line can be exchanged for: same product, same price, in stock. */
async function exchangeOptionsOf(db: Db, line: OrderItemRow, units = 1) {
	return (await exchangeCandidates(db, line.variantId)).filter((c) => c.price === line.unitPrice && c.stock >= units);
}

/** A stored return as its answer shows it, read again in `language` (a Hindi page's request or cancellation). */
export async function returnViewIn(db: Db, returnId: number, language: Language): Promise<ReturnView> {
	return returnViewOf(db, (await findReturn(db, returnId)) as ReturnWithLines, undefined, language);
}

/** The answer's shape of a stored return, its summary in a language (English unless asked). */
export async function returnViewOf(
	db: Db,
	row: ReturnWithLines,
	items?: OrderItemRow[],
	language: Language = "en",
): Promise<ReturnView> {
	const lines = items ?? (await itemsOfOrder(db, row.orderId));
	const swaps = row.lines
		.flatMap((l) => [l.exchangeVariantId, l.replacementOf !== null ? l.variantId : null])
		.filter((id): id is number => id !== null);
	const variants = swaps.length > 0 ? await findVariantLines(db, swaps) : new Map();
	const itemOf = (id: number) => lines.find((l) => l.id === id);
	const exchanges = row.lines.filter((l) => l.exchangeVariantId !== null);
	const units = row.lines.filter((l) => l.exchangeVariantId === null).reduce((n, l) => n + l.quantity, 0);
	const parts: string[] = [];
	if (row.selfShip) parts.push(text(language, "returns.sendWords", [formatPaise(row.selfShipCredit)]));
	for (const line of exchanges) {
		const swap = variants.get(line.exchangeVariantId as number);
		parts.push(text(language, "returns.exchangeWords", [itemOf(line.orderItemId)?.size ?? "", swap?.size ?? ""]));
	}
	if (units > 0) {
		const refundTo = textTable(language, "returns.refundTo") ?? returnsMessages.refundTo;
		parts.push(
			text(language, "returns.returnWords", [
				units,
				formatPaise(row.refundAmount),
				refundTo[row.refundTo] ?? row.refundTo,
			]),
		);
	}
	return {
		return_id: row.id,
		number: row.number,
		order_id: row.orderId,
		status: row.status,
		lines: row.lines.map((l) => {
			const item = itemOf(l.orderItemId);
			const swap = l.exchangeVariantId === null ? undefined : variants.get(l.exchangeVariantId);
			return {
				return_line_id: l.id,
				order_item_id: l.orderItemId,
				product_name: item?.productName ?? "",
				// a replacement returned again is its own size
				size:
					(l.replacementOf !== null && l.variantId !== null ? variants.get(l.variantId)?.size : null) ??
					item?.size ??
					"",
				quantity: l.quantity,
				reason: l.reason,
				exchange:
					l.exchangeVariantId === null
						? null
						: { variant_id: l.exchangeVariantId, size: swap?.size ?? "", color: swap?.color ?? "" },
				refund: paiseToRupees(l.amount),
				resalable: l.resalable,
				damaged: l.damaged,
			};
		}),
		refund_to: row.refundTo,
		refund_amount: paiseToRupees(row.refundAmount),
		self_ship: row.selfShip,
		self_ship_credit: paiseToRupees(row.selfShipCredit),
		reject_reason: row.rejectReason,
		can_cancel: SHOPPER_CANCELLABLE.includes(row.status),
		photos: row.photos,
		summary: parts.join(" "),
		created_at: row.createdAt.toISOString(),
		timeline: row.events.map((e) => ({ status: e.status, note: e.note, at: e.createdAt.toISOString() })),
	};
}

/** The shopper's text of a return's step (the registered "return-update" template; values within 30 characters). */
export async function returnSms(
	db: Db,
	order: Pick<OrderRow, "id" | "userId">,
	number: string,
	status: string,
	details: string = returnsMessages.smsDetails,
) {
	const contact = await findUserContact(db, order.userId);
	if (!contact?.phone) return undefined;
	return {
		to: contact.phone,
		message: returnsMessages.sms(
			order.id,
			returnsMessages.smsStep(number, returnsMessages.smsSteps[status] ?? status.toLowerCase()),
			details,
		),
	};
}

/**
 * GET /api/orders/{id}/returns: the order's returns and what each line may still do, each line's policy and refusal
 * in the request's language.
 */
export async function orderReturns(
	db: Db,
	orderId: number,
	userId: number,
	now = new Date(),
	language: Language = "en",
): Promise<OrderReturns> {
	const order = await findOwnOrder(db, orderId, userId);
	const rows = await returnsOfOrder(db, orderId);
	const lines = await itemsOfOrder(db, order.id);
	const policies = await policiesOfLines(db, lines);
	const deliveredAt = await deliveredAtOf(db, order);
	const held = await replacementsSince(
		db,
		order.id,
		heldReplacements(rows).filter((h) => h.units > 0),
	);
	const heldSizes = await findVariantLines(
		db,
		held.map((h) => h.variantId),
	);
	const answer: OrderReturns["lines"] = [];
	for (const line of lines) {
		const policy = policies.get(line.id) as ReturnPolicy;
		const until = deliveredAt ? returnUntil(deliveredAt, policy) : null;
		const left = line.quantity - line.cancelledQuantity - line.returnedQuantity;
		const refusal = !policy.returnable
			? returnsMessages.notReturnable
			: !deliveredAt
				? returnsMessages.notDelivered
				: until && now > until
					? returnsMessages.windowClosed
					: null;
		const replacements = held
			.filter((h) => h.orderItemId === line.id)
			.map((h) => {
				const size = heldSizes.get(h.variantId);
				const by = returnUntil(h.sentAt, policy);
				const closed = !policy.returnable
					? returnsMessages.notReturnable
					: by && now > by
						? returnsMessages.windowClosed
						: null;
				return {
					variant_id: h.variantId,
					size: size?.size ?? "",
					color: size?.color ?? "",
					return_until: policy.returnable ? (by?.toISOString() ?? null) : null,
					returnable_quantity: closed ? 0 : h.units,
					refusal: closed,
				};
			});
		answer.push({
			order_item_id: line.id,
			policy: policyWords(policy, language),
			return_until: until?.toISOString() ?? null,
			returnable_quantity: refusal ? 0 : left,
			refusal: refusal && translateFromEnglish(refusal, language),
			replacements: replacements.map((r) => ({
				...r,
				refusal: r.refusal && translateFromEnglish(r.refusal, language),
			})),
			exchange_options:
				refusal || !policy.exchange || left === 0
					? []
					: (await exchangeOptionsOf(db, line)).map((c) => ({
							variant_id: c.variantId,
							size: c.size,
							color: c.color,
							stock: c.stock,
						})),
		});
	}
	const views: ReturnView[] = [];
	for (const row of rows) views.push(await returnViewOf(db, row, lines, language));
	// the self-ship fee is stated before the request: which of the shopper's addresses have no pickup, and the fee
	const noPickup: number[] = [];
	const promises = new Map<string, boolean>();
	for (const address of await listAddresses(db, userId)) {
		if (!promises.has(address.pincode)) {
			promises.set(address.pincode, (await findDeliveryPromise(db, address.pincode, now))?.serviceable === true);
		}
		if (!promises.get(address.pincode)) noPickup.push(address.id);
	}
	const fee = (await readReturnsSettings(db)).selfShipFee;
	return {
		returns: views,
		self_ship: { fee: paiseToRupees(fee), address_ids: noPickup },
		lines: answer,
	};
}

async function findOwnOrder(db: Db, orderId: number, userId: number): Promise<OrderRow> {
	const order = await findUserOrder(db, userId, orderId);
	if (!order) throw notFound(messages.orders.notFound, "ORDER_NOT_FOUND");
	return order;
}

const field = (name: string, message: string, code: string) => badRequest(message, [{ field: name, message }], code);

async function photoExists(mediaDir: string, photo: string): Promise<boolean> {
	const name = path.basename(photo);
	try {
		await access(path.join(mediaDir, "returns", `${name}-400.webp`));
		return true;
	} catch {
		return false;
	}
}

/** Writes a return in the caller's transaction. */
export async function requestReturnIn(tx: Db, input: RequestReturnInput): Promise<RequestReturnResult> {
	const now = input.now ?? new Date();
	const order = await lockOrder(tx, input.orderId);
	if (!order || order.userId !== input.userId) throw notFound(messages.orders.notFound, "ORDER_NOT_FOUND");
	const print = fingerprint(input);
	if (input.idempotencyKey) {
		const earlier = await findReturnByKey(tx, order.id, input.idempotencyKey);
		if (earlier) {
			if (earlier.idempotencyFingerprint !== print) {
				throw unprocessable(returnsMessages.idempotencyMismatch, "IDEMPOTENCY_MISMATCH", [
					{ field: "Idempotency-Key", message: returnsMessages.idempotencyMismatch },
				]);
			}
			return { created: false, view: await returnViewOf(tx, (await findReturn(tx, earlier.id)) as ReturnWithLines) };
		}
	}
	const deliveredAt = await deliveredAtOf(tx, order);
	if (!deliveredAt) throw conflict(returnsMessages.notDelivered, "NOT_DELIVERED");

	const lines = await itemsOfOrder(tx, order.id);
	const policies = await policiesOfLines(tx, lines);
	const photos = input.photos ?? [];
	const seen = new Set<number>();
	const exchanges = new Map<number, { variantId: number; size: string }>();
	// replacements an exchange sent that the shopper holds (decision 056), and the ones this request returns again
	const held = await replacementsSince(
		tx,
		order.id,
		heldReplacements(await returnsOfOrder(tx, order.id)).filter((h) => h.units > 0),
	);
	const again = new Map<number, HeldReplacement>();
	for (const [index, item] of input.items.entries()) {
		const at = `items.${index}`;
		const line = lines.find((l) => l.id === item.orderItemId);
		if (!line) throw field(`${at}.order_item_id`, returnsMessages.lineNotFound, "LINE_NOT_FOUND");
		if (seen.has(line.id)) throw field(`${at}.order_item_id`, returnsMessages.duplicateLine, "DUPLICATE_LINE");
		seen.add(line.id);
		const policy = policies.get(line.id) as ReturnPolicy;
		if (!policy.returnable) throw field(`${at}.order_item_id`, returnsMessages.notReturnable, "NOT_RETURNABLE");
		if (item.variantId !== undefined && item.variantId !== line.variantId) {
			// a replacement returned again: its own units and window; its refund is the line's unit's, as for the original
			const replacement = held.find((h) => h.orderItemId === line.id && h.variantId === item.variantId);
			if (!replacement) throw field(`${at}.variant_id`, returnsMessages.noReplacementHeld, "NO_REPLACEMENT");
			if (item.exchangeVariantId !== undefined) {
				throw field(`${at}.exchange_variant_id`, returnsMessages.replacementNotExchanged, "REPLACEMENT_NOT_EXCHANGED");
			}
			const by = returnUntil(replacement.sentAt, policy);
			if (!by || now > by) throw field(`${at}.variant_id`, returnsMessages.windowClosed, "RETURN_WINDOW_CLOSED");
			if (item.quantity > replacement.units) {
				throw field(`${at}.quantity`, returnsMessages.quantityTooHigh(replacement.units), "QUANTITY_TOO_HIGH");
			}
			if (PHOTO_REASONS.includes(item.reason) && photos.length === 0) {
				throw field("photos", returnsMessages.photosNeeded, "PHOTOS_NEEDED");
			}
			again.set(line.id, replacement);
			continue;
		}
		const until = returnUntil(deliveredAt, policy);
		if (!until || now > until) {
			throw field(`${at}.order_item_id`, returnsMessages.windowClosed, "RETURN_WINDOW_CLOSED");
		}
		const left = line.quantity - line.cancelledQuantity - line.returnedQuantity;
		if (item.quantity > left) {
			throw field(`${at}.quantity`, returnsMessages.quantityTooHigh(left), "QUANTITY_TOO_HIGH");
		}
		if (PHOTO_REASONS.includes(item.reason) && photos.length === 0) {
			throw field("photos", returnsMessages.photosNeeded, "PHOTOS_NEEDED");
		}
		if (item.exchangeVariantId !== undefined) {
			const target = `${at}.exchange_variant_id`;
			if (!policy.exchange) throw field(target, returnsMessages.exchangeNotOffered, "EXCHANGE_NOT_OFFERED");
			if (item.exchangeVariantId === line.variantId) {
				throw field(target, returnsMessages.exchangeSameVariant, "EXCHANGE_SAME_SIZE");
			}
			const candidate = (await exchangeCandidates(tx, line.variantId)).find(
				(c) => c.variantId === item.exchangeVariantId,
			);
			if (!candidate) throw field(target, returnsMessages.exchangeOtherProduct, "EXCHANGE_OTHER_PRODUCT");
			if (candidate.price !== line.unitPrice) {
				throw field(target, returnsMessages.exchangeOtherPrice(formatPaise(candidate.price)), "EXCHANGE_OTHER_PRICE");
			}
			if (candidate.stock < item.quantity) throw field(target, returnsMessages.exchangeNoStock, "EXCHANGE_NO_STOCK");
			exchanges.set(line.id, { variantId: candidate.variantId, size: candidate.size });
		}
	}
	for (const [index, photo] of photos.entries()) {
		if (!(await photoExists(input.mediaDir, photo))) {
			throw field(`photos.${index}`, returnsMessages.photoUnknown, "PHOTO_UNKNOWN");
		}
	}
	const address = await findAddress(tx, input.userId, input.addressId);
	if (!address) throw field("address_id", returnsMessages.addressNotFound, "ADDRESS_NOT_FOUND");
	const cod = order.paymentMode === "COD";
	if (cod && input.refundTo === "source") throw field("refund_to", returnsMessages.sourceNotForCod, "REFUND_TO");
	if (!cod && input.refundTo === "bank") {
		throw field("refund_to", returnsMessages.refundTo.bank ?? "", "REFUND_TO");
	}
	if (input.refundTo === "bank" && !input.payoutTo?.trim()) {
		throw field("payout_to", returnsMessages.payoutNeeded, "PAYOUT_NEEDED");
	}
	const promise = await findDeliveryPromise(tx, address.pincode, now);
	const selfShip = promise?.serviceable !== true;

	// the money of the units given back (exchanges give nothing back): the one computation, without fees
	const refundItems = input.items.filter((i) => !exchanges.has(i.orderItemId));
	let refundAmount = 0;
	let promoLost = 0;
	const amounts = new Map<number, number>();
	if (refundItems.length > 0) {
		const outcome = computeReturnRefund(
			{
				total: order.total,
				delivery: order.delivery,
				codFee: order.codFee,
				promoCode: order.promoCode,
				promoDiscount: order.promoDiscount,
				promoMinOrder: await promoMinOrderOf(tx, order),
				promoRemoved: order.promoRemoved,
				refundedAmount: order.refundedAmount,
				// a replacement the shopper holds is a unit of its line they keep (its exchange claimed it on the line)
				lines: lines.map((l) => ({
					orderItemId: l.id,
					unitPrice: l.unitPrice,
					quantity: l.quantity,
					gone:
						l.cancelledQuantity +
						l.returnedQuantity -
						held.filter((h) => h.orderItemId === l.id).reduce((sum, h) => sum + h.units, 0),
					promoShare: l.promoShare,
					eligible: l.promoEligible,
				})),
			},
			refundItems.map((i) => ({ orderItemId: i.orderItemId, quantity: i.quantity })),
			await paidInstruments(tx, order),
		);
		// fees never come back with a return: only a whole cancellation before dispatch gives them back
		refundAmount = outcome.refund;
		promoLost = outcome.promoLost;
		for (const l of outcome.lines) amounts.set(l.orderItemId, l.amount);
	}

	// claim the units: a second return of the last unit fails here even if it slipped past the order's lock
	for (const item of input.items) {
		// a replacement's units were claimed on the line by its exchange: this return claims them from the exchange
		if (again.has(item.orderItemId)) continue;
		if (!(await addReturnedUnits(tx, item.orderItemId, item.quantity))) {
			throw conflict(returnsMessages.quantityTooHigh(0), "QUANTITY_TOO_HIGH", [
				{ field: "items", message: returnsMessages.quantityTooHigh(0) },
			]);
		}
	}
	// reserve the replacement sizes at once (variant order, as orders take stock)
	const reserveOrder = input.items
		.filter((i) => exchanges.has(i.orderItemId))
		.sort((a, b) => (exchanges.get(a.orderItemId)?.variantId ?? 0) - (exchanges.get(b.orderItemId)?.variantId ?? 0));
	for (const item of reserveOrder) {
		const swap = exchanges.get(item.orderItemId) as { variantId: number };
		if (!(await reserveStock(tx, swap.variantId, item.quantity))) {
			throw conflict(returnsMessages.exchangeNoStock, "EXCHANGE_NO_STOCK", [
				{ field: `items.${input.items.indexOf(item)}.exchange_variant_id`, message: returnsMessages.exchangeNoStock },
			]);
		}
	}
	if (promoLost > 0 && !order.promoRemoved) await updateOrder(tx, order.id, { promoRemoved: true });

	const row = await insertReturn(
		tx,
		{
			orderId: order.id,
			userId: order.userId,
			address: {
				name: address.name,
				phone: address.phone,
				pincode: address.pincode,
				address_line_1: address.addressLine1,
				address_line_2: address.addressLine2,
				city: address.city,
				state: address.state,
			},
			selfShip,
			// the fee the shop states in its settings today, kept on the return: what the shopper was told is credited
			selfShipCredit: selfShip ? (await readReturnsSettings(tx)).selfShipFee : 0,
			refundTo: input.refundTo,
			payoutTo: input.refundTo === "bank" ? (input.payoutTo?.trim() ?? null) : null,
			refundAmount,
			promoLost,
			photos,
			idempotencyKey: input.idempotencyKey ?? null,
			idempotencyFingerprint: input.idempotencyKey ? print : null,
		},
		input.items.map((i) => ({
			orderItemId: i.orderItemId,
			quantity: i.quantity,
			reason: i.reason,
			exchangeVariantId: exchanges.get(i.orderItemId)?.variantId ?? null,
			amount: amounts.get(i.orderItemId) ?? 0,
			replacementOf: again.get(i.orderItemId)?.exchangeLine.id ?? null,
			variantId: again.get(i.orderItemId)?.variantId ?? lines.find((l) => l.id === i.orderItemId)?.variantId ?? null,
		})),
		{ actorName: input.actorName, actorUserId: input.userId, note: null },
	);
	const words = input.items
		.map((i) => {
			const line = lines.find((l) => l.id === i.orderItemId) as OrderItemRow;
			const swap = exchanges.get(i.orderItemId);
			const replacement = again.has(i.orderItemId) ? " (the replacement)" : "";
			return `${i.quantity} × ${line.productName} (${line.size})${replacement}${swap ? ` for ${swap.size}` : ""}`;
		})
		.join(", ");
	await insertTracking(tx, {
		orderId: order.id,
		status: exchanges.size > 0 ? "Exchange requested" : "Return requested",
		name: input.actorName,
		updatedByUserId: input.userId,
		note: `${row.number}: ${words}`,
	});
	const sms = await returnSms(tx, order, row.number, "Requested");
	await emit(tx, {
		type: "ReturnChanged",
		orderId: order.id,
		returnId: row.id,
		status: "Requested",
		...(sms ? { sms } : {}),
	});
	return { created: true, view: await returnViewOf(tx, (await findReturn(tx, row.id)) as ReturnWithLines, lines) };
}

export function requestReturn(app: FastifyInstance, input: RequestReturnInput): Promise<RequestReturnResult> {
	return transaction(app.db, (tx) => requestReturnIn(tx, input));
}
