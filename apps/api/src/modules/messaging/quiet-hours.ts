/**
 * Quiet hours (issue 26 item 4, decision 049): nothing but login codes and order updates (DLT "service
 * implicit") reaches a phone between 21:00 and 09:00 India time (MESSAGE_QUIET_HOURS). A message due then
 * is deferred to their end, never dropped. India keeps one offset all year (UTC+05:30, no daylight saving).
 */
export interface QuietHours {
	/** the hour in India they start (21) */
	from: number;
	/** the hour in India they end (9) */
	until: number;
}

export const DEFAULT_QUIET_HOURS: QuietHours = { from: 21, until: 9 };
const IST_OFFSET_MS = 330 * 60_000;

/** MESSAGE_QUIET_HOURS ("21-9" or "off") as hours, or null for none. */
export function parseQuietHours(setting: string): QuietHours | null {
	const match = /^(\d{1,2})-(\d{1,2})$/.exec(setting.trim());
	if (!match) return null;
	const from = Number(match[1]);
	const until = Number(match[2]);
	return from === until ? null : { from, until };
}

/** The end of the quiet hours `at` falls in, or null when `at` is outside them (or there are none). */
export function quietUntil(at: Date, hours: QuietHours | null = DEFAULT_QUIET_HOURS): Date | null {
	if (!hours) return null;
	const ist = new Date(at.getTime() + IST_OFFSET_MS);
	const hour = ist.getUTCHours();
	const quiet =
		hours.from > hours.until ? hour >= hours.from || hour < hours.until : hour >= hours.from && hour < hours.until;
	if (!quiet) return null;
	const end = new Date(ist);
	end.setUTCHours(hours.until, 0, 0, 0);
	if (end.getTime() <= ist.getTime()) end.setUTCDate(end.getUTCDate() + 1);
	return new Date(end.getTime() - IST_OFFSET_MS);
}
