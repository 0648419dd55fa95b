import { useEffect, useState } from "react";

/**
 * Whether an element is on screen: give the returned ref to the element.
 * True until the browser says otherwise, while there is no element, and where
 * there is no IntersectionObserver, so a bar that stands in for the element
 * never flashes up before it is needed.
 */
export function useInView<T extends Element>(): [(element: T | null) => void, boolean] {
	const [element, setElement] = useState<T | null>(null);
	const [inView, setInView] = useState(true);
	useEffect(() => {
		if (!element || typeof IntersectionObserver === "undefined") return;
		const observer = new IntersectionObserver((entries) => {
			const entry = entries.at(-1);
			if (entry) setInView(entry.isIntersecting);
		});
		observer.observe(element);
		return () => {
			observer.disconnect();
			setInView(true);
		};
	}, [element]);
	return [setElement, element ? inView : true];
}
