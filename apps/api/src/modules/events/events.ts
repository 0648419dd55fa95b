/**
 * What happened in the shop, said by the code that made it happen, inside its
 * transaction (`emit(tx, event)`), heard after commit by subscribers
 * (`transaction()` in transaction.ts). One discriminated union, so that a
 * subscriber's `switch (event.type)` is checked by the compiler.
 *
 * An event that must cause an outside effect (an SMS today; a courier call,
 * a back-in-stock alert tomorrow) is also written to the outbox in the same
 * transaction, once per handler `outboxHandlersFor` names for it,
 * and delivered by the outbox runner (jobs/) at least once, in order per
 * aggregate.
 */

/** A text message to a shopper, as it was worded when the event happened. */
export interface SmsText {
	to: string;
	message: string;
}

/** Where a product is listed: a change to which products a listing holds names both. */
export interface ProductListing {
	categoryId: number;
	brandId: number;
}

export type DomainEvent =
	| {
			type: "VariantChanged";
			variantId: number;
			productId: number;
			priceFrom: number | null;
			priceTo: number | null;
			mrpFrom?: number;
			mrpTo?: number;
			stockFrom: number | null;
			stockTo: number | null;
			/** where the product is listed (its category and brand), when the writer knows it */
			listing?: ProductListing;
	  }
	| { type: "ProductShown"; productId: number; listing?: ProductListing }
	| { type: "ProductHidden"; productId: number; listing?: ProductListing }
	| { type: "ReviewWritten"; productId: number; reviewId: number }
	| { type: "BannerChanged" }
	/** a change to the catalogue said by its cache tags (lib/catalogue-changes.ts), for writes no finer event names */
	| { type: "CatalogueChanged"; tags: string[] }
	/**
	 * `alertOwner`: the owner's alert e-mail is on for new orders; `textOwner`: their SMS / WhatsApp alert is
	 * (modules/messaging owner-alerts, decisions 063 and 068)
	 */
	| { type: "OrderPlaced"; orderId: number; sms?: SmsText; alertOwner?: boolean; textOwner?: boolean }
	/** a visitor wrote through the contact form; `alertOwner` and `textOwner` as for OrderPlaced */
	| { type: "ContactMessageReceived"; messageId: number; alertOwner?: boolean; textOwner?: boolean }
	| { type: "OrderStatusChanged"; orderId: number; status: string; sms?: SmsText }
	| { type: "OrderExpired"; orderId: number; sms?: SmsText }
	| { type: "PaymentChanged"; orderId: number; paymentId: number; status: string }
	/** some lines (units) of an order were cancelled before dispatch (issue 24) */
	| { type: "OrderLinesCancelled"; orderId: number; cancellationId: number; sms?: SmsText }
	/** an online refund to make at the gateway (order_refunds row), by the outbox's 'refund' handler */
	| { type: "RefundRequested"; orderId: number; refundId: number }
	/** a parcel to book with its courier (issue 25): the courier call is the outbox's */
	| { type: "ShipmentBookingRequested"; shipmentId: number; orderId: number }
	/** a courier's scans as its webhook sent them, processed from the outbox */
	| { type: "CourierScansReceived"; adapter: string; awb: string; scans: CourierScanPayload[] }
	/** a shipment the courier has been silent about: ask for its tracking */
	| { type: "ShipmentTrackRequested"; shipmentId: number; orderId: number }
	/** a parcel the staff booked by hand after its courier booking failed: whatever the courier made for it is cancelled */
	| { type: "ShipmentCourierCancelRequested"; shipmentId: number; orderId: number }
	/** a return's pickup the courier could not make: asked again at the courier (decision 056) */
	| { type: "ReturnPickupRetryRequested"; shipmentId: number; orderId: number }
	| { type: "ShipmentStatusChanged"; shipmentId: number; orderId: number; status: string; sms?: SmsText }
	/** the shop's answer to a failed delivery at the courier (issue 25: re-attempt on a date, or return) */
	| { type: "NdrActionRequested"; shipmentId: number; orderId: number; action: NdrActionPayload }
	/** a cash on delivery order confirmed by the shopper (decision 048): its confirmation text */
	| { type: "CodOrderConfirmed"; orderId: number; sms?: SmsText }
	/** a return or exchange moved a step (decision 047): the shopper's text goes through the outbox */
	| { type: "ReturnChanged"; orderId: number; returnId: number; status: string; sms?: SmsText }
	/** staff's "Send a test" of a message template (modules/messaging), sent through the outbox */
	| { type: "MessageTestRequested"; templateKey: string; sms: SmsText }
	/**
	 * a message of a registered template to a shopper (issue 26, decision 049): sent by the shop's channel order,
	 * with consent and quiet hours checked when it leaves; `messageKey` names it once whatever the retries
	 */
	| ({ type: "MessageRequested" } & ShopperMessage)
	/** the next batch of a restocked variant's "Notify me" alerts (after the first, which its VariantChanged starts) */
	| { type: "StockAlertsDue"; variantId: number; productId: number; notBefore?: string }
	/** a WhatsApp message's fallback: sent by SMS unless WhatsApp reported it delivered (or read) by now */
	| ({ type: "MessageFallbackDue" } & ShopperMessage)
	/**
	 * an e-mail of the shop (issue 27): a re-sent tax document, a reply to a contact message, an alert to the
	 * owner; `about` names what it belongs to (`order:12`, `contact:5`), its mails leave in the order written
	 */
	| ({ type: "EmailRequested" } & ShopEmail);

