import { CONSENT_KINDS, type Language } from "@pitara/shared";
import { text } from "@pitara/shared/i18n";
import type { Db } from "../../db/client.ts";
import {
	appendConsent,
	type ConsentChannel,
	type ConsentEntry,
	type ConsentPurpose,
	type LiveConsent,
	liveConsents,
} from "./consent.repository.ts";
import type { DltCategory } from "./defaults.ts";

export type { ConsentChannel, ConsentPurpose, LiveConsent };

/**
 * The catalogue id of the words a shopper is shown for each consent (packages/shared/src/messages/alerts.ts, with its
 * Hindi twin). SMS order updates and login codes are "service implicit" under DLT and need no opt-in, so there is no
 * row for them. The ledger keeps the words in the language the shopper read them in, and their id (decision 071).
 */
export const CONSENT_TEXT_IDS: Record<ConsentKind, string> = {
	"whatsapp:transactional": "alerts.consentWhatsAppTransactional",
	"sms:promotional": "alerts.consentSmsPromotional",
	"whatsapp:promotional": "alerts.consentWhatsAppPromotional",
};

/** The words of a consent in a language (English unless the page was Hindi). */
export const consentText = (kind: ConsentKind, language: Language = "en") => text(language, CONSENT_TEXT_IDS[kind]);

export type ConsentKind = (typeof CONSENT_KINDS)[number];
export { CONSENT_KINDS };

export const kindOf = (channel: ConsentChannel, purpose: ConsentPurpose) => `${channel}:${purpose}` as ConsentKind;

/** What a DLT category needs: a promotional message needs a live marketing consent on its channel. */
export function purposeOf(category: DltCategory): ConsentPurpose {
	return category === "promotional" ? "promotional" : "transactional";
}

/**
 * Records a consent given or withdrawn (a new ledger row either way): by default the words of its kind in the
 * language the shopper read them in, and their id; or the words given (`textShown`, with their `textId`).
 */
export async function recordConsent(
	db: Db,
	entry: Omit<ConsentEntry, "textShown" | "textId" | "language"> & {
		textShown?: string;
		textId?: string | null;
		language?: Language;
	},
): Promise<void> {
	const kind = kindOf(entry.channel, entry.purpose);
	const language = entry.language ?? "en";
	await appendConsent(db, {
		...entry,
		language,
		textShown: entry.textShown ?? consentText(kind, language),
		textId: entry.textShown === undefined ? CONSENT_TEXT_IDS[kind] : (entry.textId ?? null),
	});
}

/** A phone's consents as the shopper's account shows them: each kind, on or off (off until given), in a language. */
export async function consentsOf(
	db: Db,
	phone: string,
	language: Language = "en",
): Promise<{ kind: ConsentKind; text: string; granted: boolean; at: string | null }[]> {
	const live = await liveConsents(db, phone);
	return CONSENT_KINDS.map((kind) => {
		const row = live.find((candidate) => kindOf(candidate.channel, candidate.purpose) === kind);
		return { kind, text: consentText(kind, language), granted: row?.granted ?? false, at: row?.at ?? null };
	});
}

/**
 * Whether a message of `purpose` may go to `phone` on `channel` now: SMS transactional always (DLT's
 * service implicit); anything else only with a live consent (the newest ledger row granted).
 */
export async function mayMessage(
	db: Db,
	phone: string,
	channel: ConsentChannel,
	purpose: ConsentPurpose,
): Promise<boolean> {
	if (channel === "sms" && purpose === "transactional") return true;
	const live = await liveConsents(db, phone);
	return live.some((row) => row.channel === channel && row.purpose === purpose && row.granted);
}

/** A "STOP" reply on a channel: every consent of the phone on it is withdrawn (new rows). */
export async function withdrawByReply(db: Db, phone: string, channel: ConsentChannel, reply: string): Promise<number> {
	const live = await liveConsents(db, phone);
	const withdrawn = live.filter((row) => row.channel === channel && row.granted);
	for (const row of withdrawn)
		await appendConsent(db, {
			phone,
			userId: null,
			channel,
			purpose: row.purpose,
			granted: false,
			textShown: reply.slice(0, 200),
			textId: null,
			language: null,
			source: `${channel}-stop`,
			ip: null,
		});
	return withdrawn.length;
}

/** Whether a reply says stop (STOP, UNSUBSCRIBE, "stop please" …). */
export function isStopReply(text: string): boolean {
	return /^\s*(stop|unsubscribe|stop all|opt ?out|band karo)\b/i.test(text);
}
