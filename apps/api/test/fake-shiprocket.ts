import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A fake Shiprocket (apiv2.shiprocket.in/v1/external) for the tests: the
 * published request and response shapes of the calls Pitara makes, on an
 * ephemeral port, with switches for its failures:
 * - `fail500`: the next N calls (login aside) answer 500;
 * - `timeoutAfterCreate`: the next N order creations create the order, then
 *   answer only after `slowMs` (longer than the client waits);
 * - `rejectTokens`: every token is refused (401), as after a revoked login;
 * - `awbTaken`: the next AWB assignment assigns, then answers "already assigned";
 * - `returnRefused`: the next N return orders are refused (422, no reverse
 *   pickup at the pincode); `timeoutAfterCreate` applies to return orders too.
 * It records every request and every order it made, so a test can prove a
 * retry never booked a second parcel.
 */

export interface FakeOrder {
	id: number;
	channelOrderId: string;
	shipmentId: number;
	awb: string | null;
	courierName: string | null;
	body: Record<string, unknown>;
	cancelled: boolean;
	/** a return order (orders/create/return): a reverse pickup */
	isReturn?: boolean;
}

export interface FakeShiprocket {
	url: string;
	email: string;
	password: string;
	orders: FakeOrder[];
	requests: { method: string; path: string; body: unknown }[];
	logins: number;
	switches: {
		fail500: number;
		timeoutAfterCreate: number;
		rejectTokens: boolean;
		awbTaken: number;
		slowMs: number;
		returnRefused?: number;
	};
	/** couriers offered by serviceability */
	couriers: { courier_company_id: number; courier_name: string; rate: number; etd: string }[];
	recommended: number;
	/** tracking activities per AWB */
	tracking: Map<string, Record<string, unknown>[]>;
	/** AWBs in Shiprocket's NDR list (an undelivered scan puts one there); an action takes it off */
	ndr: Set<string>;
	/** the NDR actions taken, in order */
	ndrActions: { awb: string; body: Record<string, unknown> }[];
	close(): Promise<void>;
}

const REQUIRED = [
	"order_id",
	"order_date",
	"pickup_location",
	"billing_customer_name",
	"billing_address",
	"billing_city",
	"billing_pincode",
	"billing_state",
	"billing_country",
	"billing_email",
	"billing_phone",
	"payment_method",
	"sub_total",
	"length",
	"breadth",
	"height",
	"weight",
];

const RETURN_REQUIRED = [
	"order_id",
	"order_date",
	"pickup_customer_name",
	"pickup_address",
	"pickup_city",
	"pickup_state",
	"pickup_country",
	"pickup_pincode",
	"pickup_email",
	"pickup_phone",
	"shipping_customer_name",
	"shipping_address",
	"shipping_city",
	"shipping_country",
	"shipping_pincode",
	"shipping_state",
	"shipping_phone",
	"payment_method",
	"sub_total",
	"length",
	"breadth",
	"height",
	"weight",
];

