import type { Language } from "@pitara/shared";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { messageConsents } from "../../db/schema/index.ts";

export type ConsentChannel = "sms" | "whatsapp";
export type ConsentPurpose = "transactional" | "promotional";

export interface ConsentEntry {
	phone: string;
	userId: number | null;
	channel: ConsentChannel;
	purpose: ConsentPurpose;
	granted: boolean;
	textShown: string;
	/** the catalogue id of textShown (decision 071); null for words not from the catalogue (a STOP reply) */
	textId: string | null;
	/** the language of the page textShown was shown on; null for a reply's words */
	language: Language | null;
	source: string;
	ip: string | null;
}

export interface LiveConsent {
	channel: ConsentChannel;
	purpose: ConsentPurpose;
	granted: boolean;
	textShown: string;
	source: string;
	at: string;
}

/** Appends one row to the ledger (the only write it takes). */
export async function appendConsent(db: Db, entry: ConsentEntry): Promise<void> {
	await db.insert(messageConsents).values(entry);
}

/** The newest row per channel and purpose of a phone: its live consents. */
export async function liveConsents(db: Db, phone: string): Promise<LiveConsent[]> {
	return queryRows<LiveConsent>(
		db,
		sql`select distinct on (channel, purpose) channel, purpose, granted, text_shown as "textShown", source,
				created_at::text as at
			from message_consents where phone = ${phone}
			order by channel, purpose, id desc`,
	);
}
