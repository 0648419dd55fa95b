import { Card } from "../../../ui/page.tsx";
import { useMessageFigures } from "../api/get-message-figures.ts";

const count = new Intl.NumberFormat("en-IN");
const CHANNEL_LABELS: Record<string, string> = { sms: "SMS", whatsapp: "WhatsApp" };
/** DLT's names for its categories (packages/shared DLT_CATEGORIES); "other" is a send with no catalogue entry. */
const CATEGORY_LABELS: Record<string, string> = {
	service_implicit: "Service implicit",
	service_explicit: "Service explicit",
	transactional: "Transactional",
	promotional: "Promotional",
	other: "Other",
};

/**
 * The dashboard's messages (issue 26 item 8): sent, delivered and failed this month per channel and per DLT
 * category, the messages refused by the DLT check, the failures with their reasons, the orders placed within
 * 7 days of an alert, and the sizes most shoppers wait for ("Notify me": what to reorder).
 */
export function MessageFigures() {
	const figures = useMessageFigures();
	const data = figures.data;
	if (!data) return null;
	return (
		<div className="grid gap-4 lg:grid-cols-2">
			<Card title={`Messages since ${data.since}`}>
				<table className="w-full text-sm">
					<thead>
						<tr className="text-left text-slate-500">
							<th className="py-1 font-medium">Channel</th>
							<th className="py-1 text-right font-medium">Sent</th>
							<th className="py-1 text-right font-medium">Delivered</th>
							<th className="py-1 text-right font-medium">Failed</th>
						</tr>
					</thead>
					<tbody className="tabular-nums">
						{data.channels.map((row) => (
							<tr key={row.channel} className="border-t border-slate-100">
								<th scope="row" className="py-1.5 text-left font-medium text-slate-900">
									{CHANNEL_LABELS[row.channel] ?? row.channel}
								</th>
								<td className="py-1.5 text-right">{count.format(row.sent)}</td>
								<td className="py-1.5 text-right">{count.format(row.delivered)}</td>
								<td className={`py-1.5 text-right ${row.failed > 0 ? "font-semibold text-red-700" : ""}`}>
									{count.format(row.failed)}
								</td>
							</tr>
						))}
					</tbody>
				</table>
				<p className="mt-2 text-xs text-slate-500">
					{count.format(data.refused)} refused by the DLT check this month (Settings → Message templates).
				</p>
				<table className="mt-4 w-full text-sm">
					<caption className="pb-1 text-left text-xs font-semibold text-slate-600">By DLT category</caption>
					<thead>
						<tr className="text-left text-slate-500">
							<th className="py-1 font-medium">Category</th>
							<th className="py-1 text-right font-medium">Sent</th>
							<th className="py-1 text-right font-medium">Failed</th>
						</tr>
					</thead>
					<tbody className="tabular-nums">
						{data.categories.length === 0 ? (
							<tr className="border-t border-slate-100">
								<td colSpan={3} className="py-1.5 text-slate-600">
									No messages sent this month.
								</td>
							</tr>
						) : (
							data.categories.map((row) => (
								<tr key={row.category} className="border-t border-slate-100">
									<th scope="row" className="py-1.5 text-left font-medium text-slate-900">
										{CATEGORY_LABELS[row.category] ?? row.category}
									</th>
									<td className="py-1.5 text-right">{count.format(row.sent)}</td>
									<td className={`py-1.5 text-right ${row.failed > 0 ? "font-semibold text-red-700" : ""}`}>
										{count.format(row.failed)}
									</td>
								</tr>
							))
						)}
					</tbody>
				</table>
				<p className="mt-3 text-sm text-slate-700">
					<span className="font-semibold tabular-nums text-slate-900">{count.format(data.alert_orders)}</span>{" "}
					{data.alert_orders === 1 ? "order" : "orders"} placed within 7 days of an alert (back in stock, price drop,
					cart reminder).
				</p>
			</Card>
			<Card title="Failures and their reasons">
				{data.failures.length === 0 ? (
					<p className="text-sm text-slate-600">No message failed this month.</p>
				) : (
					<ul className="divide-y divide-slate-100 text-sm">
						{data.failures.map((row) => (
							<li key={row.reason} className="flex items-start justify-between gap-3 py-2">
								<span className="min-w-0 break-words text-slate-800">{row.reason}</span>
								<span className="shrink-0 font-semibold tabular-nums text-red-700">{count.format(row.count)}</span>
							</li>
						))}
					</ul>
				)}
			</Card>
			<Card title="Shoppers waiting for stock">
				{data.waiting.length === 0 ? (
					<p className="text-sm text-slate-600">Nobody is waiting for a sold-out size.</p>
				) : (
					<ul className="divide-y divide-slate-100 text-sm">
						{data.waiting.map((row) => (
							<li key={row.variant_id} className="flex items-center justify-between gap-3 py-2">
								<span className="min-w-0">
									<span className="block truncate font-medium text-slate-900">{row.name}</span>
									<span className="text-slate-500">
										{row.size} · {row.color}
									</span>
								</span>
								<span className="shrink-0 font-semibold tabular-nums text-slate-900">
									{count.format(row.waiting)} waiting
								</span>
							</li>
						))}
					</ul>
				)}
			</Card>
		</div>
	);
}