export async function startFakeShiprocket(): Promise<FakeShiprocket> {
	const tokens = new Set<string>();
	let nextOrder = 5000;
	let nextShipment = 9000;
	let nextAwb = 141_000_000;
	const sockets = new Set<Socket>();
	const fake: FakeShiprocket = {
		url: "",
		email: "ops@pitara.test",
		password: "s3cret-Pass",
		orders: [],
		requests: [],
		logins: 0,
		switches: { fail500: 0, timeoutAfterCreate: 0, rejectTokens: false, awbTaken: 0, slowMs: 600 },
		couriers: [
			{ courier_company_id: 10, courier_name: "Delhivery Surface", rate: 62, etd: "Dec 04, 2026" },
			{ courier_company_id: 11, courier_name: "Xpressbees", rate: 75, etd: "Nov 30, 2026" },
			{ courier_company_id: 12, courier_name: "Blue Dart Air", rate: 140, etd: "Nov 29, 2026" },
		],
		recommended: 12,
		tracking: new Map(),
		ndr: new Set(),
		ndrActions: [],
		close: async () => {},
	};

	const send = (res: ServerResponse, status: number, body: unknown) => {
		if (res.destroyed) return;
		res.writeHead(status, { "content-type": "application/json" });
		res.end(JSON.stringify(body));
	};
	const readBody = (req: IncomingMessage) =>
		new Promise<unknown>((resolve) => {
			let text = "";
			req.on("data", (chunk) => {
				text += chunk;
			});
			req.on("end", () => {
				try {
					resolve(text ? JSON.parse(text) : undefined);
				} catch {
					resolve(undefined);
				}
			});
		});
	const shipmentOf = (id: number) => fake.orders.find((order) => order.shipmentId === id);

	const server: Server = createServer(async (req, res) => {
		const url = new URL(req.url ?? "/", "http://fake");
		const path = url.pathname.replace(/^\/v1\/external/, "");
		const body = (await readBody(req)) as Record<string, unknown> | undefined;
		fake.requests.push({ method: req.method ?? "", path: `${path}${url.search}`, body });

		if (req.method === "POST" && path === "/auth/login") {
			if (body?.email !== fake.email || body?.password !== fake.password) {
				return send(res, 400, { message: "Invalid email and password combination", status_code: 400 });
			}
			fake.logins += 1;
			const token = `eyJ.${randomUUID()}`;
			tokens.add(token);
			return send(res, 200, { id: 1, first_name: "Pitara", email: fake.email, company_id: 77, token });
		}
		const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
		if (fake.switches.rejectTokens || !tokens.has(token)) {
			return send(res, 401, { message: "Token has expired", status_code: 401 });
		}
		if (fake.switches.fail500 > 0) {
			fake.switches.fail500 -= 1;
			return send(res, 500, { message: "Something went wrong. Please try again later.", status_code: 500 });
		}

		if (req.method === "POST" && path === "/orders/create/adhoc") {
			const missing = REQUIRED.filter((field) => body?.[field] === undefined || body?.[field] === "");
			const items = Array.isArray(body?.order_items) ? body.order_items : [];
			if (missing.length > 0 || items.length === 0) {
				return send(res, 422, {
					message: "Oops! Invalid Data.",
					errors: Object.fromEntries(
						[...missing, ...(items.length ? [] : ["order_items"])].map((f) => [f, [`The ${f} field is required.`]]),
					),
					status_code: 422,
				});
			}
			const order: FakeOrder = {
				id: nextOrder++,
				channelOrderId: String(body?.order_id),
				shipmentId: nextShipment++,
				awb: null,
				courierName: null,
				body: body ?? {},
				cancelled: false,
				isReturn: false,
			};
			fake.orders.push(order);
			const answer = {
				order_id: order.id,
				shipment_id: order.shipmentId,
				status: "NEW",
				status_code: 1,
				onboarding_completed_now: 0,
				awb_code: "",
				courier_company_id: "",
				courier_name: "",
			};
			if (fake.switches.timeoutAfterCreate > 0) {
				fake.switches.timeoutAfterCreate -= 1;
				setTimeout(() => send(res, 200, answer), fake.switches.slowMs).unref();
				return;
			}
			return send(res, 200, answer);
		}
		if (req.method === "POST" && path === "/orders/create/return") {
			const missing = RETURN_REQUIRED.filter((field) => body?.[field] === undefined || body?.[field] === "");
			const items = (Array.isArray(body?.order_items) ? body.order_items : []) as Record<string, unknown>[];
			// the doorstep quality check: one unit of one item, with what the courier compares
			const qc = items.filter((item) => item.qc_enable === true);
			const qcWrong =
				qc.length > 0 && (items.length !== 1 || Number(items[0]?.units) !== 1 || !items[0]?.qc_product_name);
			if (missing.length > 0 || items.length === 0 || qcWrong) {
				return send(res, 422, {
					message: qcWrong ? "QC is available for a single product of single quantity only" : "Oops! Invalid Data.",
					errors: Object.fromEntries(
						[...missing, ...(items.length ? [] : ["order_items"])].map((f) => [f, [`The ${f} field is required.`]]),
					),
					status_code: 422,
				});
			}
			if ((fake.switches.returnRefused ?? 0) > 0) {
				fake.switches.returnRefused = (fake.switches.returnRefused ?? 0) - 1;
				return send(res, 422, { message: "Reverse pickup is not available at this pincode", status_code: 422 });
			}
			const order: FakeOrder = {
				id: nextOrder++,
				channelOrderId: String(body?.order_id),
				shipmentId: nextShipment++,
				awb: null,
				courierName: null,
				body: body ?? {},
				cancelled: false,
				isReturn: true,
			};
			fake.orders.push(order);
			const answer = { order_id: order.id, shipment_id: order.shipmentId, status: "RETURN PENDING", status_code: 21 };
			if (fake.switches.timeoutAfterCreate > 0) {
				fake.switches.timeoutAfterCreate -= 1;
				setTimeout(() => send(res, 200, answer), fake.switches.slowMs).unref();
				return;
			}
			return send(res, 200, answer);
		}
		if (req.method === "GET" && path === "/orders/processing/return") {
			const search = url.searchParams.get("search") ?? "";
			const found = fake.orders.filter(
				(order) =>
					order.isReturn === true && (search === "" || order.channelOrderId === search || String(order.id) === search),
			);
			return send(res, 200, {
				data: found.map((order) => ({
					id: order.id,
					channel_order_id: order.channelOrderId,
					status: order.cancelled ? "RETURN CANCELLED" : order.awb ? "RETURN PICKUP GENERATED" : "RETURN PENDING",
					status_code: 21,
					shipments: [{ id: order.shipmentId, awb: order.awb ?? "", courier: order.courierName ?? "" }],
				})),
				meta: {
					pagination: { total: found.length, count: found.length, per_page: 15, current_page: 1, total_pages: 1 },
				},
			});
		}
		if (req.method === "GET" && path === "/orders") {
			const search = url.searchParams.get("search") ?? "";
			const found = fake.orders.filter(
				(order) => !order.isReturn && (order.channelOrderId === search || String(order.id) === search),
			);
			return send(res, 200, {
				data: found.map((order) => ({
					id: order.id,
					channel_order_id: order.channelOrderId,
					status: order.cancelled ? "CANCELED" : order.awb ? "READY TO SHIP" : "NEW",
					shipments: [{ id: order.shipmentId, awb: order.awb ?? "", courier: order.courierName ?? "" }],
				})),
				meta: {
					pagination: { total: found.length, count: found.length, per_page: 15, current_page: 1, total_pages: 1 },
				},
			});
		}
		if (req.method === "GET" && path === "/courier/serviceability/") {
			for (const field of ["pickup_postcode", "delivery_postcode", "weight", "cod"]) {
				if (!url.searchParams.get(field)) return send(res, 422, { message: `${field} is required`, status_code: 422 });
			}
			return send(res, 200, {
				status: 200,
				data: { available_courier_companies: fake.couriers, recommended_courier_company_id: fake.recommended },
			});
		}
		if (req.method === "POST" && path === "/courier/assign/awb") {
			const order = shipmentOf(Number(body?.shipment_id));
			if (!order) return send(res, 400, { message: "Shipment id does not exist", status_code: 400 });
			if (order.awb) return send(res, 400, { message: "AWB is already assigned for this shipment", status_code: 350 });
			if ((order.isReturn ?? false) !== (Number(body?.is_return ?? 0) === 1)) {
				return send(res, 400, { message: "is_return must be 1 for a return shipment only", status_code: 400 });
			}
			const courier = fake.couriers.find((c) => c.courier_company_id === Number(body?.courier_id)) ?? fake.couriers[0];
			order.awb = String(nextAwb++);
			order.courierName = courier?.courier_name ?? null;
			if (fake.switches.awbTaken > 0) {
				fake.switches.awbTaken -= 1;
				return send(res, 400, { message: "AWB is already assigned for this shipment", status_code: 350 });
			}
			return send(res, 200, {
				awb_assign_status: 1,
				response: {
					data: {
						courier_company_id: courier?.courier_company_id,
						awb_code: order.awb,
						courier_name: order.courierName,
						shipment_id: order.shipmentId,
						applied_weight: 0.5,
					},
				},
			});
		}
		if (req.method === "POST" && path === "/courier/generate/pickup") {
			const ids = Array.isArray(body?.shipment_id) ? body.shipment_id : [];
			if (ids.length === 0 || !ids.every((id) => shipmentOf(Number(id))?.awb)) {
				return send(res, 400, { message: "Please assign AWB before generating pickup", status_code: 400 });
			}
			return send(res, 200, {
				pickup_status: 1,
				response: { pickup_scheduled_date: "2026-11-28 12:00:00", pickup_token_number: "Reference No: 77", status: 3 },
			});
		}
		if (req.method === "POST" && path === "/courier/generate/label") {
			const ids = Array.isArray(body?.shipment_id) ? body.shipment_id : [];
			return send(res, 200, {
				label_created: 1,
				label_url: `${fake.url}/labels/${ids.join("-")}-${randomUUID().slice(0, 8)}.pdf`,
				response: "Label has been created and uploaded successfully!",
				not_created: [],
			});
		}
		if (req.method === "POST" && path === "/manifests/generate") {
			return send(res, 200, { status: 1, manifest_url: `${fake.url}/manifests/${randomUUID().slice(0, 8)}.pdf` });
		}
		if (req.method === "POST" && path === "/orders/cancel") {
			const ids = Array.isArray(body?.ids) ? body.ids : [];
			for (const id of ids) {
				const order = fake.orders.find((o) => o.id === Number(id));
				if (order) order.cancelled = true;
			}
			return send(res, 200, { status: 200, message: "Order cancelled successfully." });
		}
		const ndr = /^\/ndr\/([^/]+)\/action$/.exec(path);
		if (req.method === "POST" && ndr?.[1]) {
			// the published shape: action re-attempt | return | fake-attempt, comments required, deferred_date for a new date
			const awb = decodeURIComponent(ndr[1]);
			const action = String(body?.action ?? "");
			if (!["re-attempt", "return", "fake-attempt"].includes(action) || !body?.comments) {
				return send(res, 422, { message: "The action and comments fields are required.", status_code: 422 });
			}
			if (body.deferred_date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(body.deferred_date))) {
				return send(res, 422, { message: "The deferred date is not a valid date.", status_code: 422 });
			}
			if (!fake.ndr.has(awb)) {
				const known = fake.orders.some((order) => order.awb === awb);
				return send(res, 400, {
					message: known ? "Action already taken for this NDR" : "AWB not found in NDR",
					status_code: 400,
				});
			}
			fake.ndr.delete(awb);
			fake.ndrActions.push({ awb, body });
			return send(res, 202, { message: "Action Taken Successfully.", status_code: 202 });
		}
		const track = /^\/courier\/track\/awb\/(.+)$/.exec(path);
		if (req.method === "GET" && track?.[1]) {
			const awb = decodeURIComponent(track[1]);
			const activities = fake.tracking.get(awb) ?? [];
			return send(res, 200, {
				tracking_data: {
					track_status: activities.length ? 1 : 0,
					shipment_status: 6,
					shipment_track: [{ awb_code: awb, current_status: activities[0]?.["sr-status-label"] ?? "" }],
					shipment_track_activities: activities,
					etd: "2026-12-01 18:00:00",
				},
			});
		}
		return send(res, 404, { message: "Not found", status_code: 404 });
	});
	server.on("connection", (socket) => {
		sockets.add(socket);
		socket.on("close", () => sockets.delete(socket));
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	fake.close = async () => {
		for (const socket of sockets) socket.destroy();
		await new Promise<void>((resolve) => server.close(() => resolve()));
	};
	return fake;
}
