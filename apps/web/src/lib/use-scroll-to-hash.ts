import { useEffect } from "react";
import { useLocation } from "./router.tsx";

/**
 * Scrolls to the element the URL's hash names (/faq#shipping, /about#safety)
 * once the page has rendered: a lazily loaded page is not there yet when the
 * router first looks for it.
 */
export function useScrollToHash(): void {
	const { hash } = useLocation();
	useEffect(() => {
		if (!hash) return;
		document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
	}, [hash]);
}
