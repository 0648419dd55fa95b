import type { ReportTable } from "@pitara/shared";
import {
	ArcElement,
	BarController,
	BarElement,
	CategoryScale,
	Chart,
	DoughnutController,
	Legend,
	LinearScale,
	LineController,
	LineElement,
	PointElement,
	Tooltip,
} from "chart.js";
import { useEffect, useRef } from "react";
import { formatRupees } from "../../../../lib/format.ts";

// only the parts drawn here, so the console's reports chunk carries no more of Chart.js than it uses
Chart.register(
	ArcElement,
	BarController,
	BarElement,
	CategoryScale,
	DoughnutController,
	Legend,
	LinearScale,
	LineController,
	LineElement,
	PointElement,
	Tooltip,
);

const PALETTE = ["#db2777", "#2563eb", "#16a34a", "#f59e0b", "#7c3aed", "#0891b2", "#dc2626", "#65a30d", "#475569"];
const count = new Intl.NumberFormat("en-IN");

/** How a cell of a column reads: rupees for paise, a percentage, a count. */
export function formatCell(kind: ReportTable["columns"][number]["kind"], value: unknown): string {
	if (value === null || value === undefined) return "";
	if (typeof value !== "number") return String(value);
	if (kind === "paise") return formatRupees(value / 100);
	if (kind === "percent") return `${value}%`;
	if (kind === "count") return count.format(value);
	return String(value);
}

/**
 * The report's chart: its first text column along the axis, its chart column
 * as bars, a line or a doughnut. A picture for the eye; the same figures are
 * in the table below it, and the canvas is labelled with what it shows.
 */
export function ReportChart({ table, title }: { table: ReportTable; title: string }) {
	const canvas = useRef<HTMLCanvasElement>(null);
	const axis = table.columns.find((column) => column.kind === "text");
	const value = table.columns.find((column) => column.key === table.chart.value);
	const rows = table.chart.kind === "line" ? table.rows : table.rows.slice(0, 15);
	useEffect(() => {
		if (!canvas.current || !axis || !value) return;
		const money = value.kind === "paise";
		const chart = new Chart(canvas.current, {
			type: table.chart.kind,
			data: {
				labels: rows.map((row) => String(row[axis.key] ?? "")),
				datasets: [
					{
						label: value.label,
						data: rows.map((row) => {
							const cell = Number(row[value.key] ?? 0);
							return money ? cell / 100 : cell;
						}),
						backgroundColor: table.chart.kind === "doughnut" ? PALETTE : "#db2777",
						borderColor: "#db2777",
						tension: 0.25,
					},
				],
			},
			options: {
				responsive: true,
				maintainAspectRatio: false,
				animation: false,
				plugins: {
					legend: { display: table.chart.kind === "doughnut", position: "right" },
					tooltip: {
						callbacks: {
							label: (item) =>
								`${value.label}: ${money ? formatRupees(Number(item.raw)) : formatCell(value.kind, item.raw)}`,
						},
					},
				},
				...(table.chart.kind === "doughnut"
					? {}
					: {
							scales: {
								y: {
									beginAtZero: true,
									ticks: { callback: (tick) => (money ? formatRupees(Number(tick)) : count.format(Number(tick))) },
								},
							},
						}),
			},
		});
		return () => chart.destroy();
	}, [rows, axis, value, table.chart.kind]);
	if (!axis || !value) return null;
	return (
		<div className="relative h-64 w-full sm:h-72">
			<canvas
				ref={canvas}
				role="img"
				aria-label={`Chart: ${title}, ${value.label.toLowerCase()}`}
				data-testid="report-chart"
			/>
		</div>
	);
}
