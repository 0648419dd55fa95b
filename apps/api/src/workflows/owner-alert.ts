import { formatIndiaDateTime, formatPaise, PAYMENT_MODE_LABELS } from "@pitara/shared";
import type { FastifyInstance } from "fastify";
import { findContactMessage } from "../modules/content/index.ts";
import type { EventOf } from "../modules/events/index.ts";
import {
	type MessageDeps,
	ownerAlertChannels,
	ownerAlertSettings,
	ownerWants,
	sendOwnerMessage,
} from "../modules/messaging/index.ts";
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

type OwnerNews = EventOf<"OrderPlaced"> | EventOf<"ContactMessageReceived">;

/** The settings now and the channels they alert this news on, or null when the owner no longer wants this kind. */
async function channelsNow(app: FastifyInstance, event: OwnerNews) {
	const settings = await ownerAlertSettings(app.db);
	if (!ownerWants(settings, event.type === "OrderPlaced" ? "order" : "message")) return null;
	return { settings, channels: ownerAlertChannels(settings) };
}

/**
 * The owner's alert (issue 27 item 5), from the outbox: e-mailed through the shop's mail transport to the address
 * the settings name now (the settings turned off since, or the address emptied: nothing is sent). The mail's
 * Message-ID is the entry's, so a retry is the same mail.
 */
export async function sendOwnerAlert(app: FastifyInstance, event: OwnerNews, messageId: string): Promise<void> {
	const now = await channelsNow(app, event);
	if (!now?.channels.email) return;
	const mail = await ownerAlertMail(app, event);
	if (!mail) return;
	await app.mailer.send({ to: now.settings.email, subject: mail.subject, text: mail.text, messageId });
}

/** "https://pitara.in" for the SMS's link (a DLT value: the shop's own host, at most 30 characters), or "". */
const shopHost = (app: FastifyInstance) => (app.config.PUBLIC_URL ?? "").replace(/\/$/, "");

/** At most 30 characters (a DLT value), cut at a word where it can be. */
const dltValue = (text: string) => {
	const clean = text.replace(/\s+/g, " ").trim();
	if (clean.length <= 30) return clean;
	const cut = clean.slice(0, 29);
	return `${cut.includes(" ") ? cut.slice(0, cut.lastIndexOf(" ")) : cut}…`;
};

const PAID_WORDS_EN = { cod: "cash on delivery", online: "paid online" };
const PAID_WORDS: Record<string, { cod: string; online: string }> = {
	en: PAID_WORDS_EN,
	hi: { cod: "कैश ऑन डिलीवरी", online: "ऑनलाइन भुगतान" },
};

/**
 * The owner's alert by SMS / WhatsApp (issue 27 item 5, decision 068), from the outbox's `owner-alert-phone`: the
 * DLT templates `owner-new-order` / `owner-new-message` to the mobile the settings name now, on the channels
 * switched on now (turned off since: nothing). Each channel is asked once per entry (`messageKey` the entry's id),
 * whatever the retries.
 */
export async function textOwnerAlert(
	app: FastifyInstance,
	deps: MessageDeps,
	event: OwnerNews,
	messageKey: string,
): Promise<void> {
	const now = await channelsNow(app, event);
	if (!now || (!now.channels.sms && !now.channels.whatsapp)) return;
	const { settings, channels } = now;
	const base = { messageKey, to: settings.phone, sms: channels.sms, whatsapp: channels.whatsapp };
	if (event.type === "OrderPlaced") {
		const order = await findOrder(app.db, event.orderId);
		if (!order) return;
		await sendOwnerMessage(deps, {
			...base,
			templateKey: "owner-new-order",
			values: (language) => {
				const words = PAID_WORDS[language] ?? PAID_WORDS_EN;
				return [
					String(order.id),
					formatPaise(order.total),
					order.paymentMode === "COD" ? words.cod : words.online,
					shopHost(app),
					String(order.id),
				];
			},
		});
		return;
	}
	const message = await findContactMessage(app.db, event.messageId);
	if (!message) return;
	await sendOwnerMessage(deps, {
		...base,
		templateKey: "owner-new-message",
		values: () => [dltValue(message.name), shopHost(app), String(message.id)],
	});
}
