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
	return (
		<figure>
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
			</svg>
			<figcaption className="mt-1 flex justify-between text-xs text-slate-500">
				<span>{days[0] ? label(days[0].day) : ""}</span>
				<span>Today</span>
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
