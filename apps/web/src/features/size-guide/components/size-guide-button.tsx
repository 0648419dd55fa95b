import { sizeGuideMessages } from "@pitara/shared";
import { lazy, Suspense, useState } from "react";
import type { SizeChartId } from "../lib/size-chart-ids.ts";

/** The dialog and its chart are fetched when first opened: they are not part of the product page's first load. */
const SizeGuideDialog = lazy(() => import("./size-guide-dialog.tsx"));

/**
 * The product page's "Size guide": the chart for the product's kind in a
 * dialog over the page, with the chosen size marked, so the shopper keeps
 * their place (size, colour, quantity, scroll). The full guide, with how to
 * measure, is a link away at /size-guide#{kind}.
 */
export function SizeGuideButton({ chart, size }: { chart: SizeChartId; size: string }) {
	const [open, setOpen] = useState(false);
	// mounted from the first opening on, so the dialog's closing works as before
	const [opened, setOpened] = useState(false);
	return (
		<>
			<button
				type="button"
				onClick={() => {
					setOpened(true);
					setOpen(true);
				}}
				aria-haspopup="dialog"
				className="-my-2 inline-flex min-h-10 items-center text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
			>
				{sizeGuideMessages.sizeGuide2}
			</button>
			{opened ? (
				<Suspense fallback={null}>
					<SizeGuideDialog chart={chart} size={size} open={open} onClose={() => setOpen(false)} />
				</Suspense>
			) : null}
		</>
	);
}
