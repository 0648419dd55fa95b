import { formatIndiaDateTime, formatPaise, PAYMENT_MODE_LABELS } from "@pitara/shared";
import type { FastifyInstance } from "fastify";
import { findContactMessage } from "../modules/content/index.ts";
import type { EventOf } from "../modules/events/index.ts";
import { ownerAlertSettings } from "../modules/messaging/index.ts";
import { findOrder } from "../modules/orders/index.ts";

/** The mail of an owner's alert, or null when there is nothing (left) to tell. */
export interface OwnerAlertMail {
	subject: string;
	text: string;
}

const consoleLink = (app: FastifyInstance, path: string) =>
	app.config.PUBLIC_URL ? `${app.config.PUBLIC_URL.replace(/\/$/, "")}/admin${path}` : `/admin${path}`;

/** The alert's words: a new order (number, amount, how paid, where to) or a new contact message (who, what). */
export async function ownerAlertMail(
	app: FastifyInstance,
	event: EventOf<"OrderPlaced"> | EventOf<"ContactMessageReceived">,
): Promise<OwnerAlertMail | null> {
	if (event.type === "OrderPlaced") {
		const order = await findOrder(app.db, event.orderId);
		if (!order) return null;
		const paid = order.paymentMode === "COD" ? "cash on delivery" : `paid by ${PAYMENT_MODE_LABELS[order.paymentMode]}`;
		return {
			subject: `New order #${order.id}: ${formatPaise(order.total)}, ${paid}`,
			text: [
				`A new order came in on ${formatIndiaDateTime(order.createdAt)} (India).`,
				"",
				`Order #${order.id}: ${formatPaise(order.total)}, ${paid}`,
				`For ${order.addressName}, ${order.city}, ${order.state} ${order.pincode}`,
				"",
				`Open it: ${consoleLink(app, `/orders/${order.id}`)}`,
				"",
				"You get this mail because new-order alerts are on (Console → Settings → Alerts to the owner).",
			].join("\n"),
		};
	}
	const message = await findContactMessage(app.db, event.messageId);
	if (!message) return null;
	return {
		subject: `New message from ${message.name}`,
		text: [
			`${message.name} <${message.email}> wrote on ${formatIndiaDateTime(message.createdAt)} (India):`,
			"",
			...message.message.split("\n").map((line) => `> ${line}`),
			"",
			`Answer it: ${consoleLink(app, `/messages/${message.id}`)}`,
			"",
			"You get this mail because new-message alerts are on (Console → Settings → Alerts to the owner).",
		].join("\n"),
	};
}

/**
 * The owner's alert (issue 27 item 5), from the outbox: e-mailed through the shop's mail transport to the address
 * the settings name now (the settings turned off since, or the address emptied: nothing is sent). The mail's
 * Message-ID is the entry's, so a retry is the same mail.
 */
export async function sendOwnerAlert(
	app: FastifyInstance,
	event: EventOf<"OrderPlaced"> | EventOf<"ContactMessageReceived">,
	messageId: string,
): Promise<void> {
	const settings = await ownerAlertSettings(app.db);
	const wanted = event.type === "OrderPlaced" ? settings.new_orders : settings.new_messages;
	if (!settings.email || !wanted) return;
	const mail = await ownerAlertMail(app, event);
	if (!mail) return;
	await app.mailer.send({ to: settings.email, subject: mail.subject, text: mail.text, messageId });
}
