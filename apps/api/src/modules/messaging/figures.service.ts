import type { Db } from "../../db/client.ts";
import { alertsSentSince, sendsByTemplate } from "./sends.repository.ts";
import { refusalReasons } from "./templates.repository.ts";
import { messageCatalogue } from "./templates.service.ts";

/** An order counts as following an alert when it was placed within this long after one (issue 26 item 8). */
export const ALERT_ORDER_WINDOW_MS = 7 * 86_400_000;

/**
 * The dashboard's message figures since `since` beyond the per-channel counts: messages per DLT category
 * (sent and failed), and the failures with their reasons — a provider's failure or an unconfirmed send, and
 * the DLT check's refusals — most frequent first.
 */
export async function categoryAndFailureFigures(db: Db, since: Date) {
	const [sends, refusals, catalogue] = await Promise.all([
		sendsByTemplate(db, since),
		refusalReasons(db, since),
		messageCatalogue(db),
	]);
	const categoryOf = new Map(catalogue.map((entry) => [entry.template.key, entry.template.dltCategory as string]));
	const categories = new Map<string, { category: string; sent: number; failed: number }>();
	const failures = new Map<string, number>();
	for (const row of sends) {
		const category = (row.templateKey && categoryOf.get(row.templateKey)) || "other";
		const figure = categories.get(category) ?? { category, sent: 0, failed: 0 };
		figure.sent += Number(row.count);
		if (row.status === "failed" || row.status === "unconfirmed") {
			figure.failed += Number(row.count);
			const reason = `${row.channel}: ${row.detail ?? row.status}`;
			failures.set(reason, (failures.get(reason) ?? 0) + Number(row.count));
		}
		categories.set(category, figure);
	}
	for (const row of refusals) {
		const reason = `refused before sending: ${row.reason}`;
		failures.set(reason, (failures.get(reason) ?? 0) + row.count);
	}
	return {
		categories: [...categories.values()].sort((a, b) => b.sent - a.sent),
		failures: [...failures.entries()]
			.map(([reason, count]) => ({ reason, count }))
			.sort((a, b) => b.count - a.count)
			.slice(0, 20),
	};
}

/**
 * Of the orders placed since `since`, how many came within 7 days after an alert to the same shopper:
 * `ordersOf` answers the orders of the alerted shoppers (the orders module's read).
 */
export async function ordersAfterAlerts(
	db: Db,
	since: Date,
	ordersOf: (userIds: number[], since: Date) => Promise<{ userId: number; at: Date }[]>,
): Promise<number> {
	const alerts = await alertsSentSince(db, new Date(since.getTime() - ALERT_ORDER_WINDOW_MS));
	if (alerts.length === 0) return 0;
	const byUser = new Map<number, number[]>();
	for (const alert of alerts) byUser.set(alert.userId, [...(byUser.get(alert.userId) ?? []), alert.at.getTime()]);
	const orders = await ordersOf([...byUser.keys()], since);
	return orders.filter((order) =>
		(byUser.get(order.userId) ?? []).some(
			(at) => at <= order.at.getTime() && order.at.getTime() - at <= ALERT_ORDER_WINDOW_MS,
		),
	).length;
}
