import { sizeGuideMessages } from "@pitara/shared";
import type { ReactNode } from "react";
import { formatRange, type Range, type SizeChart } from "../lib/size-charts.ts";

function Measure({ range, weight = false }: { range: Range; weight?: boolean }) {
	if (weight)
		return (
			<span className="whitespace-nowrap">
				{formatRange(range, "cm")}
				{sizeGuideMessages.kg}
			</span>
		);
	return (
		<span className="whitespace-nowrap">
			<span className="block font-medium text-slate-900">
				{formatRange(range, "cm")}
				{sizeGuideMessages.cm}
			</span>
			<span className="block text-xs text-slate-600">
				{formatRange(range, "in")}
				{sizeGuideMessages.inText}
			</span>
		</span>
	);
}

/**
 * A size's row: the size (with its age for screen readers on phones, where
 * the age column is hidden), the age, then the measures; the chosen size
 * marked.
 */
function SizeRow({ size, age, chosen, children }: { size: string; age: string; chosen: boolean; children: ReactNode }) {
	const cell = chosen ? "bg-brand-50" : "bg-white";
	return (
		<tr className={cell} aria-current={chosen ? "true" : undefined}>
			<th
				scope="row"
				className={`sticky left-0 whitespace-nowrap px-3 py-2.5 font-bold text-brand-800 sm:px-4 ${cell}`}
			>
				{size}
				<span className="sr-only sm:hidden"> ({age})</span>
				{chosen ? (
					<span className="block text-[11px] font-semibold text-brand-700">{sizeGuideMessages.chosen}</span>
				) : null}
			</th>
			<td className="hidden whitespace-nowrap px-3 py-2.5 text-slate-700 sm:table-cell sm:px-4">{age}</td>
			{children}
		</tr>
	);
}

/**
 * One chart's table: sizes down the side, height, chest and waist in
 * centimetres and inches (weight for infants), then any one-size items in
 * words. It scrolls sideways on a phone. `highlight` marks the size the
 * shopper has chosen on a product page.
 */
export function SizeChartTable({ chart, highlight }: { chart: SizeChart; highlight?: string }) {
	const hasWeight = chart.rows.some((row) => row.weight);
	const columns = hasWeight ? 6 : 5;
	return (
		<section
			className="overflow-x-auto rounded-2xl ring-1 ring-slate-200"
			// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
			tabIndex={0}
			aria-label={sizeGuideMessages.sizeChartOf(chart.title)}
		>
			<table className="min-w-full text-left text-sm">
				<caption className="sr-only">
					{chart.title}
					{sizeGuideMessages.bodyMeasurementsForEach}
				</caption>
				<thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
					<tr>
						<th scope="col" className="sticky left-0 bg-slate-50 px-3 py-3 sm:px-4">
							{sizeGuideMessages.size}
						</th>
						<th scope="col" className="hidden px-3 py-3 sm:table-cell sm:px-4">
							{sizeGuideMessages.age}
						</th>
						<th scope="col" className="px-3 py-3 sm:px-4">
							{sizeGuideMessages.height}
						</th>
						<th scope="col" className="px-3 py-3 sm:px-4">
							{sizeGuideMessages.chest}
						</th>
						<th scope="col" className="px-3 py-3 sm:px-4">
							{sizeGuideMessages.waist}
						</th>
						{hasWeight ? (
							<th scope="col" className="px-3 py-3 sm:px-4">
								{sizeGuideMessages.weight}
							</th>
						) : null}
					</tr>
				</thead>
				<tbody className="divide-y divide-slate-100 bg-white">
					{chart.rows.map((row) => (
						<SizeRow key={row.size} size={row.size} age={row.age} chosen={row.size === highlight}>
							<td className="px-3 py-2.5 sm:px-4">
								<Measure range={row.height} />
							</td>
							<td className="px-3 py-2.5 sm:px-4">
								<Measure range={row.chest} />
							</td>
							<td className="px-3 py-2.5 sm:px-4">
								<Measure range={row.waist} />
							</td>
							{hasWeight ? (
								<td className="px-3 py-2.5 sm:px-4">{row.weight ? <Measure range={row.weight} weight /> : "–"}</td>
							) : null}
						</SizeRow>
					))}
					{chart.freeSizes?.map((row) => (
						<SizeRow key={row.size} size={row.size} age={row.age} chosen={row.size === highlight}>
							<td colSpan={columns - 2} className="px-3 py-2.5 text-slate-700 sm:px-4">
								{/* narrow enough to read without scrolling the table sideways on a phone */}
								<span className="block max-w-60 sm:max-w-none">{row.fits}</span>
							</td>
						</SizeRow>
					))}
				</tbody>
			</table>
		</section>
	);
}

/** A chart on the size guide page: its heading (the /size-guide#girls anchor), a note and the table. */
export function SizeChartSection({ chart }: { chart: SizeChart }) {
	return (
		<section id={chart.id} aria-labelledby={`${chart.id}-title`} className="scroll-mt-32">
			<h2 id={`${chart.id}-title`} className="text-xl font-bold text-slate-900">
				{chart.title}
			</h2>
			<p className="mt-1 text-sm text-slate-600">{chart.note}</p>
			<div className="mt-4">
				<SizeChartTable chart={chart} />
			</div>
		</section>
	);
}
