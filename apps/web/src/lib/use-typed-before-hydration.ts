import { type RefObject, useEffect } from "react";

/**
 * Text a shopper typed into a server-rendered field before the page's code
 * ran: React leaves it in the field when it hydrates but starts from the
 * server's value, so a search would run on "" while the box shows "refund".
 * Once, right after hydration, the field's text becomes the state.
 */
export function useTypedBeforeHydration(
	ref: RefObject<HTMLInputElement | null>,
	value: string,
	setValue: (typed: string) => void,
): void {
	// biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration, from what the field holds then
	useEffect(() => {
		const typed = ref.current?.value;
		if (typed !== undefined && typed !== value) setValue(typed);
	}, []);
}