/** An e-mail as the outbox keeps it: worded when it was asked for; an attachment is drawn when it leaves. */
export interface ShopEmail {
	about: string;
	to: string;
	subject: string;
	text: string;
	/** the Message-ID of the mail this one answers */
	inReplyTo?: string;
	/** an order's tax invoice or credit note, by its number, attached as its PDF */
	taxDocument?: {
		orderId: number;
		number: string;
		/** "hi": the bilingual PDF (a customer whose account language is Hindi); absent: English */
		language?: "hi";
	};
}

/** A message to a shopper as modules/messaging sends it (see MessageRequested). */
export interface ShopperMessage {
	messageKey: string;
	to: string;
	userId: number | null;
	templateKey: string;
	values: string[];
	/** the template's language (decision 062): absent, the account language of the phone's shopper, else English */
	language?: string;
	/** not delivered before (ISO time): quiet hours, the fallback's wait */
	notBefore?: string;
}

/** A courier NDR action as the outbox keeps it (modules/shipping's NdrAction). */
export type NdrActionPayload =
	| {
			kind: "reattempt";
			date: string;
			phone?: string;
			addressLine1?: string;
			addressLine2?: string;
			comments: string;
	  }
	| { kind: "return"; comments: string };

/** A courier's scan as the outbox keeps it (modules/shipping's CourierScan). */
export interface CourierScanPayload {
	awb: string;
	status: string | null;
	courierStatus: string;
	location: string | null;
	note: string | null;
	at: string;
	expectedDeliveryDate?: string | null;
}

export type DomainEventType = DomainEvent["type"];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** The outbox handlers (jobs/outbox-handlers.ts implements each). */
export type OutboxHandlerName =
	| "order-sms"
	| "refund"
	| "courier-book"
	| "courier-scans"
	| "courier-track"
	| "courier-ndr"
	| "courier-cancel"
	| "courier-repickup"
	| "message"
	| "message-fallback"
	| "back-in-stock"
	| "email"
	| "price-drop"
	| "owner-alert"
	| "owner-alert-phone";

/**
 * Which handlers deliver an event through the outbox: an event is written to
 * the outbox in its transaction once per handler named here. Add a handler
 * by naming it for the events it delivers (and implementing it in
 * jobs/outbox-handlers.ts).
 */
