import { statusOfCourierWords } from "../status.ts";
import {
	type BookingRequest,
	type CourierClient,
	CourierError,
	type CourierScan,
	CourierTimeout,
	type NdrAction,
	type ProviderOrder,
	type ReturnBookingRequest,
} from "./courier.ts";

/**
 * Shiprocket's API (apiv2.shiprocket.in/v1/external, apidocs.shiprocket.in):
 * a bearer JWT from `POST auth/login` (valid 10 days: kept until a day before
 * and renewed, or at once when a call answers 401), then plain JSON calls.
 * Shiprocket has no idempotency key and no sandbox: the booking service
 * writes an attempt row before `createOrder` and asks `findOrder` (its order
 * list searched by our reference, the channel order id) before trying again.
 */
export interface ShiprocketOptions {
	baseUrl: string;
	email: string;
	password: string;
	/** per call; a call that takes longer is a CourierTimeout */
	timeoutMs?: number;
	/** the clock of the token's lifetime (tests move it) */
	now?: () => number;
}

/** A token lives 10 days; it is renewed a day before. */
export const SHIPROCKET_TOKEN_MS = 9 * 86_400_000;

type Json = Record<string, unknown>;

const str = (value: unknown): string | null =>
	value === null || value === undefined || value === "" ? null : String(value);

/** Shiprocket writes times as "2026-11-27 10:15:00" in India's time, or as ISO. */
export function shiprocketTime(value: unknown): string {
	const text = String(value ?? "").trim();
	if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(text)) {
		return new Date(`${text.replace(" ", "T")}${text.length === 16 ? ":00" : ""}+05:30`).toISOString();
	}
	const parsed = new Date(text);
	return Number.isNaN(parsed.getTime()) ? new Date(0).toISOString() : parsed.toISOString();
}

/** A date as Shiprocket writes it ("2026-11-30 18:00:00" or "Nov 30, 2026") as YYYY-MM-DD. */
export const dateOnly = (value: unknown): string | null => {
	const text = str(value);
	if (!text) return null;
	const match = /^(\d{4}-\d{2}-\d{2})/.exec(text);
	if (match?.[1]) return match[1];
	const parsed = Date.parse(`${text} 12:00:00 GMT`);
	return Number.isNaN(parsed) ? null : new Date(parsed).toISOString().slice(0, 10);
};

export class ShiprocketClient implements CourierClient {
	private token: string | null = null;
	private tokenUntil = 0;
	private readonly now: () => number;

	constructor(private readonly options: ShiprocketOptions) {
		this.now = options.now ?? Date.now;
	}

	/** `POST auth/login`: the token, cached for its lifetime. */
	async login(force = false): Promise<string> {
		if (!force && this.token && this.now() < this.tokenUntil) return this.token;
		const body = await this.send(
			"POST",
			"/auth/login",
			{ email: this.options.email, password: this.options.password },
			null,
		);
		const token = str(body.token);
		if (!token) throw new CourierError("Shiprocket login answered no token", 200, body);
		this.token = token;
		this.tokenUntil = this.now() + SHIPROCKET_TOKEN_MS;
		return token;
	}

	private async call(method: "GET" | "POST", path: string, payload?: unknown): Promise<Json> {
		const token = await this.login();
		try {
			return await this.send(method, path, payload, token);
		} catch (error) {
			// a token revoked or expired early: log in again once
			if (error instanceof CourierError && error.status === 401) {
				return this.send(method, path, payload, await this.login(true));
			}
			throw error;
		}
	}

	private async send(method: "GET" | "POST", path: string, payload: unknown, token: string | null): Promise<Json> {
		const headers: Record<string, string> = { accept: "application/json" };
		if (payload !== undefined) headers["content-type"] = "application/json";
		if (token) headers.authorization = `Bearer ${token}`;
		let response: Response;
		try {
			response = await fetch(`${this.options.baseUrl.replace(/\/$/, "")}/v1/external${path}`, {
				method,
				headers,
				...(payload !== undefined ? { body: JSON.stringify(payload) } : {}),
				signal: AbortSignal.timeout(this.options.timeoutMs ?? 20_000),
			});
		} catch (error) {
			const name = (error as Error).name;
			if (name === "TimeoutError" || name === "AbortError") throw new CourierTimeout(`Shiprocket ${path}`);
			throw new CourierError(`Shiprocket unreachable: ${(error as Error).message}`, 0, null);
		}
		let body: Json = {};
		try {
			body = (await response.json()) as Json;
		} catch {
			body = {};
		}
		if (!response.ok) {
			const message = str(body.message) ?? `HTTP ${response.status}`;
			throw new CourierError(`Shiprocket ${path}: ${message}`, response.status, body);
		}
		return body;
	}

