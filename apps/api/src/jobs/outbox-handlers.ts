import type { FastifyInstance } from "fastify";
import { maskPhone } from "../lib/logging.ts";
import type { DomainEvent, EventOf, OutboxHandler, OutboxHandlerName } from "../modules/events/index.ts";
import { taxDocumentPdfOf } from "../modules/invoices/index.ts";
import {
	checkSmsText,
	DltCheckedSmsSender,
	dispatchMessage,
	type MessageDeps,
	MessageRefused,
	parseQuietHours,
	sendFallback,
} from "../modules/messaging/index.ts";
import { findOrder } from "../modules/orders/index.ts";
import { makeRefund } from "../modules/payments/index.ts";
import { sendNdrAction } from "../workflows/ndr-rto.ts";
import { notifyBackInStock } from "../workflows/notify-back-in-stock.ts";
import { sendOwnerAlert, textOwnerAlert } from "../workflows/owner-alert.ts";
import { notifyPriceDrop } from "../workflows/price-drop.ts";
import { repickupAtCourier } from "../workflows/return-pickup.ts";
import { bookShipment, cancelAtCourier, receiveScans, trackShipment } from "../workflows/ship-order.ts";

/** The Message-ID of the mail an outbox entry sends (the same for every attempt). */
export const mailMessageId = (entryId: string) => `<${entryId}@mail.pitara>`;

/**
 * The outbox's handlers, one per name `outboxHandlersFor` answers
 * (modules/events/events.ts). A handler gets an entry at least once: it acts
 * idempotently by the entry's id (the event id), here by handing it to the
 * provider as its idempotency key.
 */
export function outboxHandlers(app: FastifyInstance): Record<OutboxHandlerName, OutboxHandler> {
	const quietHours = parseQuietHours(app.config.MESSAGE_QUIET_HOURS);
	const deps = (): MessageDeps => ({ db: app.db, log: app.log, sms: app.sms, whatsapp: app.whatsapp, quietHours });
	/** a message refused by the DLT check is refused for good (recorded for the message health panel): no retry */
	const unlessRefused = async (send: () => Promise<unknown>) => {
		try {
			await send();
		} catch (error) {
			if (error instanceof MessageRefused) return;
			throw error;
		}
	};
	return {
		/**
		 * an order's message, worded when the order or its status changed: by the shop's channel order (WhatsApp
		 * to a shopper who opted in, with its SMS fallback; else SMS), as the registered template its text is
		 */
		"order-sms": async (entry) => {
			const event = entry.payload as DomainEvent;
			const sms = "sms" in event ? event.sms : undefined;
			if (!sms) return;
			try {
				const verdict = await checkSmsText(
					app.db,
					sms.message,
					app.sms instanceof DltCheckedSmsSender ? app.sms.ownDomains : [],
				);
				if (verdict.ok && event.type !== "MessageTestRequested") {
					await dispatchMessage(deps(), {
						messageKey: entry.id,
						to: sms.to,
						userId: null,
						templateKey: verdict.template.key,
						values: verdict.values,
					});
					return;
				}
				// a test goes by SMS; a text no template allows is refused (and recorded) by app.sms
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
		/** a parcel booked by hand after its courier booking failed: the courier's order of it (if any) cancelled */
		"courier-cancel": async (entry) => {
			const event = entry.payload as EventOf<"ShipmentCourierCancelRequested">;
			await cancelAtCourier(app, event.shipmentId);
		},
		/** a return's pickup the courier missed: asked to come again (decision 056) */
		"courier-repickup": async (entry) => {
			const event = entry.payload as EventOf<"ReturnPickupRetryRequested">;
			await repickupAtCourier(app, event.shipmentId);
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
		/** a message to a shopper (an alert, a reminder): consent, quiet hours and the channel order (modules/messaging) */
		message: async (entry) => {
			const event = entry.payload as EventOf<"MessageRequested">;
			await unlessRefused(() => dispatchMessage(deps(), event));
		},
		/** a WhatsApp message not delivered in time (or failed): its SMS, once */
		"message-fallback": async (entry) => {
			const event = entry.payload as EventOf<"MessageFallbackDue">;
			await unlessRefused(() => sendFallback(deps(), event));
		},
		/** a sold-out variant came back: the next batch of its "Notify me" subscribers */
		"back-in-stock": async (entry) => {
			const event = entry.payload as EventOf<"VariantChanged"> | EventOf<"StockAlertsDue">;
			await notifyBackInStock(app, event.variantId);
		},
		/**
		 * an e-mail of the shop (issue 27) through app.mailer, its Message-ID the entry's id (a retry is the same
		 * mail); a tax document is drawn as issued and attached when the mail leaves
		 */
		email: async (entry) => {
			const event = entry.payload as EventOf<"EmailRequested">;
			const attachments = [];
			if (event.taxDocument) {
				const order = await findOrder(app.db, event.taxDocument.orderId);
				const file = order
					? await taxDocumentPdfOf(app.db, order, null, event.taxDocument.number, event.taxDocument.language)
					: null;
				if (!file)
					throw new Error(`tax document ${event.taxDocument.number} of order ${event.taxDocument.orderId} not found`);
				attachments.push({ filename: file.fileName, content: file.pdf, contentType: "application/pdf" });
			}
			await app.mailer.send({
				to: event.to,
				subject: event.subject,
				text: event.text,
				messageId: mailMessageId(entry.id),
				inReplyTo: event.inReplyTo,
				attachments,
			});
		},
		/** a new order or contact message: the owner's alert e-mail, if the settings still want it (issue 27 item 5) */
		"owner-alert": async (entry) => {
			const event = entry.payload as EventOf<"OrderPlaced"> | EventOf<"ContactMessageReceived">;
			await sendOwnerAlert(app, event, mailMessageId(entry.id));
		},
		/**
		 * the same news by SMS / WhatsApp to the owner's mobile, if the settings still want it (decision 068): each
		 * channel once per entry; a template the DLT check refuses is refused for good
		 */
		"owner-alert-phone": async (entry) => {
			const event = entry.payload as EventOf<"OrderPlaced"> | EventOf<"ContactMessageReceived">;
			await unlessRefused(() => textOwnerAlert(app, deps(), event, entry.id));
		},
		/** a variant's price fell: its price watches worth an alert are messaged (once a week at most each) */
		"price-drop": async (entry) => {
			const event = entry.payload as EventOf<"VariantChanged">;
			await notifyPriceDrop(app, event.variantId);
		},
	};
}
