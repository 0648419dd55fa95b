import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
	document.addEventListener("visibilitychange", onChange);
	return () => document.removeEventListener("visibilitychange", onChange);
}

/** False while the tab is in the background, so that nothing animates or advances for nobody. */
export function usePageVisible(): boolean {
	return useSyncExternalStore(
		subscribe,
		() => document.visibilityState !== "hidden",
		() => true,
	);
}
