import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { maskPhone } from "../../lib/logging.ts";
import type { SmsSender } from "../../lib/sms.ts";
import type { WhatsAppCloudClient } from "../../lib/whatsapp.ts";
import { findUserByPhone } from "../accounts/index.ts";
import { emit, hastenOutboxEntries, type ShopperMessage, transaction } from "../events/index.ts";
import { mayMessage, purposeOf } from "./consent.service.ts";
import { type MessageTemplate, valuesIn } from "./defaults.ts";
import { renderBody } from "./dlt.ts";
import { DEFAULT_QUIET_HOURS, type QuietHours, quietUntil } from "./quiet-hours.ts";
import { findSend, insertAlertSent } from "./sends.repository.ts";
import { MessageRefused, messageCatalogue, sendWhatsAppTemplate } from "./templates.service.ts";

/** How long a WhatsApp message has to be delivered before its SMS fallback is sent. */
export const FALLBACK_AFTER_MS = 5 * 60_000;

export interface MessageDeps {
	db: Db;
	log: FastifyBaseLogger;
	sms: SmsSender;
	whatsapp: WhatsAppCloudClient | null;
	/** MESSAGE_QUIET_HOURS; the default 21:00–09:00 when absent */
	quietHours?: QuietHours | null;
	now?: () => Date;
}

export type DispatchOutcome =
	| { sent: "whatsapp"; fallbackAt: Date }
	| { sent: "sms"; afterWhatsAppFailed: boolean }
	| { deferredUntil: Date }
	| { skipped: string };

/**
 * An event's template in a language, else in English (an event whose values are English words has no Hindi
 * template, decision 062).
 */
async function templateOf(db: Db, key: string, language = "en"): Promise<MessageTemplate> {
	const catalogue = await messageCatalogue(db);
	const entry =
		catalogue.find((candidate) => candidate.template.key === key && candidate.template.language === language) ??
		catalogue.find((candidate) => candidate.template.key === key && candidate.template.language === "en");
	if (!entry) throw new Error(`no message template ${key}`);
	return entry.template;
}

/**
 * The template a message goes as and its values: in `language` when the event has a template in it and its values
 * can be put into it (defaults.ts `valuesIn`), else in English with the values as the shop's code worded them.
 */
async function wordedIn(
	db: Db,
	message: Pick<ShopperMessage, "templateKey" | "values">,
	language: string,
): Promise<{ template: MessageTemplate; values: string[] }> {
	const template = await templateOf(db, message.templateKey, language);
	const values = valuesIn(message.templateKey, template.language, message.values);
	if (values) return { template, values };
	return { template: await templateOf(db, message.templateKey, "en"), values: [...message.values] };
}

/** The language a message to a phone is written in: the one it was asked in, else its shopper's account language. */
async function languageOf(db: Db, message: ShopperMessage): Promise<string> {
	if (message.language) return message.language;
	return (await findUserByPhone(db, message.to))?.language ?? "en";
}

/** The alerts a shopper asked for or agreed to (their orders within 7 days are counted on the dashboard). */
export const ALERT_TEMPLATES: readonly string[] = ["back-in-stock", "price-drop", "cart-reminder"];

/** An alert reached a provider: noted for the dashboard's "orders within 7 days of an alert" (issue 26 item 8). */
async function noteAlert(db: Db, message: ShopperMessage): Promise<void> {
	if (message.userId !== null && ALERT_TEMPLATES.includes(message.templateKey))
		await insertAlertSent(db, message.userId, message.templateKey);
}

/** The idempotency key of a message on a channel: one send per message and channel, whatever the retries. */
export const sendKey = (messageKey: string, channel: "sms" | "whatsapp") => `${messageKey}:${channel}`;

/**
 * Sends one message to a shopper (issue 26 items 3–4, decision 049), from the outbox's `message` handler:
 * - quiet hours (21:00–09:00 IST) defer anything but login codes and order updates to 09:00: a new outbox
 *   entry for the same message (its key keeps it one message), never dropped;
 * - a promotional template needs the phone's live marketing consent on the channel;
 * - the shop's channel order: WhatsApp first (when the shop has WhatsApp, the template a WhatsApp name and
 *   the phone a live WhatsApp consent), then SMS. A WhatsApp message the provider refused goes by SMS at
 *   once; one it took gets a fallback entry due in 5 minutes (`sendFallback`), which a "failed" status
 *   hastens. Each channel is asked at most once per message (sends.service by `sendKey`).
 */