export function outboxHandlersFor(event: DomainEvent): readonly OutboxHandlerName[] {
	switch (event.type) {
		case "OrderPlaced":
			return [
				...(event.sms ? (["order-sms"] as const) : []),
				...(event.alertOwner ? (["owner-alert"] as const) : []),
				...(event.textOwner ? (["owner-alert-phone"] as const) : []),
			];
		case "ContactMessageReceived":
			return [
				...(event.alertOwner ? (["owner-alert"] as const) : []),
				...(event.textOwner ? (["owner-alert-phone"] as const) : []),
			];
		case "OrderStatusChanged":
		case "OrderExpired":
		case "OrderLinesCancelled":
			return event.sms ? ["order-sms"] : [];
		case "RefundRequested":
			return ["refund"];
		case "ShipmentStatusChanged":
			return event.sms ? ["order-sms"] : [];
		case "ReturnChanged":
			return event.sms ? ["order-sms"] : [];
		case "ShipmentBookingRequested":
			return ["courier-book"];
		case "CourierScansReceived":
			return ["courier-scans"];
		case "ShipmentTrackRequested":
			return ["courier-track"];
		case "NdrActionRequested":
			return ["courier-ndr"];
		case "ShipmentCourierCancelRequested":
			return ["courier-cancel"];
		case "ReturnPickupRetryRequested":
			return ["courier-repickup"];
		case "CodOrderConfirmed":
			return event.sms ? ["order-sms"] : [];
		case "MessageTestRequested":
			return ["order-sms"];
		case "MessageRequested":
			return ["message"];
		case "MessageFallbackDue":
			return ["message-fallback"];
		case "StockAlertsDue":
			return ["back-in-stock"];
		case "EmailRequested":
			return ["email"];
		case "VariantChanged": {
			// a sold-out variant came back: its "Notify me" subscribers are messaged (issue 26 item 5)
			const restocked = event.stockFrom === 0 && (event.stockTo ?? 0) > 0;
			// its price fell: its price watches are looked at (issue 26 item 6); never on a rise
			const cheaper = event.priceFrom !== null && event.priceTo !== null && event.priceTo < event.priceFrom;
			return [...(restocked ? (["back-in-stock"] as const) : []), ...(cheaper ? (["price-drop"] as const) : [])];
		}
		default:
			return [];
	}
}

/** When an entry may be delivered at the earliest (null: at once). */
export function notBeforeOf(event: DomainEvent): string | null {
	return "notBefore" in event && event.notBefore ? event.notBefore : null;
}

/** What an event is about: entries of one aggregate are delivered in the order they were written. */
export function aggregateOf(event: DomainEvent): string {
	switch (event.type) {
		case "VariantChanged":
		case "ProductShown":
		case "ProductHidden":
		case "ReviewWritten":
		case "StockAlertsDue":
			return `product:${event.productId}`;
		case "BannerChanged":
			return "banners";
		case "CatalogueChanged":
			return "catalogue";
		case "OrderPlaced":
		case "OrderStatusChanged":
		case "OrderExpired":
		case "PaymentChanged":
		case "OrderLinesCancelled":
		case "RefundRequested":
		case "CodOrderConfirmed":
		case "ReturnChanged":
			return `order:${event.orderId}`;
		case "ShipmentBookingRequested":
		case "ShipmentTrackRequested":
		case "ShipmentStatusChanged":
		case "NdrActionRequested":
		case "ShipmentCourierCancelRequested":
		case "ReturnPickupRetryRequested":
			return `shipment:${event.shipmentId}`;
		case "CourierScansReceived":
			return `awb:${event.adapter}:${event.awb}`;
		case "MessageTestRequested":
			return `message-test:${event.templateKey}`;
		case "MessageRequested":
		case "MessageFallbackDue":
			return `message:${event.messageKey}`;
		case "EmailRequested":
			return `mail:${event.about}`;
		case "ContactMessageReceived":
			return `contact:${event.messageId}`;
	}
}