	/** `POST orders/create/adhoc`. */
	async createOrder(request: BookingRequest, pickupLocation: string): Promise<ProviderOrder> {
		const [first, ...rest] = request.customer.name.trim().split(/\s+/);
		const body = await this.call("POST", "/orders/create/adhoc", {
			order_id: request.reference,
			order_date: request.orderDate.toISOString().slice(0, 16).replace("T", " "),
			pickup_location: pickupLocation,
			billing_customer_name: first ?? request.customer.name,
			billing_last_name: rest.join(" "),
			billing_address: request.customer.addressLine1,
			billing_address_2: request.customer.addressLine2 ?? "",
			billing_city: request.customer.city,
			billing_pincode: request.customer.pincode,
			billing_state: request.customer.state,
			billing_country: request.customer.country,
			billing_email: request.customer.email,
			billing_phone: request.customer.phone,
			shipping_is_billing: true,
			order_items: request.items.map((item) => ({
				name: item.name,
				sku: item.sku,
				units: item.units,
				selling_price: item.sellingPrice / 100,
			})),
			payment_method: request.paymentMode,
			sub_total: request.subTotal / 100,
			length: request.lengthCm,
			breadth: request.breadthCm,
			height: request.heightCm,
			weight: request.weightGrams / 1000,
		});
		const orderId = str(body.order_id);
		const shipmentId = str(body.shipment_id);
		if (!orderId || !shipmentId) throw new CourierError("Shiprocket created no order", 200, body);
		return {
			providerOrderId: orderId,
			providerShipmentId: shipmentId,
			awb: str(body.awb_code),
			courierName: str(body.courier_name),
		};
	}

	/** `GET orders?search=`: our reference is the channel order id Shiprocket keeps. */
	async findOrder(reference: string): Promise<ProviderOrder | null> {
		const body = await this.call("GET", `/orders?search=${encodeURIComponent(reference)}`);
		const rows = Array.isArray(body.data) ? (body.data as Json[]) : [];
		const row = rows.find((candidate) => String(candidate.channel_order_id) === reference);
		if (!row) return null;
		const shipment = (Array.isArray(row.shipments) ? (row.shipments as Json[]) : [])[0] ?? {};
		const shipmentId = str(shipment.id);
		if (!shipmentId) return null;
		return {
			providerOrderId: String(row.id),
			providerShipmentId: shipmentId,
			awb: str(shipment.awb),
			courierName: str(shipment.courier),
		};
	}

	/**
	 * `GET courier/serviceability` for the couriers and their rates, then
	 * `POST courier/assign/awb` with the cheapest whose estimated delivery
	 * meets the promised date, else Shiprocket's recommendation. An AWB already
	 * assigned (a lost answer retried) is read back from the order.
	 */
	async assignAwb(
		order: ProviderOrder,
		request: BookingRequest,
		pickupPincode: string,
	): Promise<{ awb: string; courierName: string; expectedDeliveryDate: string | null }> {
		const query = new URLSearchParams({
			pickup_postcode: pickupPincode,
			delivery_postcode: request.customer.pincode,
			weight: String(request.weightGrams / 1000),
			cod: request.paymentMode === "COD" ? "1" : "0",
			length: String(request.lengthCm),
			breadth: String(request.breadthCm),
			height: String(request.heightCm),
		});
		const service = await this.call("GET", `/courier/serviceability/?${query}`);
		const data = (service.data ?? {}) as Json;
		const couriers = (
			Array.isArray(data.available_courier_companies) ? data.available_courier_companies : []
		) as Json[];
		if (couriers.length === 0) throw new CourierError("No courier serves this pincode", 422, service);
		const meets = couriers
			.filter((courier) => {
				const etd = dateOnly(courier.etd);
				return request.promisedDate !== null && etd !== null && etd <= request.promisedDate;
			})
			.sort((a, b) => Number(a.rate) - Number(b.rate));
		const recommended = couriers.find(
			(courier) => String(courier.courier_company_id) === String(data.recommended_courier_company_id),
		);
		const chosen = meets[0] ?? recommended ?? couriers[0];
		try {
			const body = await this.call("POST", "/courier/assign/awb", {
				shipment_id: Number(order.providerShipmentId),
				courier_id: Number(chosen?.courier_company_id),
			});
			const assigned = ((body.response as Json | undefined)?.data ?? {}) as Json;
			const awb = str(assigned.awb_code);
			if (Number(body.awb_assign_status) !== 1 || !awb) throw new CourierError("Shiprocket assigned no AWB", 200, body);
			return {
				awb,
				courierName: str(assigned.courier_name) ?? str(chosen?.courier_name) ?? "Shiprocket",
				expectedDeliveryDate: dateOnly(chosen?.etd),
			};
		} catch (error) {
			if (error instanceof CourierError && /already assigned/i.test(error.message)) {
				const found = await this.findOrder(request.reference);
				if (found?.awb)
					return {
						awb: found.awb,
						courierName: found.courierName ?? "Shiprocket",
						expectedDeliveryDate: dateOnly(chosen?.etd),
					};
			}
			throw error;
		}
	}

