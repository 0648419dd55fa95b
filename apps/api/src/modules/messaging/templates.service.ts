import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { maskPhone } from "../../lib/logging.ts";
import { SmsError, type SmsOptions, type SmsSender } from "../../lib/sms.ts";
import type { WhatsAppCloudClient } from "../../lib/whatsapp.ts";
import { emit } from "../events/index.ts";
import {
	defaultTemplate,
	hasLanguage,
	LANGUAGES,
	type MessageTemplate,
	sampleText,
	TEMPLATE_DEFAULTS,
	type TemplateDefault,
} from "./defaults.ts";
import { checkText, type DltVerdict, matchBody, renderBody, variableCount } from "./dlt.ts";
import { sendOnce } from "./sends.service.ts";
import { editedTemplates, insertRefusal, lockEditedTemplate, saveTemplate } from "./templates.repository.ts";

export interface CatalogueEntry {
	template: MessageTemplate;
	label: string;
	edited: boolean;
	sample: string[];
}

/** Every event's template in every language: the staff's edit, else the default. */
export async function messageCatalogue(db: Db): Promise<CatalogueEntry[]> {
	const edits = await editedTemplates(db);
	return TEMPLATE_DEFAULTS.flatMap((entry) =>
		LANGUAGES.filter((language) => hasLanguage(entry, language)).map((language) => {
			const edit = edits.find((row) => row.key === entry.key && row.language === language);
			return {
				template: edit ?? defaultTemplate(entry, language),
				label: entry.label,
				edited: Boolean(edit),
				sample: entry.sample,
			};
		}),
	);
}

/**
 * The registered template a text is (see dlt.ts `checkText`). `ownDomains` (the shop's own address, which
 * its links point to and which it registers on DLT with the others) are allowed in every template.
 */
export async function checkSmsText(
	db: Db,
	text: string,
	ownDomains: readonly string[] = [],
): Promise<DltVerdict<MessageTemplate>> {
	return checkText(
		(await messageCatalogue(db)).map((entry) =>
			ownDomains.length === 0
				? entry.template
				: { ...entry.template, linkDomains: [...entry.template.linkDomains, ...ownDomains] },
		),
		text,
	);
}

export class MessageRefused extends SmsError {
	constructor(
		readonly reason: string,
		readonly templateKey: string | null,
	) {
		super(`message refused: ${reason}`);
		this.name = "MessageRefused";
	}
}

/**
 * The SMS sender the app uses: every text is checked against the registered
 * templates before it reaches the provider, which gets the template's DLT IDs
 * with it. A text that matches none (or links off its domains) is refused:
 * logged, recorded for the console's message health panel, never sent.
 */
export class DltCheckedSmsSender implements SmsSender {
	constructor(
		private readonly provider: SmsSender,
		private readonly db: () => Db,
		private readonly log: () => FastifyBaseLogger,
		/** the shop's own domains, allowed in links of every template (checkSmsText) */
		readonly ownDomains: readonly string[] = [],
	) {}

	async send(to: string, message: string, options: SmsOptions = {}): Promise<void> {
		const db = this.db();
		const verdict = await checkSmsText(db, message, this.ownDomains);
		if (!verdict.ok) {
			this.log().warn({ to: maskPhone(to), template: verdict.template?.key, reason: verdict.reason }, "SMS refused");
			await insertRefusal(db, {
				channel: "sms",
				recipient: maskPhone(to),
				templateKey: verdict.template?.key ?? null,
				text: message,
				reason: verdict.reason,
			});
			throw new MessageRefused(verdict.reason, verdict.template?.key ?? null);
		}
		const { template, values } = verdict;
		const send = () =>
			this.provider.send(to, message, {
				...options,
				dlt: {
					key: template.key,
					entityId: template.smsEntityId,
					header: template.smsHeader,
					templateId: template.smsTemplateId,
					category: template.dltCategory,
					values,
				},
			});
		// a provider without idempotency keys (MSG91) is asked once per message: the sent-record decides
		const records = this.provider.recordsSends;
		if (records && options.idempotencyKey) {
			await sendOnce(
				db,
				this.log(),
				{
					idempotencyKey: options.idempotencyKey,
					channel: "sms",
					provider: records.provider,
					to,
					templateKey: template.key,
				},
				send,
			);
			return;
		}
		await send();
	}
}

