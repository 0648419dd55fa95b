import {
	adminCodGuardSettingsSchema,
	adminCustomerCodInputSchema,
	adminCustomerCodSchema,
	adminIdParamSchema,
	adminManifestQuerySchema,
	adminOneOf,
	adminReturnPickupCreateSchema,
	adminRtoPincodeInputSchema,
	adminRtoPincodeSchema,
	adminRtoReceiveSchema,
	adminRtoSchema,
	adminShipmentCreateSchema,
	adminShipmentIdsQuerySchema,
	adminShipmentManualSchema,
	adminShipmentScanSchema,
	adminShipmentSchema,
	adminShipmentsQuerySchema,
	adminShippingSettingsInputSchema,
	adminShippingSettingsSchema,
	codConfirmationSchema,
	codDecisionSchema,
	SHIPMENT_STATUS_TEXT,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { findUserContact } from "../../modules/accounts/index.ts";
import { audited } from "../../modules/audit/index.ts";
import { emit } from "../../modules/events/index.ts";
import { findOrder, lockOrder } from "../../modules/orders/index.ts";
import {
	awaitingCodConfirmations,
	type CodGuardSettings,
	courierWebhookToken,
	findCodBlock,
	findCodConfirmation,
	findShipment,
	lockShipment,
	pickupOfReturn,
	REFUSED_DAYS,
	type RtoPincodeRow,
	readCodGuardSettings,
	readShippingSettings,
	rtoPincodeList,
	type ShipmentRow,
	type ShipmentStatus,
	saveCodGuardSettings,
	saveShippingSettings,
	seal,
	secretsKey,
	setCodBlock,
	setRtoPincode,
	shipmentsInStatus,
	updateShipment,
} from "../../modules/shipping/index.ts";
import { afterStatusChange, changeOrderStatusIn } from "../../workflows/change-order-status.ts";
import { codConfirmationView, decideCodIn, recomputeRtoPincodes } from "../../workflows/cod-confirmation.ts";
import { receiveReturnedIn, refusedCodDeliveries, returnToOriginIn } from "../../workflows/ndr-rto.ts";
import { bookReturnPickupIn, scheduleReturnIn } from "../../workflows/return-pickup.ts";
import {
	afterShipmentCreated,
	createShipmentOfOrder,
	labelsOf,
	manifestOf,
	packingSlipsOf,
	receiveScansIn,
	shipmentViews,
	shipmentViewsOfOrder,
} from "../../workflows/ship-order.ts";
import { staffOf } from "./staff-guard.ts";

const orderParams = z.object({ order_id: z.coerce.number().int().positive().max(2_147_483_647) });
const returnParams = z.object({ return_id: z.coerce.number().int().positive().max(2_147_483_647) });
const auditShipment = (row: ShipmentRow) => ({
	order_id: row.orderId,
	status: row.status,
	adapter: row.adapter,
	courier: row.courierName,
	awb: row.awb,
});

const codGuardView = (s: CodGuardSettings) => ({
	always: s.always,
	first_order_of_phone: s.firstOrderOfPhone,
	above_amount: Math.round(s.aboveAmount / 100),
	high_rto_pincodes: s.highRtoPincodes,
	window_hours: s.windowHours,
	prepaid_saving: Math.round(s.prepaidSaving / 100),
	rto_rate_percent: s.rtoRatePercent,
	rto_min_orders: s.rtoMinOrders,
	refused_limit: s.refusedLimit,
});
const rtoPincodeView = (row: RtoPincodeRow) => ({
	pincode: row.pincode,
	listed: row.listed,
	source: row.source,
	cod_orders: row.codOrders,
	rto_orders: row.rtoOrders,
});

const QUEUES: Record<string, ShipmentStatus[]> = {
	ready: ["booked"],
	ndr: ["undelivered"],
	failed: ["booking", "booking_failed"],
	moving: ["picked_up", "in_transit", "out_for_delivery"],
	rto: ["rto_initiated", "rto_in_transit", "rto_delivered"],
};

async function shippingSettingsView(db: Db, config: Config) {
	const settings = await readShippingSettings(db);
	return {
		adapter: settings.adapter,
		shiprocket_email: settings.shiprocketEmail,
		shiprocket_password_set: settings.shiprocketPasswordSealed !== "",
		pickup_location: settings.pickupLocation,
		pickup_pincode: settings.pickupPincode,
		webhook_token: await courierWebhookToken(db),
		secrets_key_set: secretsKey(config.SHIPPING_SECRETS_KEY) !== null,
	};
}

const pdf = (name: string) => ({
	"content-type": "application/pdf",
	"content-disposition": `inline; filename="${name}"`,
	"cache-control": "private, no-store",
});

/**
 * Shipments (issue 25): booking an order's parcel (manual: the staff's
 * courier and AWB; Shiprocket: through the outbox), the queues (ready to
 * ship, NDR, booking failed), the staff's scans, retrying a failed booking,
 * the papers (labels singly or in bulk, packing slips, the day's manifest)
 * and the shipping settings.
 */
export const shipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/orders/:order_id/shipments",
		{
			schema: {
				summary: "An order's parcels with their lines, courier, AWB, status and scans",
				params: orderParams,
				response: { 200: adminOneOf(z.array(adminShipmentSchema)) },
			},
		},
		async (request) => ({
			status: true as const,
			response: await shipmentViewsOfOrder(app.db, request.params.order_id),
		}),
	);

	app.post(
		"/orders/:order_id/shipments",
		{
			schema: {
				summary: "Book a parcel of an order (every unit not yet shipped unless lines are given)",
				description:
					"Manual (the default adapter): `courier_name` and `awb` are required; the parcel is booked at once and a Pending order becomes Shipped (its invoice issued, the shopper texted). Shiprocket: the parcel waits in `booking` while the outbox books it. A variant without weight or box → 422 VARIANT_SIZE_MISSING naming it. Audited.",
				params: orderParams,
				body: adminShipmentCreateSchema,
				response: { 201: adminOneOf(adminShipmentSchema) },
			},
		},
		async (request, reply) => {
			const staff = staffOf(request);
			const body = request.body;
			const done = await audited(app.db, staff, { entity: "shipment", action: "create" }, async (tx) => {
				const result = await createShipmentOfOrder(tx, {
					orderId: request.params.order_id,
					adapter: body.adapter,
					courierName: body.courier_name,
					awb: body.awb,
					lines: body.lines?.map((line) => ({ orderItemId: line.order_item_id, quantity: line.quantity })),
					box: body.box
						? { lengthCm: body.box.length_cm, breadthCm: body.box.breadth_cm, heightCm: body.box.height_cm }
						: undefined,
					actor: { userId: staff.userId, name: staff.name, role: "admin" },
				});
				return { entityId: result.shipment.id, before: null, after: auditShipment(result.shipment), result };
			});
			await afterShipmentCreated(app, done.change);
			const [view] = await shipmentViews(app.db, [done.shipment]);
			return reply.code(201).send({
				status: true as const,
				message: done.shipment.status === "booked" ? "Parcel booked" : "Booking the parcel with the courier",
				response: view as NonNullable<typeof view>,
			});
		},
	);

	app.get(
		"/shipments",
		{
			schema: {
				summary: "A queue of parcels: ready (booked, to print and hand over), ndr, failed (booking), moving",
				querystring: adminShipmentsQuerySchema,
				response: { 200: adminOneOf(z.array(adminShipmentSchema)) },
			},
		},
		async (request) => {
			let rows = await shipmentsInStatus(app.db, QUEUES[request.query.queue] ?? []);
			// a return's pickup is not handed over, delivered to a shopper or sent back: it shows under failed and moving only
			if (!["failed", "moving"].includes(request.query.queue)) rows = rows.filter((row) => row.kind === "forward");
			// the RTO queue: parcels coming back, and those back but not yet received and inspected
			if (request.query.queue === "rto") rows = rows.filter((row) => row.rtoReceivedAt === null);
			return { status: true as const, response: await shipmentViews(app.db, rows) };
		},
	);

	app.post(
		"/shipments/:id/scans",
		{
			schema: {
				summary: "The staff's own scan of a parcel (a manual courier's): moves it forward only, as a courier's would",
				params: adminIdParamSchema,
				body: adminShipmentScanSchema,
				response: { 200: adminOneOf(adminShipmentSchema) },
			},
		},
		async (request) => {
			const staff = staffOf(request);
			const done = await audited(app.db, staff, { entity: "shipment", action: "scan" }, async (tx) => {
				const shipment = await lockShipment(tx, request.params.id);
				if (!shipment) throw notFound("Shipment not found", "SHIPMENT_NOT_FOUND");
				if (!shipment.awb) throw conflict("This parcel has no AWB yet", "NOT_BOOKED");
				if (request.body.status === "rto_initiated") {
					throw conflict("Use Return to origin (it asks for a confirmation)", "USE_RTO_ACTION");
				}
				const result = await receiveScansIn(
					tx,
					shipment,
					[
						{
							awb: shipment.awb,
							status: request.body.status,
							courierStatus: SHIPMENT_STATUS_TEXT[request.body.status],
							location: request.body.location ?? null,
							// who marked it stays with the staff (the shopper reads the status, not the note)
							note: [`Marked by ${staff.name}`, request.body.note].filter(Boolean).join(": "),
							// a failed delivery's reason reaches the shopper (NDR text and panel) without the staff's name
							reason: request.body.note?.trim() || null,
							at: new Date().toISOString(),
						},
					],
					app.config.PUBLIC_URL,
				);
				if (result.shipment.status === shipment.status) {
					throw conflict(
						`A parcel that is ${SHIPMENT_STATUS_TEXT[shipment.status as ShipmentStatus].toLowerCase()} cannot become ${SHIPMENT_STATUS_TEXT[request.body.status].toLowerCase()}`,
						"SCAN_REFUSED",
					);
				}
				return {
					entityId: shipment.id,
					before: auditShipment(shipment),
					after: auditShipment(result.shipment),
					result,
				};
			});
			for (const change of done.changes) await afterStatusChange(app, request.log, change);
			const [view] = await shipmentViews(app.db, [done.shipment]);
			return { status: true as const, response: view as NonNullable<typeof view> };
		},
	);

	app.post(
		"/shipments/:id/retry",
		{
			schema: {
				summary: "Try a failed courier booking again now (through the outbox; never a second parcel)",
				params: adminIdParamSchema,
				response: { 200: adminOneOf(adminShipmentSchema) },
			},
		},
		async (request) => {
			const staff = staffOf(request);
			const shipment = await audited(app.db, staff, { entity: "shipment", action: "retry" }, async (tx) => {
				const row = await lockShipment(tx, request.params.id);
				if (!row) throw notFound("Shipment not found", "SHIPMENT_NOT_FOUND");
				if (row.status !== "booking_failed") throw conflict("Only a failed booking can be retried", "NOT_FAILED");
				const after = await updateShipment(tx, row.id, { status: "booking" });
				await emit(tx, { type: "ShipmentBookingRequested", shipmentId: row.id, orderId: row.orderId });
				return { entityId: row.id, before: auditShipment(row), after: auditShipment(after), result: after };
			});
			const [view] = await shipmentViews(app.db, [shipment]);
			return { status: true as const, response: view as NonNullable<typeof view> };
		},
	);

	app.post(
		"/shipments/:id/manual",
		{
			schema: {
				summary: 'Book a parcel stuck in "Booking failed — retrying" by hand instead: the staff\'s courier and AWB',
				description:
					"Only a courier's parcel whose booking failed. It becomes a manual parcel, booked at once (a Pending order becomes Shipped; a return's pickup is scheduled). A booking still running at the courier stops there, and an order it made at the courier is cancelled, so the parcel is never booked twice. Audited.",
				params: adminIdParamSchema,
				body: adminShipmentManualSchema,
				response: { 200: adminOneOf(adminShipmentSchema) },
			},
		},
		async (request) => {
			const staff = staffOf(request);
			const done = await audited(app.db, staff, { entity: "shipment", action: "switch-to-manual" }, async (tx) => {
				const row = await lockShipment(tx, request.params.id);
				if (!row) throw notFound("Shipment not found", "SHIPMENT_NOT_FOUND");
				if (row.status !== "booking_failed" || row.adapter === "manual") {
					throw conflict("Only a parcel whose courier booking failed can be booked by hand instead", "NOT_FAILED");
				}
				let after: ShipmentRow;
				try {
					after = await updateShipment(tx, row.id, {
						adapter: "manual",
						courierName: request.body.courier_name,
						awb: request.body.awb,
						status: "booked",
						statusAt: new Date(),
						failureReason: null,
						labelUrl: null,
					});
				} catch (error) {
					if (
						/shipments_adapter_awb_unique|23505/.test(
							`${String(error)} ${String((error as { cause?: unknown }).cause)}`,
						)
					) {
						throw conflict("Another shipment already has this AWB", "AWB_TAKEN");
					}
					throw error;
				}
				// whatever the courier may have made for it (an order, a lost answer's order) is cancelled there
				await emit(tx, { type: "ShipmentCourierCancelRequested", shipmentId: row.id, orderId: row.orderId });
				let change = null;
				if (row.kind === "reverse") {
					await scheduleReturnIn(tx, after);
				} else {
					const order = await lockOrder(tx, row.orderId);
					if (order?.status === "Pending") {
						change = await changeOrderStatusIn(tx, {
							orderId: order.id,
							status: "Shipped",
							actor: { userId: staff.userId, name: staff.name, role: "admin" },
						});
					}
				}
				return { entityId: row.id, before: auditShipment(row), after: auditShipment(after), result: { after, change } };
			});
			if (done.change) await afterStatusChange(app, request.log, done.change);
			const [view] = await shipmentViews(app.db, [done.after]);
			return { status: true as const, message: "Parcel booked by hand", response: view as NonNullable<typeof view> };
		},
	);

	/* a return's pickup: a reverse parcel (issue 25 item 1, decision 055) ----------------------------- */

	app.get(
		"/orders/returns/:return_id/pickup",
		{
			schema: {
				summary: "A return's pickup parcel (null when none is booked), with its courier, AWB, status and scans",
				params: returnParams,
				response: { 200: adminOneOf(adminShipmentSchema.nullable()) },
			},
		},
		async (request) => {
			const row = await pickupOfReturn(app.db, request.params.return_id);
			const [view] = row ? await shipmentViews(app.db, [row]) : [];
			return { status: true as const, response: view ?? null };
		},
	);

	app.post(
		"/orders/returns/:return_id/pickup",
		{
			schema: {
				summary: "Book an approved return's pickup: a reverse parcel from the shopper to the shop",
				description:
					"Manual: `courier_name` and `awb` are required; booked at once and the return reads Pickup scheduled. Shiprocket: a return order through the outbox (an attempt row before each create, a search before any retry: never two pickups), with the courier's doorstep quality check for one unit of one item (`quality_check`, default true); the return reads Pickup scheduled once the AWB is assigned. The pickup's scans move the return: picked up → Picked up; delivered to the shop → Received at the shop. A return not approved → 409 RETURN_STATE; one the shopper sends → 409 SELF_SHIP; a second pickup → 409 PICKUP_EXISTS. Audited.",
				params: returnParams,
				body: adminReturnPickupCreateSchema,
				response: { 201: adminOneOf(adminShipmentSchema) },
			},
		},
		async (request, reply) => {
			const staff = staffOf(request);
			const body = request.body;
			const shipment = await audited(app.db, staff, { entity: "shipment", action: "return-pickup" }, async (tx) => {
				const row = await bookReturnPickupIn(tx, {
					returnId: request.params.return_id,
					adapter: body.adapter,
					courierName: body.courier_name,
					awb: body.awb,
					qualityCheck: body.quality_check,
					actor: { userId: staff.userId, name: staff.name },
				});
				return {
					entityId: row.id,
					before: null,
					after: { ...auditShipment(row), return_id: row.returnId },
					result: row,
				};
			});
			const [view] = await shipmentViews(app.db, [shipment]);
			return reply.code(201).send({
				status: true as const,
				message: shipment.status === "booked" ? "Pickup booked" : "Booking the pickup with the courier",
				response: view as NonNullable<typeof view>,
			});
		},
	);

	app.get(
		"/shipments/labels.pdf",
		{
			schema: {
				summary:
					"4×6 inch labels of booked parcels, one page each (`ids`: comma separated), the AWB as a Code 128 barcode",
				querystring: adminShipmentIdsQuerySchema,
				produces: ["application/pdf"],
			},
		},
		async (request, reply) => reply.headers(pdf("labels.pdf")).send(await labelsOf(app.db, request.query.ids)),
	);

	app.get(
		"/shipments/packing-slips.pdf",
		{
			schema: {
				summary: "A4 packing slips of parcels (`gift=true`: without prices)",
				querystring: adminShipmentIdsQuerySchema.extend({ gift: z.enum(["true", "false"]).default("false") }),
				produces: ["application/pdf"],
			},
		},
		async (request, reply) =>
			reply
				.headers(pdf("packing-slips.pdf"))
				.send(await packingSlipsOf(app.db, request.query.ids, request.query.gift === "true")),
	);

	app.get(
		"/shipments/manifest.pdf",
		{
			schema: {
				summary: "The day's manifest (an Indian day): the parcels booked that day with their AWBs",
				querystring: adminManifestQuerySchema,
				produces: ["application/pdf"],
			},
		},
		async (request, reply) =>
			reply.headers(pdf(`manifest-${request.query.day}.pdf`)).send(await manifestOf(app.db, request.query.day)),
	);

	app.get(
		"/shipments/:id",
		{
			schema: {
				summary: "A parcel",
				params: adminIdParamSchema,
				response: { 200: adminOneOf(adminShipmentSchema) },
			},
		},
		async (request) => {
			const row = await findShipment(app.db, request.params.id);
			if (!row) throw notFound("Shipment not found", "SHIPMENT_NOT_FOUND");
			const [view] = await shipmentViews(app.db, [row]);
			return { status: true as const, response: view as NonNullable<typeof view> };
		},
	);

	app.get(
		"/settings/shipping",
		{
			schema: {
				summary: "The courier adapter, Shiprocket's login (never its password), the pickup location, the webhook token",
				response: { 200: adminOneOf(adminShippingSettingsSchema) },
			},
		},
		async () => ({ status: true as const, response: await shippingSettingsView(app.db, app.config) }),
	);

	app.put(
		"/settings/shipping",
		{
			schema: {
				summary: "Save the shipping settings; the Shiprocket password is kept encrypted (SHIPPING_SECRETS_KEY)",
				description:
					"An empty password keeps the one kept. Shiprocket needs an e-mail, a password and a pickup pincode. Audited (never the password).",
				body: adminShippingSettingsInputSchema,
				response: { 200: adminOneOf(adminShippingSettingsSchema) },
			},
		},
		async (request) => {
			const body = request.body;
			await audited(app.db, staffOf(request), { entity: "settings", action: "update" }, async (tx) => {
				const before = await readShippingSettings(tx);
				let sealed = before.shiprocketPasswordSealed;
				if (body.shiprocket_password !== "") {
					const key = secretsKey(app.config.SHIPPING_SECRETS_KEY);
					if (!key)
						throw badRequest(
							"The server has no SHIPPING_SECRETS_KEY (32 bytes, base64 or hex): a password cannot be kept without it",
							undefined,
							"NO_SECRETS_KEY",
						);
					sealed = seal(key, body.shiprocket_password);
				}
				if (body.adapter === "shiprocket" && (!body.shiprocket_email || !sealed || !body.pickup_pincode)) {
					throw badRequest(
						"Shiprocket needs its login e-mail, the password and the pickup pincode",
						undefined,
						"SHIPROCKET_INCOMPLETE",
					);
				}
				const after = {
					adapter: body.adapter,
					shiprocketEmail: body.shiprocket_email,
					shiprocketPasswordSealed: sealed,
					pickupLocation: body.pickup_location,
					pickupPincode: body.pickup_pincode,
				};
				await saveShippingSettings(tx, after);
				const shown = (s: typeof after) => ({
					adapter: s.adapter,
					shiprocket_email: s.shiprocketEmail,
					password_changed: s.shiprocketPasswordSealed !== before.shiprocketPasswordSealed,
					pickup_location: s.pickupLocation,
					pickup_pincode: s.pickupPincode,
				});
				return {
					entityId: "shipping",
					before: { ...shown(before), password_changed: false },
					after: shown(after),
					result: null,
				};
			});
			return {
				status: true as const,
				message: "Shipping settings saved",
				response: await shippingSettingsView(app.db, app.config),
			};
		},
	);

	/* failed deliveries and returns to origin (decision 048) ---------------------------------------- */

	app.post(
		"/shipments/:id/rto",
		{
			schema: {
				summary: "Return to origin: send a parcel back (the console asks for a confirmation: `confirm: true`)",
				description:
					"From ready to ship up to a failed delivery. A Shiprocket parcel in NDR gets Shiprocket's NDR action `return` (through the outbox); the shopper's NDR link stops working. A COD parcel sent back counts as a refused delivery. Audited.",
				params: adminIdParamSchema,
				body: adminRtoSchema,
				response: { 200: adminOneOf(adminShipmentSchema) },
			},
		},
		async (request) => {
			const staff = staffOf(request);
			const done = await audited(app.db, staff, { entity: "shipment", action: "rto" }, async (tx) => {
				const shipment = await lockShipment(tx, request.params.id);
				if (!shipment) throw notFound("Shipment not found", "SHIPMENT_NOT_FOUND");
				if (!shipment.awb) throw conflict("This parcel has no AWB yet: cancel it instead", "NOT_BOOKED");
				await returnToOriginIn(tx, shipment, request.body.note ?? "");
				const result = await receiveScansIn(
					tx,
					shipment,
					[
						{
							awb: shipment.awb,
							status: "rto_initiated",
							courierStatus: SHIPMENT_STATUS_TEXT.rto_initiated,
							location: null,
							note: [`Sent back by ${staff.name}`, request.body.note].filter(Boolean).join(": "),
							at: new Date().toISOString(),
						},
					],
					app.config.PUBLIC_URL,
				);
				return {
					entityId: shipment.id,
					before: auditShipment(shipment),
					after: auditShipment(result.shipment),
					result,
				};
			});
			for (const change of done.changes) await afterStatusChange(app, request.log, change);
			const [view] = await shipmentViews(app.db, [done.shipment]);
			return {
				status: true as const,
				message: "The parcel is being returned",
				response: view as NonNullable<typeof view>,
			};
		},
	);

	app.post(
		"/shipments/:id/receive",
		{
			schema: {
				summary: "A returned parcel received and inspected: back to stock, or damaged",
				description:
					"Only a parcel returned to origin (a manual courier's: mark it so first). When no parcel of the order is left with the shopper, the order is cancelled: stock back (not for damaged goods), a prepaid payment refunded through the gateway, an issued invoice credited. Audited.",
				params: adminIdParamSchema,
				body: adminRtoReceiveSchema,
				response: { 200: adminOneOf(adminShipmentSchema) },
			},
		},
		async (request) => {
			const staff = staffOf(request);
			const done = await audited(app.db, staff, { entity: "shipment", action: "receive" }, async (tx) => {
				const shipment = await lockShipment(tx, request.params.id);
				if (!shipment) throw notFound("Shipment not found", "SHIPMENT_NOT_FOUND");
				const result = await receiveReturnedIn(tx, shipment, request.body.condition, {
					userId: staff.userId,
					name: staff.name,
					role: "admin",
				});
				return {
					entityId: shipment.id,
					before: auditShipment(shipment),
					after: {
						...auditShipment(result.shipment),
						condition: request.body.condition,
						note: request.body.note ?? null,
					},
					result,
				};
			});
			if (done.change) await afterStatusChange(app, request.log, done.change);
			const [view] = await shipmentViews(app.db, [done.shipment]);
			return {
				status: true as const,
				message: done.change ? "Parcel received; the order is cancelled" : "Parcel received",
				response: view as NonNullable<typeof view>,
			};
		},
	);

	/* COD confirmation and the RTO guard (decision 048) -------------------------------------------- */

	app.get(
		"/settings/cod-guard",
		{
			schema: {
				summary:
					"Which COD orders must be confirmed, the window, the pay-online saving, the high-RTO and refusal rules",
				response: { 200: adminOneOf(adminCodGuardSettingsSchema) },
			},
		},
		async () => ({ status: true as const, response: codGuardView(await readCodGuardSettings(app.db)) }),
	);

	app.put(
		"/settings/cod-guard",
		{
			schema: {
				summary: "Save the COD confirmation and RTO guard settings (rupees, hours). Audited.",
				body: adminCodGuardSettingsSchema,
				response: { 200: adminOneOf(adminCodGuardSettingsSchema) },
			},
		},
		async (request) => {
			const body = request.body;
			const after = await audited(app.db, staffOf(request), { entity: "settings", action: "update" }, async (tx) => {
				const before = await readCodGuardSettings(tx);
				const next: CodGuardSettings = {
					always: body.always,
					firstOrderOfPhone: body.first_order_of_phone,
					aboveAmount: body.above_amount * 100,
					highRtoPincodes: body.high_rto_pincodes,
					windowHours: body.window_hours,
					prepaidSaving: body.prepaid_saving * 100,
					rtoRatePercent: body.rto_rate_percent,
					rtoMinOrders: body.rto_min_orders,
					refusedLimit: body.refused_limit,
				};
				await saveCodGuardSettings(tx, next);
				return { entityId: "cod_guard", before: codGuardView(before), after: codGuardView(next), result: next };
			});
			return { status: true as const, message: "COD settings saved", response: codGuardView(after) };
		},
	);

	app.get(
		"/rto-pincodes",
		{
			schema: {
				summary: "The high-RTO pincode list: computed from the shop's own COD parcels of 90 days, or set by the staff",
				response: { 200: adminOneOf(z.array(adminRtoPincodeSchema)) },
			},
		},
		async () => ({ status: true as const, response: (await rtoPincodeList(app.db)).map(rtoPincodeView) }),
	);

	app.put(
		"/rto-pincodes",
		{
			schema: {
				summary: "Put a pincode on the high-RTO list or take it off (kept as the staff set it). Audited.",
				body: adminRtoPincodeInputSchema,
				response: { 200: adminOneOf(adminRtoPincodeSchema) },
			},
		},
		async (request) => {
			const { pincode, listed } = request.body;
			const staff = staffOf(request);
			const row = await audited(app.db, staff, { entity: "rto_pincode", action: "update" }, async (tx) => {
				const { before, after } = await setRtoPincode(tx, pincode, listed, staff.userId);
				return {
					entityId: pincode,
					before: before ? rtoPincodeView(before) : null,
					after: rtoPincodeView(after),
					result: after,
				};
			});
			return { status: true as const, response: rtoPincodeView(row) };
		},
	);

	app.post(
		"/rto-pincodes/recompute",
		{
			schema: {
				summary: "Recompute the list now from the shop's COD parcels (it is also done daily). Audited.",
				response: { 200: adminOneOf(z.array(adminRtoPincodeSchema)) },
			},
		},
		async (request) => {
			await audited(app.db, staffOf(request), { entity: "rto_pincode", action: "recompute" }, async (tx) => {
				const listed = await recomputeRtoPincodes(tx, await readCodGuardSettings(tx));
				return { entityId: "all", before: null, after: { listed }, result: listed };
			});
			return { status: true as const, response: (await rtoPincodeList(app.db)).map(rtoPincodeView) };
		},
	);

	app.get(
		"/cod-confirmations",
		{
			schema: {
				summary: "COD orders awaiting the shopper's confirmation, the soonest to end first",
				response: { 200: adminOneOf(z.array(codConfirmationSchema)) },
			},
		},
		async () => {
			const rows = await awaitingCodConfirmations(app.db);
			const out = [];
			for (const row of rows) {
				const order = await findOrder(app.db, row.orderId);
				if (order) out.push(codConfirmationView(order, row));
			}
			return { status: true as const, response: out };
		},
	);

	app.get(
		"/orders/:order_id/cod-confirmation",
		{
			schema: {
				summary: "An order's COD confirmation (null when it needs none)",
				params: orderParams,
				response: { 200: adminOneOf(codConfirmationSchema.nullable()) },
			},
		},
		async (request) => {
			const order = await findOrder(app.db, request.params.order_id);
			if (!order) throw notFound("Order not found", "ORDER_NOT_FOUND");
			const row = await findCodConfirmation(app.db, order.id);
			return { status: true as const, response: row ? codConfirmationView(order, row) : null };
		},
	);

	app.post(
		"/orders/:order_id/cod-confirmation",
		{
			schema: {
				summary: "Confirm or cancel a COD order for the shopper (after calling them). Audited.",
				params: orderParams,
				body: codDecisionSchema,
				response: { 200: adminOneOf(codConfirmationSchema) },
			},
		},
		async (request) => {
			const staff = staffOf(request);
			const done = await audited(
				app.db,
				staff,
				{ entity: "order", action: `cod_${request.body.action}` },
				async (tx) => {
					const result = await decideCodIn(tx, request.params.order_id, request.body.action, {
						userId: staff.userId,
						name: staff.name,
						role: "admin",
					});
					return {
						entityId: request.params.order_id,
						before: { cod_confirmation: "awaiting" },
						after: { cod_confirmation: result.confirmation.state },
						result,
					};
				},
			);
			if (done.change) await afterStatusChange(app, request.log, done.change);
			return { status: true as const, response: codConfirmationView(done.order, done.confirmation) };
		},
	);

	app.get(
		"/customers/:id/cod",
		{
			schema: {
				summary: "Whether a customer may pay cash on delivery (switched off after refused COD deliveries)",
				params: adminIdParamSchema,
				response: { 200: adminOneOf(adminCustomerCodSchema) },
			},
		},
		async (request) => {
			const row = await findCodBlock(app.db, request.params.id);
			return {
				status: true as const,
				response: {
					user_id: request.params.id,
					cod_off: row?.codOff ?? false,
					refused: row?.refused ?? 0,
					note: row?.note ?? null,
				},
			};
		},
	);

	app.put(
		"/customers/:id/cod",
		{
			schema: {
				summary: "Switch a customer's cash on delivery off or back on. Audited.",
				params: adminIdParamSchema,
				body: adminCustomerCodInputSchema,
				response: { 200: adminOneOf(adminCustomerCodSchema) },
			},
		},
		async (request) => {
			const staff = staffOf(request);
			const userId = request.params.id;
			if (!(await findUserContact(app.db, userId))) throw notFound("Customer not found", "USER_NOT_FOUND");
			const row = await audited(app.db, staff, { entity: "customer_cod", action: "update" }, async (tx) => {
				const current = await findCodBlock(tx, userId);
				const refused = await refusedCodDeliveries(tx, userId, new Date(Date.now() - REFUSED_DAYS * 86_400_000));
				const { before, after } = await setCodBlock(tx, {
					userId,
					codOff: request.body.cod_off,
					// switched back on: these refusals are forgiven; the next one counts again
					refused: request.body.cod_off ? (current?.refused ?? refused) : refused,
					note:
						request.body.note ??
						(request.body.cod_off ? `Switched off by ${staff.name}` : `Switched back on by ${staff.name}`),
					updatedByUserId: staff.userId,
				});
				return {
					entityId: userId,
					before: before ? { cod_off: before.codOff, note: before.note } : { cod_off: false },
					after: { cod_off: after.codOff, note: after.note },
					result: after,
				};
			});
			return {
				status: true as const,
				response: { user_id: userId, cod_off: row.codOff, refused: row.refused, note: row.note },
			};
		},
	);
};