	/**
	 * `POST orders/create/return`: a return order, picked up at the shopper's
	 * (`pickup_*`) and delivered to the shop (`shipping_*`). With quality
	 * check, the item carries `qc_enable` and what the courier compares at the
	 * door (name, size, colour, brand, picture); Shiprocket offers it for one
	 * unit of one item, so the caller asks for it only then.
	 */
	async createReturnOrder(request: ReturnBookingRequest): Promise<ProviderOrder> {
		const [first, ...rest] = request.pickup.name.trim().split(/\s+/);
		const body = await this.call("POST", "/orders/create/return", {
			order_id: request.reference,
			order_date: request.requestedAt.toISOString().slice(0, 10),
			pickup_customer_name: first ?? request.pickup.name,
			pickup_last_name: rest.join(" "),
			pickup_address: request.pickup.addressLine1,
			pickup_address_2: request.pickup.addressLine2 ?? "",
			pickup_city: request.pickup.city,
			pickup_state: request.pickup.state,
			pickup_country: request.pickup.country,
			pickup_pincode: request.pickup.pincode,
			pickup_email: request.pickup.email,
			pickup_phone: request.pickup.phone,
			pickup_isd_code: "91",
			shipping_customer_name: request.shop.name,
			shipping_last_name: "",
			shipping_address: request.shop.addressLine1,
			shipping_address_2: "",
			shipping_city: request.shop.city,
			shipping_country: request.shop.country,
			shipping_pincode: request.shop.pincode,
			shipping_state: request.shop.state,
			shipping_email: request.shop.email,
			shipping_isd_code: "91",
			shipping_phone: request.shop.phone,
			order_items: request.items.map((item) => ({
				name: item.name,
				sku: item.sku,
				units: item.units,
				selling_price: item.sellingPrice / 100,
				discount: 0,
				...(request.qualityCheck
					? {
							qc_enable: true,
							qc_product_name: item.name,
							qc_size: item.size,
							qc_color: item.color,
							qc_brand: item.brand,
							...(item.imageUrl ? { qc_product_image: item.imageUrl } : {}),
						}
					: {}),
			})),
			payment_method: "PREPAID",
			total_discount: 0,
			sub_total: request.subTotal / 100,
			comment: `Return ${request.returnNumber} of order #${request.orderId}`,
			length: request.lengthCm,
			breadth: request.breadthCm,
			height: request.heightCm,
			weight: request.weightGrams / 1000,
		});
		const orderId = str(body.order_id);
		const shipmentId = str(body.shipment_id);
		if (!orderId || !shipmentId) throw new CourierError("Shiprocket created no return order", 200, body);
		return { providerOrderId: orderId, providerShipmentId: shipmentId, awb: null, courierName: null };
	}

	/** `GET orders/processing/return?search=`: the return orders, searched by our reference (its channel order id). */
	async findReturnOrder(reference: string): Promise<ProviderOrder | null> {
		const body = await this.call("GET", `/orders/processing/return?search=${encodeURIComponent(reference)}`);
		const rows = Array.isArray(body.data) ? (body.data as Json[]) : [];
		const row = rows.find((candidate) => String(candidate.channel_order_id) === reference);
		if (!row) return null;
		const shipment = (Array.isArray(row.shipments) ? (row.shipments as Json[]) : [])[0] ?? {};
		const shipmentId = str(shipment.id);
		if (!shipmentId) return null;
		return {
			providerOrderId: String(row.id),
			providerShipmentId: shipmentId,
			awb: str(shipment.awb),
			courierName: str(shipment.courier),
		};
	}

	/**
	 * `POST courier/assign/awb` with `is_return: 1` (Shiprocket chooses the
	 * reverse courier). An AWB already assigned (a lost answer retried) is
	 * read back from the return order.
	 */
	async assignReturnAwb(order: ProviderOrder, reference: string): Promise<{ awb: string; courierName: string }> {
		try {
			const body = await this.call("POST", "/courier/assign/awb", {
				shipment_id: Number(order.providerShipmentId),
				is_return: 1,
			});
			const assigned = ((body.response as Json | undefined)?.data ?? {}) as Json;
			const awb = str(assigned.awb_code);
			if (Number(body.awb_assign_status) !== 1 || !awb) throw new CourierError("Shiprocket assigned no AWB", 200, body);
			return { awb, courierName: str(assigned.courier_name) ?? "Shiprocket" };
		} catch (error) {
			if (error instanceof CourierError && /already assigned/i.test(error.message)) {
				const found = await this.findReturnOrder(reference);
				if (found?.awb) return { awb: found.awb, courierName: found.courierName ?? "Shiprocket" };
			}
			throw error;
		}
	}

