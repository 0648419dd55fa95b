import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/**
 * A list's page and filters, kept in the address bar: the back button, a
 * reload and a shared link all show the same page. Changing a filter goes
 * back to page 1.
 */
export function useListParams<F extends string>(filterNames: readonly F[]) {
	const [search, setSearch] = useSearchParams();
	const page = Math.max(1, Number(search.get("page")) || 1);
	const filters = useMemo(() => {
		const out = {} as Record<F, string>;
		for (const name of filterNames) out[name] = search.get(name) ?? "";
		return out;
	}, [search, filterNames]);

	const setFilter = useCallback(
		(name: F, value: string) => {
			setSearch(
				(current) => {
					const next = new URLSearchParams(current);
					if (value) next.set(name, value);
					else next.delete(name);
					next.delete("page");
					return next;
				},
				{ replace: true },
			);
		},
		[setSearch],
	);

	const setPage = useCallback(
		(next: number) => {
			setSearch((current) => {
				const params = new URLSearchParams(current);
				if (next > 1) params.set("page", String(next));
				else params.delete("page");
				return params;
			});
		},
		[setSearch],
	);

	const clear = useCallback(() => setSearch(new URLSearchParams(), { replace: true }), [setSearch]);

	/** whether any filter is set (a Clear filters button shows only then) */
	const filtered = filterNames.some((name) => filters[name] !== "");

	return { page, filters, setFilter, setPage, clear: filtered ? clear : undefined };
}
