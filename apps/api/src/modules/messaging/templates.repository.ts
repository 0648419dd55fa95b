import { count, desc, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { messageRefusals, messageTemplates } from "../../db/schema/index.ts";
import type { DltCategory, MessageTemplate, WhatsAppCategory } from "./defaults.ts";

type Row = typeof messageTemplates.$inferSelect;

const toTemplate = (row: Row): MessageTemplate => ({
	key: row.key,
	language: row.language,
	smsEntityId: row.smsEntityId,
	smsHeader: row.smsHeader,
	smsTemplateId: row.smsTemplateId,
	dltCategory: row.dltCategory as DltCategory,
	smsBody: row.smsBody,
	waTemplateName: row.waTemplateName,
	waLanguage: row.waLanguage,
	waCategory: row.waCategory as WhatsAppCategory,
	linkDomains: row.linkDomains,
});

/** The staff's edits (an event never edited has no row). */
export async function editedTemplates(db: Db): Promise<MessageTemplate[]> {
	return (await db.select().from(messageTemplates)).map(toTemplate);
}

/** The edit of one event's template, locked for a change, if any. */
export async function lockEditedTemplate(db: Db, key: string, language: string): Promise<MessageTemplate | undefined> {
	const [row] = await db
		.select()
		.from(messageTemplates)
		.where(sql`${messageTemplates.key} = ${key} and ${messageTemplates.language} = ${language}`)
		.for("update");
	return row ? toTemplate(row) : undefined;
}

export async function saveTemplate(db: Db, template: MessageTemplate): Promise<void> {
	const { key, language, ...values } = template;
	await db
		.insert(messageTemplates)
		.values(template)
		.onConflictDoUpdate({ target: [messageTemplates.key, messageTemplates.language], set: values });
}

export interface RefusalValues {
	channel: string;
	recipient: string;
	templateKey: string | null;
	text: string;
	reason: string;
}

export async function insertRefusal(db: Db, values: RefusalValues): Promise<void> {
	await db.insert(messageRefusals).values(values);
}

export type RefusalRow = typeof messageRefusals.$inferSelect;

/** The newest refusals, and how many there were since `since`. */
export async function recentRefusals(db: Db, since: Date, limit = 50): Promise<{ rows: RefusalRow[]; count: number }> {
	const [rows, [total]] = await Promise.all([
		db.select().from(messageRefusals).orderBy(desc(messageRefusals.id)).limit(limit),
		db.select({ n: count() }).from(messageRefusals).where(gte(messageRefusals.createdAt, since)),
	]);
	return { rows, count: Number(total?.n ?? 0) };
}

/** The DLT check's refusals since `since`, per reason (the dashboard's failures and their reasons). */
export async function refusalReasons(db: Db, since: Date): Promise<{ reason: string; count: number }[]> {
	const rows = await db
		.select({ reason: messageRefusals.reason, n: count() })
		.from(messageRefusals)
		.where(gte(messageRefusals.createdAt, since))
		.groupBy(messageRefusals.reason);
	return rows.map((row) => ({ reason: row.reason, count: Number(row.n) }));
}
