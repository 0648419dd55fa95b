import { homeMessages, TIMINGS } from "@pitara/shared";
import { useEffect, useState } from "react";

/** SPEC.md §9: six hard-coded authors with book counts until author pages exist. */
export const POPULAR_AUTHORS = [
	{
		id: "sudha-murty",
		name: homeMessages.authorSudhaMurty,
		books: 28,
		colour: "bg-rose-200 text-rose-900",
	},
	{
		id: "ruskin-bond",
		name: homeMessages.authorRuskinBond,
		books: 46,
		colour: "bg-emerald-200 text-emerald-900",
	},
	{
		id: "anant-pai",
		name: homeMessages.authorAnantPai,
		books: 19,
		colour: "bg-amber-200 text-amber-900",
	},
	{
		id: "paro-anand",
		name: homeMessages.authorParoAnand,
		books: 22,
		colour: "bg-sky-200 text-sky-900",
	},
	{
		id: "devdutt-pattanaik",
		name: homeMessages.authorDevduttPattanaik,
		books: 14,
		colour: "bg-violet-200 text-violet-900",
	},
	{
		id: "sowmya-rajendran",
		name: homeMessages.authorSowmyaRajendran,
		books: 17,
		colour: "bg-orange-200 text-orange-900",
	},
] as const;

const initials = (name: string) =>
	name
		.split(/\s+/)
		.map((part) => part[0])
		.join("")
		.slice(0, 2);

/** Popular Authors: tapping one shows 'Coming Soon' for three seconds. */
export function PopularAuthors() {
	const [chosen, setChosen] = useState<string | null>(null);

	useEffect(() => {
		if (!chosen) return;
		const timer = window.setTimeout(() => setChosen(null), TIMINGS.comingSoonMs);
		return () => window.clearTimeout(timer);
	}, [chosen]);

	return (
		<div className="relative">
			<ul aria-label={homeMessages.popularAuthors2} className="grid grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-6">
				{POPULAR_AUTHORS.map((author) => (
					<li key={author.id}>
						<button
							type="button"
							// a tap before the code ran is replayed once it has (apps/api/src/lib/html-page.ts BOOT_SCRIPT)
							id={`author-${author.id}`}
							data-replay
							onClick={() => setChosen(author.name)}
							className="flex w-full flex-col items-center rounded-2xl bg-white px-2 py-4 text-center ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-200 motion-reduce:transition-none"
						>
							<span
								aria-hidden="true"
								className={`flex h-16 w-16 items-center justify-center rounded-full text-xl font-extrabold sm:h-20 sm:w-20 sm:text-2xl ${author.colour}`}
							>
								{initials(author.name)}
							</span>
							<span className="mt-2 text-xs font-semibold leading-tight text-slate-800 sm:text-sm">{author.name}</span>
							<span className="mt-0.5 text-[11px] text-slate-500 sm:text-xs">
								{homeMessages.booksCount(author.books)}
							</span>
						</button>
					</li>
				))}
			</ul>
			<div role="status" aria-live="polite">
				{chosen ? (
					<div className="absolute inset-0 z-10 flex flex-col items-center justify-center rounded-2xl bg-slate-900/80 text-center text-white backdrop-blur-sm">
						<p className="text-2xl font-extrabold sm:text-3xl">{homeMessages.comingSoon}</p>
						<p className="mt-1 px-4 text-sm text-slate-200">{homeMessages.authorComingSoon(chosen)}</p>
					</div>
				) : null}
			</div>
		</div>
	);
}