	/** `POST courier/generate/pickup` (a pickup already scheduled is fine). */
	async schedulePickup(providerShipmentId: string): Promise<void> {
		try {
			await this.call("POST", "/courier/generate/pickup", { shipment_id: [Number(providerShipmentId)] });
		} catch (error) {
			if (error instanceof CourierError && /already/i.test(error.message)) return;
			throw error;
		}
	}

	/** `POST courier/generate/label`: the label PDF's address. */
	async labelUrl(providerShipmentId: string): Promise<string> {
		const body = await this.call("POST", "/courier/generate/label", { shipment_id: [Number(providerShipmentId)] });
		const url = str(body.label_url);
		if (Number(body.label_created) !== 1 || !url) throw new CourierError("Shiprocket made no label", 200, body);
		return url;
	}

	/** `POST manifests/generate`: the manifest PDF's address. */
	async manifestUrl(providerShipmentIds: string[]): Promise<string> {
		const body = await this.call("POST", "/manifests/generate", { shipment_id: providerShipmentIds.map(Number) });
		const url = str(body.manifest_url);
		if (!url) throw new CourierError("Shiprocket made no manifest", 200, body);
		return url;
	}

	/** `POST orders/cancel`. */
	async cancel(providerOrderId: string): Promise<void> {
		await this.call("POST", "/orders/cancel", { ids: [Number(providerOrderId)] });
	}

	/**
	 * `POST ndr/{awb}/action`: `re-attempt` (with the new date as
	 * `deferred_date`, and a corrected phone or address when the shopper gave
	 * one) or `return` (RTO). Shiprocket answers 202; an NDR it has already
	 * actioned answers an error naming it, which counts as done.
	 */
	async ndrAction(awb: string, action: NdrAction): Promise<void> {
		const body =
			action.kind === "return"
				? { action: "return", comments: action.comments }
				: {
						action: "re-attempt",
						comments: action.comments,
						deferred_date: action.date,
						...(action.phone ? { phone: action.phone } : {}),
						...(action.addressLine1 ? { address1: action.addressLine1 } : {}),
						...(action.addressLine2 ? { address2: action.addressLine2 } : {}),
					};
		try {
			await this.call("POST", `/ndr/${encodeURIComponent(awb)}/action`, body);
		} catch (error) {
			if (error instanceof CourierError && /already/i.test(error.message)) return;
			throw error;
		}
	}

	/** `GET courier/track/awb/{awb}`: the scans so far. */
	async track(awb: string): Promise<CourierScan[]> {
		const body = await this.call("GET", `/courier/track/awb/${encodeURIComponent(awb)}`);
		const data = (body.tracking_data ?? {}) as Json;
		const activities = (Array.isArray(data.shipment_track_activities) ? data.shipment_track_activities : []) as Json[];
		const etd = dateOnly(data.etd);
		return activities.map((activity) => scanOfShiprocket(awb, activity, etd));
	}
}

/** A scan of Shiprocket's tracking or webhook in our words. */
export function scanOfShiprocket(awb: string, activity: Json, etd: string | null): CourierScan {
	const words = String(activity["sr-status-label"] ?? activity.current_status ?? activity.status ?? "");
	return {
		awb,
		status: statusOfCourierWords(words),
		courierStatus: words || "UNKNOWN",
		location: str(activity.location),
		note: str(activity.activity),
		at: shiprocketTime(activity.date ?? activity.current_timestamp),
		expectedDeliveryDate: etd,
	};
}

/**
 * Shiprocket's tracking webhook body (`awb`, `current_status`,
 * `current_timestamp`, `etd`, `scans[]`): the scans it carries, and its
 * current status as a scan of its own.
 */
export function scansOfShiprocketWebhook(body: unknown): CourierScan[] {
	if (typeof body !== "object" || body === null) return [];
	const json = body as Json;
	const awb = str(json.awb);
	if (!awb) return [];
	const etd = dateOnly(json.etd);
	const scans = (Array.isArray(json.scans) ? json.scans : []) as Json[];
	const out = scans.map((scan) => scanOfShiprocket(awb, scan, etd));
	if (json.current_status)
		out.push(scanOfShiprocket(awb, { "sr-status-label": json.current_status, date: json.current_timestamp }, etd));
	return out;
}