export class TemplateEditError extends Error {}

export type TemplateEdit = Omit<MessageTemplate, "key" | "language">;

/** The default of an event, or null when the shop has no such event or language. */
export function templateDefault(key: string, language: string): TemplateDefault | null {
	const entry = TEMPLATE_DEFAULTS.find((candidate) => candidate.key === key);
	return entry && hasLanguage(entry, language) ? entry : null;
}

/**
 * Saves a staff edit of one template. Its body must still match the sample
 * message the shop's code words (with as many variables), else every such
 * message would be refused: the edit is refused instead, saying so.
 */
export async function editTemplate(
	tx: Db,
	entry: TemplateDefault,
	language: string,
	edit: TemplateEdit,
): Promise<{ before: MessageTemplate; after: MessageTemplate }> {
	const before = (await lockEditedTemplate(tx, entry.key, language)) ?? defaultTemplate(entry, language);
	const after: MessageTemplate = { ...edit, key: entry.key, language };
	if (variableCount(after.smsBody) !== entry.sample.length)
		throw new TemplateEditError(`The body must have ${entry.sample.length} {#var#} for this message`);
	if (!matchBody(after.smsBody, sampleText(entry, language)))
		throw new TemplateEditError(`The shop sends "${sampleText(entry, language)}": this body would not match it`);
	await saveTemplate(tx, after);
	return { before, after };
}

/** A template's sample message and whether it passes its own check (the console's preview). */
export function previewTemplate(
	template: MessageTemplate,
	values: string[],
): { text: string; ok: boolean; reason: string | null } {
	let text: string;
	try {
		text = renderBody(template.smsBody, values);
	} catch (error) {
		return { text: "", ok: false, reason: (error as Error).message };
	}
	const verdict = checkText([template], text);
	return { text, ok: verdict.ok, reason: verdict.ok ? null : verdict.reason };
}

/** Staff's "Send a test": the event's sample message to a phone, through the outbox with `tx`'s commit (checked like any SMS). */
export async function requestTestMessage(
	tx: Db,
	entry: TemplateDefault,
	phone: string,
	language = "en",
): Promise<string> {
	const message = sampleText(entry, language);
	const [id] = await emit(tx, { type: "MessageTestRequested", templateKey: entry.key, sms: { to: phone, message } });
	return id ?? "";
}

/**
 * A WhatsApp message of an event's approved template (its name and language
 * from the catalogue), with its body parameters, asked of the provider once
 * per idempotency key (sends.service). Null when the shop sends no WhatsApp.
 */
export async function sendWhatsAppTemplate(
	db: Db,
	log: FastifyBaseLogger,
	client: WhatsAppCloudClient,
	message: { to: string; templateKey: string; language?: string; values: string[]; idempotencyKey: string },
): Promise<"sent" | "already-sent" | "unconfirmed"> {
	const entry = (await messageCatalogue(db)).find(
		(candidate) =>
			candidate.template.key === message.templateKey && candidate.template.language === (message.language ?? "en"),
	);
	if (!entry) throw new Error(`no message template ${message.templateKey}`);
	const { template } = entry;
	return sendOnce(
		db,
		log,
		{
			idempotencyKey: message.idempotencyKey,
			channel: "whatsapp",
			provider: client.provider,
			to: message.to,
			templateKey: template.key,
		},
		() =>
			client.sendTemplate({
				to: message.to,
				name: template.waTemplateName,
				language: template.waLanguage,
				parameters: message.values,
			}),
	);
}
