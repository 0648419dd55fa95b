/**
 * Quiet hours (issue 26 item 4, decision 049): nothing but login codes and order updates (DLT "service
 * implicit") reaches a phone between 21:00 and 09:00 India time. A message due then is deferred to 09:00,
 * never dropped. India keeps one offset all year (UTC+05:30, no daylight saving).
 */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 9;
const IST_OFFSET_MS = 330 * 60_000;

/** The end of the quiet hours `at` falls in, or null when `at` is outside them. */
export function quietUntil(at: Date): Date | null {
	const ist = new Date(at.getTime() + IST_OFFSET_MS);
	const hour = ist.getUTCHours();
	if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return null;
	const end = new Date(ist);
	end.setUTCHours(QUIET_UNTIL_HOUR, 0, 0, 0);
	if (hour >= QUIET_FROM_HOUR) end.setUTCDate(end.getUTCDate() + 1);
	return new Date(end.getTime() - IST_OFFSET_MS);
}
