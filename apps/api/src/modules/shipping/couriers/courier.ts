import type { ScanStatus } from "../status.ts";

/** A scan as a courier said it, in our status words (status null: kept, moves nothing). */
export interface CourierScan {
	awb: string;
	status: ScanStatus | null;
	/** the courier's own words */
	courierStatus: string;
	location: string | null;
	note: string | null;
	/** ISO time of the scan */
	at: string;
	/** the courier's expected delivery date (YYYY-MM-DD), when it says one */
	expectedDeliveryDate?: string | null;
	/**
	 * A failed delivery's reason as the shopper reads it (NDR text and panel), when it differs from the note: the
	 * staff's own scan keeps who marked it in the note, and only their words here.
	 */
	reason?: string | null;
}

/** What booking needs to know of the parcel and its order. */
export interface BookingRequest {
	shipmentId: number;
	/** our reference at the courier: unique per shipment, stable across retries */
	reference: string;
	orderId: number;
	orderDate: Date;
	paymentMode: "COD" | "Prepaid";
	/** paise to collect (0 prepaid) */
	codAmount: number;
	/** paise: the parcel's items' value */
	subTotal: number;
	customer: {
		name: string;
		phone: string;
		email: string;
		addressLine1: string;
		addressLine2: string | null;
		city: string;
		state: string;
		pincode: string;
		country: string;
	};
	items: { name: string; sku: string; units: number; sellingPrice: number }[];
	weightGrams: number;
	lengthCm: number;
	breadthCm: number;
	heightCm: number;
	/** the delivery date promised to the shopper (YYYY-MM-DD), if any */
	promisedDate: string | null;
}

/**
 * What a reverse pickup (a return's parcel, decision 055) needs: from the
 * shopper's address to the shop's, the returned items, and whether the
 * courier checks the item at the door (Shiprocket's QC: one unit of one item).
 */
export interface ReturnBookingRequest {
	shipmentId: number;
	/** our reference at the courier: unique per shipment, stable across retries */
	reference: string;
	orderId: number;
	/** the return's number (R…), kept as the courier's comment */
	returnNumber: string;
	requestedAt: Date;
	pickup: {
		name: string;
		phone: string;
		email: string;
		addressLine1: string;
		addressLine2: string | null;
		city: string;
		state: string;
		pincode: string;
		country: string;
	};
	/** the shop, where the parcel goes */
	shop: {
		name: string;
		phone: string;
		email: string;
		addressLine1: string;
		city: string;
		state: string;
		pincode: string;
		country: string;
	};
	items: {
		name: string;
		sku: string;
		units: number;
		/** paise */
		sellingPrice: number;
		size: string;
		color: string;
		brand: string;
		imageUrl: string | null;
	}[];
	/** the courier checks the item at the door before taking it */
	qualityCheck: boolean;
	/** paise: the items' value */
	subTotal: number;
	weightGrams: number;
	lengthCm: number;
	breadthCm: number;
	heightCm: number;
}

/** A courier aggregator's answer to a booking, step by step (each step's result is saved as it comes). */
export interface ProviderOrder {
	providerOrderId: string;
	providerShipmentId: string;
	awb: string | null;
	courierName: string | null;
}

/** A courier book can reach over HTTP (the manual adapter has none: staff type the AWB). */
export interface CourierClient {
	/** creates the courier's order; throws CourierTimeout when the answer did not come (the order may exist) */
	createOrder(request: BookingRequest, pickupLocation: string): Promise<ProviderOrder>;
	/** the courier's order made with this reference, if any (how a retry learns a lost answer's outcome) */
	findOrder(reference: string): Promise<ProviderOrder | null>;
	/** assigns an AWB: the cheapest courier meeting the promised date, else the courier's recommendation */
	assignAwb(
		order: ProviderOrder,
		request: BookingRequest,
		pickupPincode: string,
	): Promise<{ awb: string; courierName: string; expectedDeliveryDate: string | null }>;
	schedulePickup(providerShipmentId: string): Promise<void>;
	labelUrl(providerShipmentId: string): Promise<string>;
	manifestUrl(providerShipmentIds: string[]): Promise<string>;
	cancel(providerOrderId: string): Promise<void>;
	track(awb: string): Promise<CourierScan[]>;
	/** creates the courier's return order (a reverse pickup); throws CourierTimeout when the answer did not come */
	createReturnOrder(request: ReturnBookingRequest): Promise<ProviderOrder>;
	/** the courier's return order made with this reference, if any (a retry's search before creating again) */
	findReturnOrder(reference: string): Promise<ProviderOrder | null>;
	/** assigns the return's AWB (the courier is the aggregator's choice for reverse pickups) */
	assignReturnAwb(order: ProviderOrder, reference: string): Promise<{ awb: string; courierName: string }>;
	/** the shop's answer to a failed delivery: deliver again (on a date, to a corrected address or phone) or return it */
	ndrAction(awb: string, action: NdrAction): Promise<void>;
}

/** What the shop asks the courier after a failed delivery (Shiprocket's NDR action). */
export type NdrAction =
	| {
			kind: "reattempt";
			/** YYYY-MM-DD */
			date: string;
			phone?: string;
			addressLine1?: string;
			addressLine2?: string;
			comments: string;
	  }
	| { kind: "return"; comments: string };

/** The courier did not answer in time: the call may or may not have acted. */
export class CourierTimeout extends Error {
	constructor(what: string) {
		super(`${what}: the courier did not answer in time`);
	}
}

/** The courier answered with an error (its words kept for the staff). */
export class CourierError extends Error {
	constructor(
		message: string,
		readonly status: number,
		readonly body: unknown,
	) {
		super(message);
	}
}
