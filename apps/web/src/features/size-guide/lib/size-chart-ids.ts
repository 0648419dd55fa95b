/**
 * Which size chart a product's category has, without the charts themselves: the product page and the card's size
 * picker only need to know whether to offer "Size guide" (and its anchor); the charts come with the dialog.
 */
export type SizeChartId = "girls" | "boys" | "infants";

const CHART_IDS: readonly string[] = ["girls", "boys", "infants"] satisfies readonly SizeChartId[];

/** The chart of a product's category ("Girls" → "girls"), if its clothes come in body sizes. */
export function chartIdForCategory(category: string): SizeChartId | undefined {
	const id = category.trim().toLowerCase();
	return CHART_IDS.includes(id) ? (id as SizeChartId) : undefined;
}
