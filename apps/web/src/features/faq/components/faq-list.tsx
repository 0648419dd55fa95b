import { faqMessages } from "@pitara/shared";
import { useId, useRef, useState } from "react";
import { ChevronDownIcon, SearchIcon } from "../../../components/ui/icons.tsx";
import { useTypedBeforeHydration } from "../../../lib/use-typed-before-hydration.ts";
import { FAQ_GROUPS, type FaqGroup } from "../lib/faq-data.ts";
import { searchFaq } from "../lib/search-faq.ts";

/** The FAQ: a search over questions and answers, the groups, and one answer open at a time. */
export function FaqList({ groups = FAQ_GROUPS }: { groups?: FaqGroup[] }) {
	const [query, setQuery] = useState("");
	const [open, setOpen] = useState<string | null>(null);
	const searchId = useId();
	const searchRef = useRef<HTMLInputElement>(null);
	useTypedBeforeHydration(searchRef, query, setQuery);
	const results = searchFaq(groups, query);

	return (
		<div>
			<search className="relative">
				<label htmlFor={searchId} className="sr-only">
					{faqMessages.searchTheFaq}
				</label>
				<SearchIcon className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
				<input
					ref={searchRef}
					id={searchId}
					type="search"
					value={query}
					onChange={(event) => setQuery(event.target.value)}
					placeholder={faqMessages.searchQuestionsEG}
					className="block w-full rounded-full border border-slate-300 bg-white py-3 pl-11 pr-4 text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
				/>
			</search>

			{results.length === 0 ? (
				<p role="status" className="mt-8 rounded-2xl bg-slate-50 px-4 py-8 text-center text-slate-700">
					{faqMessages.noResults(query.trim())}
				</p>
			) : (
				<div className="mt-8 space-y-10">
					{results.map((group) => (
						<section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-32">
							<h2 id={`${group.id}-title`} className="text-lg font-bold text-slate-900 sm:text-xl">
								{group.title}
							</h2>
							<ul className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
								{group.entries.map((entry) => {
									const key = `${group.id}/${entry.id}`;
									const expanded = open === key;
									const panelId = `faq-${group.id}-${entry.id}`;
									return (
										<li key={entry.id}>
											<h3>
												<button
													type="button"
													aria-expanded={expanded}
													aria-controls={panelId}
													onClick={() => setOpen(expanded ? null : key)}
													className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 sm:px-5"
												>
													{entry.question}
													<ChevronDownIcon
														className={`h-5 w-5 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none ${expanded ? "rotate-180" : ""}`}
													/>
												</button>
											</h3>
											<div id={panelId} hidden={!expanded} className="px-4 pb-4 text-slate-700 sm:px-5">
												<p>{entry.answer}</p>
											</div>
										</li>
									);
								})}
							</ul>
						</section>
					))}
				</div>
			)}
		</div>
	);
}
