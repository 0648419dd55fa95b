import type { FastifyInstance } from "fastify";
import { maskPhone } from "../lib/logging.ts";
import type { DomainEvent, EventOf, OutboxHandler, OutboxHandlerName } from "../modules/events/index.ts";
import { MessageRefused } from "../modules/messaging/index.ts";
import { makeRefund } from "../modules/payments/index.ts";
import { sendNdrAction } from "../workflows/ndr-rto.ts";
import { bookShipment, receiveScans, trackShipment } from "../workflows/ship-order.ts";

/**
 * The outbox's handlers, one per name `outboxHandlersFor` answers
 * (modules/events/events.ts). A handler gets an entry at least once: it acts
 * idempotently by the entry's id (the event id), here by handing it to the
 * provider as its idempotency key.
 */
export function outboxHandlers(app: FastifyInstance): Record<OutboxHandlerName, OutboxHandler> {
	return {
		/** an order's text message, worded when the order or its status changed */
		"order-sms": async (entry) => {
			const event = entry.payload as DomainEvent;
			const sms = "sms" in event ? event.sms : undefined;
			if (!sms) return;
			try {
				await app.sms.send(sms.to, sms.message, { idempotencyKey: entry.id });
			} catch (error) {
				// a text no registered template allows is refused for good (recorded for the message health panel): no retry sends it
				if (error instanceof MessageRefused) return;
				app.log.warn({ err: error, to: maskPhone(sms.to), event: entry.id }, "order SMS not sent");
				throw error;
			}
		},
		/** an online refund at the gateway: made once per order_refunds row, whatever the retries (refunds.service.ts) */
		refund: async (entry) => {
			const event = entry.payload as DomainEvent;
			if (event.type !== "RefundRequested") return;
			await makeRefund(app, event.refundId);
		},
		/** books a parcel with its courier (issue 25): attempt rows and a search before any retry, never two parcels */
		"courier-book": async (entry) => {
			const event = entry.payload as EventOf<"ShipmentBookingRequested">;
			await bookShipment(app, event.shipmentId);
		},
		/** a courier webhook's scans, applied forward only; an unknown AWB is logged, not retried */
		"courier-scans": async (entry) => {
			const event = entry.payload as EventOf<"CourierScansReceived">;
			await receiveScans(app, event.adapter, event.awb, event.scans);
		},
		/** the courier's tracking of a parcel it has been silent about */
		"courier-track": async (entry) => {
			const event = entry.payload as EventOf<"ShipmentTrackRequested">;
			await trackShipment(app, event.shipmentId);
		},
		/** the shop's NDR answer at the courier (re-attempt on the shopper's date, or return to origin) */
		"courier-ndr": async (entry) => {
			const event = entry.payload as EventOf<"NdrActionRequested">;
			await sendNdrAction(app, event.shipmentId, event.action);
		},
	};
}
