import type { Suggestion } from "@pitara/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { searchKeys } from "../keys.ts";

/** Suggestions start at this many characters. */
export const SUGGEST_FROM_CHARS = 2;

/** Up to 8 suggestions for what is typed: categories, subcategories, brands, then products. */
export async function getSuggestions(text: string, signal?: AbortSignal): Promise<Suggestion[]> {
	const data = await api.get(`/search/suggestions?q=${encodeURIComponent(text)}`, { signal });
	return Array.isArray(data?.response) ? data.response : [];
}

export const suggestionsQuery = (text: string) =>
	queryOptions({
		queryKey: searchKeys.suggestions(text),
		queryFn: ({ signal }) => getSuggestions(text.trim(), signal),
		staleTime: 60_000,
		enabled: text.trim().length >= SUGGEST_FROM_CHARS,
	});

/** Suggestions for a (debounced) text; the previous answer stays while the next one loads. */
export function useSuggestions(text: string) {
	return useQuery({ ...suggestionsQuery(text), placeholderData: keepPreviousData });
}
