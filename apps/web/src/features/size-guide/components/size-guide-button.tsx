import { useState } from "react";
import { Link } from "react-router";
import { Modal } from "../../../components/ui/modal.tsx";
import type { SizeChart } from "../lib/size-charts.ts";
import { SizeChartTable } from "./size-chart-table.tsx";

/**
 * The product page's "Size guide": the chart for the product's kind in a
 * dialog over the page, with the chosen size marked, so the shopper keeps
 * their place (size, colour, quantity, scroll). The full guide, with how to
 * measure, is a link away at /size-guide#{kind}.
 */
export function SizeGuideButton({ chart, size }: { chart: SizeChart; size: string }) {
	const [open, setOpen] = useState(false);
	return (
		<>
			<button
				type="button"
				onClick={() => setOpen(true)}
				aria-haspopup="dialog"
				className="-my-2 inline-flex min-h-10 items-center text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
			>
				Size guide
			</button>
			<Modal open={open} onClose={() => setOpen(false)} title="Size guide" description={chart.title} size="lg">
				<div className="space-y-3">
					<p className="text-sm text-slate-600">
						Body measurements of your child, not of the garment. <strong>Between two sizes?</strong> Choose the larger
						one.
					</p>
					<SizeChartTable chart={chart} highlight={size} />
					<Link
						to={`/size-guide#${chart.id}`}
						className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 underline underline-offset-2"
					>
						How to measure, and all size charts
					</Link>
				</div>
			</Modal>
		</>
	);
}
