import { Modal } from "../../../components/ui/modal.tsx";
import { Link } from "../../../lib/router.tsx";
import type { SizeChart } from "../lib/size-charts.ts";
import { SizeChartTable } from "./size-chart-table.tsx";

/** The size guide's dialog (size-guide-button.tsx), fetched the first time a shopper opens it. */
export default function SizeGuideDialog({
	chart,
	size,
	open,
	onClose,
}: {
	chart: SizeChart;
	size: string;
	open: boolean;
	onClose: () => void;
}) {
	return (
		<Modal open={open} onClose={onClose} title="Size guide" description={chart.title} size="lg">
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
	);
}