export async function dispatchMessage(deps: MessageDeps, asked: ShopperMessage): Promise<DispatchOutcome> {
	const { db, log } = deps;
	const now = deps.now?.() ?? new Date();
	const { template, values } = await wordedIn(db, asked, await languageOf(db, asked));
	// kept with the message: a deferred send and the SMS fallback are written in the same language
	const message: ShopperMessage = template.language === "en" ? asked : { ...asked, language: template.language };
	const purpose = purposeOf(template.dltCategory);
	if (template.dltCategory !== "service_implicit") {
		const until = quietUntil(now, deps.quietHours === undefined ? DEFAULT_QUIET_HOURS : deps.quietHours);
		if (until) {
			await transaction(db, (tx) => emit(tx, { type: "MessageRequested", ...message, notBefore: until.toISOString() }));
			return { deferredUntil: until };
		}
	}
	const whatsappOk =
		deps.whatsapp !== null && template.waTemplateName !== "" && (await mayMessage(db, message.to, "whatsapp", purpose));
	if (whatsappOk && deps.whatsapp) {
		try {
			await sendWhatsAppTemplate(db, log, deps.whatsapp, {
				to: message.to,
				templateKey: message.templateKey,
				language: template.language,
				values,
				idempotencyKey: sendKey(message.messageKey, "whatsapp"),
			});
			await noteAlert(db, message);
			const fallbackAt = new Date(now.getTime() + FALLBACK_AFTER_MS);
			await transaction(db, (tx) =>
				emit(tx, { type: "MessageFallbackDue", ...message, notBefore: fallbackAt.toISOString() }),
			);
			return { sent: "whatsapp", fallbackAt };
		} catch (error) {
			log.warn({ err: error, to: maskPhone(message.to), key: message.messageKey }, "WhatsApp failed: sending by SMS");
			if (!(await mayMessage(db, message.to, "sms", purpose))) return { skipped: "no SMS consent" };
			await sendSms(deps, template, message, values);
			await noteAlert(db, message);
			return { sent: "sms", afterWhatsAppFailed: true };
		}
	}
	if (!(await mayMessage(db, message.to, "sms", purpose))) {
		log.info({ to: maskPhone(message.to), template: template.key }, "message not sent: no consent");
		return { skipped: "no consent" };
	}
	await sendSms(deps, template, message, values);
	await noteAlert(db, message);
	return { sent: "sms", afterWhatsAppFailed: false };
}

async function sendSms(
	deps: MessageDeps,
	template: MessageTemplate,
	message: ShopperMessage,
	values: readonly string[],
): Promise<void> {
	await deps.sms.send(message.to, renderBody(template.smsBody, [...values]), {
		idempotencyKey: sendKey(message.messageKey, "sms"),
	});
}

/**
 * A WhatsApp message's fallback, due 5 minutes after it was sent (or at once after a "failed" status): sent
 * by SMS unless WhatsApp reported it delivered or read. The fallback's outbox entry is the one writer of
 * the message's SMS, so it is sent once.
 */
export async function sendFallback(
	deps: MessageDeps,
	message: ShopperMessage,
): Promise<"delivered" | "sms" | "skipped"> {
	const whatsapp = await findSend(deps.db, sendKey(message.messageKey, "whatsapp"));
	if (whatsapp && (whatsapp.status === "delivered" || whatsapp.status === "read")) return "delivered";
	const { template, values } = await wordedIn(deps.db, message, message.language ?? "en");
	if (!(await mayMessage(deps.db, message.to, "sms", purposeOf(template.dltCategory)))) return "skipped";
	await sendSms(deps, template, message, values);
	return "sms";
}

/** A WhatsApp status said "failed": the message's fallback is due now. */
export async function hastenFallback(db: Db, idempotencyKey: string): Promise<void> {
	if (!idempotencyKey.endsWith(":whatsapp")) return;
	const messageKey = idempotencyKey.slice(0, -":whatsapp".length);
	await hastenOutboxEntries(db, `message:${messageKey}`, "message-fallback");
}

/** A message to the shop's own owner (decision 068): its key, phone, template, values and channels. */
export interface OwnerMessage {
	/** one message: each channel is asked at most once under `<messageKey>:sms` / `<messageKey>:whatsapp` */
	messageKey: string;
	to: string;
	templateKey: string;
	/** the template's values worded in the language it is sent in ("cash on delivery" / "कैश ऑन डिलीवरी") */
	values: (language: string) => string[];
	sms: boolean;
	whatsapp: boolean;
}

/**
 * Texts the shop's owner (issue 27 item 5, decision 068): not a shopper, so no consent ledger, no quiet hours and no
 * channel order: each channel the owner switched on is asked once (SMS through `app.sms`, DLT-checked, once per
 * `sendKey` by its sent-record; WhatsApp likewise when the shop has it). The template is in the language of the
 * account that has the phone (a staff account, decision 062), else English. Both channels are tried before an
 * error is thrown, so the outbox's retry asks only the one that failed (the other's sent-record answers "sent").
 */
export async function sendOwnerMessage(
	deps: MessageDeps,
	message: OwnerMessage,
): Promise<{ sms?: "sent"; whatsapp?: "sent" | "already-sent" | "unconfirmed" }> {
	const { db, log } = deps;
	const language = (await findUserByPhone(db, message.to))?.language ?? "en";
	const template = await templateOf(db, message.templateKey, language);
	const values = message.values(template.language);
	const outcome: { sms?: "sent"; whatsapp?: "sent" | "already-sent" | "unconfirmed" } = {};
	const errors: unknown[] = [];
	if (message.sms) {
		try {
			await deps.sms.send(message.to, renderBody(template.smsBody, values), {
				idempotencyKey: sendKey(message.messageKey, "sms"),
			});
			outcome.sms = "sent";
		} catch (error) {
			errors.push(error);
		}
	}
	if (message.whatsapp && deps.whatsapp && template.waTemplateName !== "") {
		try {
			outcome.whatsapp = await sendWhatsAppTemplate(db, log, deps.whatsapp, {
				to: message.to,
				templateKey: message.templateKey,
				language: template.language,
				values,
				idempotencyKey: sendKey(message.messageKey, "whatsapp"),
			});
		} catch (error) {
			errors.push(error);
		}
	}
	// a channel worth retrying goes first: a refusal (final) must not hide it from the outbox
	const retryable = errors.find((error) => !(error instanceof MessageRefused)) ?? errors[0];
	if (retryable !== undefined) throw retryable;
	return outcome;
}
