import { formatRupees } from "../../../../lib/format.ts";

const dayLabel = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const label = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

/**
 * Daily revenue as bars (the last 30 days, today on the right). The bars are
 * a picture; the same figures are in a table for screen readers.
 */
export function RevenueChart({ days }: { days: { day: string; orders: number; revenue: number }[] }) {
	const max = Math.max(1, ...days.map((day) => day.revenue));
	const width = 300;
	const height = 90;
	const slot = width / Math.max(1, days.length);
	const best = days.reduce<(typeof days)[number] | undefined>(
		(top, day) => (day.revenue > (top?.revenue ?? 0) ? day : top),
		undefined,
	);
	const total = days.reduce((sum, day) => sum + day.revenue, 0);
	// a date under the bars every 7 days, counted back from today, so the labels fall on the same weekday
	const ticks = days.flatMap((day, index) => ((days.length - 1 - index) % 7 === 0 ? [{ day, index }] : []));
	return (
		<figure>
			<p className="mb-2 flex flex-wrap justify-between gap-x-4 text-sm text-slate-700" data-testid="revenue-summary">
				<span>
					Best day:{" "}
					<strong className="tabular-nums">
						{best ? `${label(best.day)}, ${formatRupees(best.revenue)}` : "no sales yet"}
					</strong>
				</span>
				<span>
					Average:{" "}
					<strong className="tabular-nums">{formatRupees(Math.round(total / Math.max(1, days.length)))}</strong> a day
				</span>
			</p>
			<div className="relative">
				<span className="absolute left-0 top-0 rounded bg-white/80 px-1 text-xs tabular-nums text-slate-500">
					{formatRupees(max === 1 && !best ? 0 : max)}
				</span>
				<span className="absolute bottom-0 left-0 rounded bg-white/80 px-1 text-xs tabular-nums text-slate-500">
					{formatRupees(0)}
				</span>
				<svg
					viewBox={`0 0 ${width} ${height}`}
					className="h-32 w-full"
					preserveAspectRatio="none"
					aria-hidden="true"
					data-testid="revenue-chart"
				>
					{days.map((day, index) => {
						const barHeight = day.revenue === 0 ? 1 : Math.max(2, (day.revenue / max) * (height - 4));
						return (
							<rect
								key={day.day}
								x={index * slot + slot * 0.15}
								y={height - barHeight}
								width={slot * 0.7}
								height={barHeight}
								rx={1}
								className={day.revenue === 0 ? "fill-slate-200" : "fill-brand-600"}
							>
								<title>{`${label(day.day)}: ${formatRupees(day.revenue)}`}</title>
							</rect>
						);
					})}
					<line x1={0} x2={width} y1={4} y2={4} className="stroke-slate-200" strokeDasharray="4 3" />
				</svg>
			</div>
			<figcaption className="relative mt-1 h-4 text-xs text-slate-500" data-testid="revenue-days">
				{ticks.map(({ day, index }) =>
					index === days.length - 1 ? (
						<span key={day.day} className="absolute right-0 whitespace-nowrap">
							Today
						</span>
					) : (
						<span
							key={day.day}
							className="absolute -translate-x-1/2 whitespace-nowrap"
							style={{ left: `${Math.max(6, ((index + 0.5) / Math.max(1, days.length)) * 100)}%` }}
						>
							{label(day.day)}
						</span>
					),
				)}
			</figcaption>
			<table className="sr-only">
				<caption>Revenue by day</caption>
				<thead>
					<tr>
						<th scope="col">Day</th>
						<th scope="col">Orders</th>
						<th scope="col">Revenue</th>
					</tr>
				</thead>
				<tbody>
					{days.map((day) => (
						<tr key={day.day}>
							<td>{label(day.day)}</td>
							<td>{day.orders}</td>
							<td>{formatRupees(day.revenue)}</td>
						</tr>
					))}
				</tbody>
			</table>
		</figure>
	);
}
