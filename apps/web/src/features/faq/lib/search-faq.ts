import type { FaqGroup } from "./faq-data.ts";

/**
 * The groups whose questions or answers contain the query, ignoring case
 * (SPEC.md §2); groups without a match are left out. A blank query keeps all.
 */
export function searchFaq(groups: readonly FaqGroup[], query: string): FaqGroup[] {
	const needle = query.trim().toLocaleLowerCase("en-IN");
	if (!needle) return [...groups];
	return groups
		.map((group) => ({
			...group,
			entries: group.entries.filter(
				(entry) =>
					entry.question.toLocaleLowerCase("en-IN").includes(needle) ||
					entry.answer.toLocaleLowerCase("en-IN").includes(needle),
			),
		}))
		.filter((group) => group.entries.length > 0);
}
