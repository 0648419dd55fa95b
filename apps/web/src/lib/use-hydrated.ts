import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page,
 * true from then on: for what only the browser can draw (today's delivery
 * date in a page the server keeps, the browser's own sanitiser), drawn just
 * after hydration so that hydration finds what the server sent.
 */
export function useHydrated(): boolean {
	return useSyncExternalStore(
		subscribe,
		() => true,
		() => false,
	);
}
