import { sizeGuideMessages } from "@pitara/shared";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { SizeChartSection } from "../../features/size-guide/components/size-chart-table.tsx";
import { SIZE_CHARTS } from "../../features/size-guide/lib/size-charts.ts";
import { Link } from "../../lib/router.tsx";
import { useScrollToHash } from "../../lib/use-scroll-to-hash.ts";

const HOW_TO_MEASURE = [
	{
		title: sizeGuideMessages.height,
		text: sizeGuideMessages.standYourChildStraight,
	},
	{
		title: sizeGuideMessages.chest,
		text: sizeGuideMessages.measureAroundTheFullest,
	},
	{
		title: sizeGuideMessages.waist,
		text: sizeGuideMessages.measureAroundTheNatural,
	},
];

export default function SizeGuidePage() {
	useScrollToHash();
	return (
		<div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
			<PageHeading>{sizeGuideMessages.sizeGuide}</PageHeading>
			<p className="mt-2 max-w-3xl text-slate-600">{sizeGuideMessages.childrenGrowAtTheir}</p>
			<nav aria-label={sizeGuideMessages.sizeCharts} className="mt-5">
				<ul className="flex flex-wrap gap-2">
					{SIZE_CHARTS.map((chart) => (
						<li key={chart.id}>
							<a
								href={`#${chart.id}`}
								className="inline-block rounded-full bg-brand-50 px-3.5 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-100"
							>
								{chart.title}
							</a>
						</li>
					))}
				</ul>
			</nav>

			<section
				aria-labelledby="measure-title"
				className="mt-8 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-100 sm:p-6"
			>
				<h2 id="measure-title" className="text-lg font-bold text-slate-900">
					{sizeGuideMessages.howToMeasure}
				</h2>
				<ol className="mt-3 grid gap-4 sm:grid-cols-3">
					{HOW_TO_MEASURE.map((step, i) => (
						<li key={step.title} className="flex gap-3">
							<span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-accent-400 text-sm font-bold text-slate-900">
								{i + 1}
							</span>
							<span>
								<span className="block font-semibold text-slate-900">{step.title}</span>
								<span className="block text-sm text-slate-700">{step.text}</span>
							</span>
						</li>
					))}
				</ol>
				<p className="mt-4 text-sm text-slate-700">
					<strong>{sizeGuideMessages.betweenTwoSizes}</strong>
					{sizeGuideMessages.chooseTheLargerOne}
				</p>
			</section>

			<div className="mt-10 space-y-12">
				{SIZE_CHARTS.map((chart) => (
					<SizeChartSection key={chart.id} chart={chart} />
				))}
			</div>

			<p className="mt-10 text-sm text-slate-600">
				{sizeGuideMessages.stillUnsure}{" "}
				<Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-2">
					{sizeGuideMessages.askUs}
				</Link>{" "}
				{sizeGuideMessages.withYourChildS}
			</p>
		</div>
	);
}
