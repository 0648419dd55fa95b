import { AGE_GROUPS, type AgeGroup, homeMessages, listingHref, listingMessages } from "@pitara/shared";
import { Link } from "../../../lib/router.tsx";

const BUBBLE_COLOURS = [
	"from-rose-100 to-rose-200 text-rose-900",
	"from-amber-100 to-amber-200 text-amber-900",
	"from-sky-100 to-sky-200 text-sky-900",
	"from-emerald-100 to-emerald-200 text-emerald-900",
	"from-violet-100 to-violet-200 text-violet-900",
	"from-orange-100 to-orange-200 text-orange-900",
	"from-teal-100 to-teal-200 text-teal-900",
	"from-fuchsia-100 to-fuchsia-200 text-fuchsia-900",
];

/** "0-6 months" → ["0-6", "months"]; "12+ years" → ["12+", "years"]. */
export function splitAgeGroup(group: AgeGroup): [string, string] {
	const [range = group, ...unit] = group.split(" ");
	return [range, unit.join(" ")];
}

/** The winter collection: the subcategory of that name in every category that has one (Girls, Boys, Infants). */
export const WINTER_SUBCATEGORY = "Winter Wear";

/**
 * Winter edits: a bubble per age group of SPEC.md §3, each opening the winter
 * collection for that age (/products?subcategory=Winter+Wear&age={group}),
 * not every product of the age.
 */
export function AgeBubbles() {
	return (
		<ul
			aria-label={homeMessages.shopByAge}
			className="grid grid-cols-4 gap-x-2 gap-y-4 sm:grid-cols-8 sm:gap-4 lg:grid-cols-4 lg:gap-y-5"
		>
			{AGE_GROUPS.map((group, i) => {
				const [range, unit] = splitAgeGroup((listingMessages.ageGroups[group] ?? group) as AgeGroup);
				return (
					<li key={group} className="flex justify-center">
						<Link
							to={listingHref({ subcategory: WINTER_SUBCATEGORY, age: group })}
							aria-label={homeMessages.winterWearFor(listingMessages.ageGroups[group] ?? group)}
							className="group flex flex-col items-center gap-1.5 rounded-full text-center"
						>
							<span
								className={`flex h-[4.5rem] w-[4.5rem] flex-col items-center justify-center rounded-full bg-gradient-to-br shadow-sm ring-2 ring-white transition group-hover:scale-105 group-hover:shadow-md motion-reduce:transition-none motion-reduce:group-hover:scale-100 sm:h-24 sm:w-24 lg:h-[5.5rem] lg:w-[5.5rem] ${BUBBLE_COLOURS[i % BUBBLE_COLOURS.length]}`}
							>
								<span className="text-lg font-extrabold leading-none sm:text-2xl">{range}</span>
								<span className="mt-0.5 text-[11px] font-medium uppercase tracking-wide sm:text-xs">{unit}</span>
							</span>
						</Link>
					</li>
				);
			})}
		</ul>
	);
}
