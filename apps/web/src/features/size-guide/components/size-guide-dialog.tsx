import { sizeGuideMessages } from "@pitara/shared";
import { Modal } from "../../../components/ui/modal.tsx";
import { Link } from "../../../lib/router.tsx";
import { SIZE_CHARTS, type SizeChartId } from "../lib/size-charts.ts";
import { SizeChartTable } from "./size-chart-table.tsx";

/** The size guide's dialog (size-guide-button.tsx), fetched the first time a shopper opens it. */
export default function SizeGuideDialog({
	chart: id,
	size,
	open,
	onClose,
}: {
	chart: SizeChartId;
	size: string;
	open: boolean;
	onClose: () => void;
}) {
	// the charts come with this dialog, not with the product page (size-chart-ids.ts)
	const chart = SIZE_CHARTS.find((entry) => entry.id === id);
	if (!chart) return null;
	return (
		<Modal open={open} onClose={onClose} title={sizeGuideMessages.sizeGuide2} description={chart.title} size="lg">
			<div className="space-y-3">
				<p className="text-sm text-slate-600">
					{sizeGuideMessages.bodyMeasurementsOfYour}
					<strong>{sizeGuideMessages.betweenTwoSizes}</strong>
					{sizeGuideMessages.chooseTheLargerOne2}
				</p>
				<SizeChartTable chart={chart} highlight={size} />
				<Link
					to={`/size-guide#${chart.id}`}
					className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 underline underline-offset-2"
				>
					{sizeGuideMessages.howToMeasureAnd}
				</Link>
			</div>
		</Modal>
	);
}
