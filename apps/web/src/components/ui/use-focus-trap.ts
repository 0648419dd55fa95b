import { type RefObject, useEffect, useRef } from "react";

const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps keyboard focus inside `container` while `active`: focus moves in (to
 * `initialFocus` or the first control), Tab and Shift+Tab wrap around,
 * Escape calls `onEscape`, and focus returns to what had it before.
 */
export function useFocusTrap(
	container: RefObject<HTMLElement | null>,
	active: boolean,
	onEscape: () => void,
	initialFocus?: RefObject<HTMLElement | null>,
) {
	const onEscapeRef = useRef(onEscape);
	onEscapeRef.current = onEscape;

	useEffect(() => {
		if (!active) return;
		const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
		const focusables = () =>
			container.current
				? [...container.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
						(element) => !element.closest("[inert]") && element.getAttribute("aria-hidden") !== "true",
					)
				: [];
		(initialFocus?.current ?? focusables()[0] ?? container.current)?.focus();

		const onKey = (event: KeyboardEvent) => {
			if (event.key === "Escape") {
				event.stopPropagation();
				onEscapeRef.current();
				return;
			}
			if (event.key !== "Tab") return;
			const list = focusables();
			const first = list[0];
			const last = list.at(-1);
			if (!first || !last) {
				event.preventDefault();
				return;
			}
			const inside = container.current?.contains(document.activeElement);
			if (event.shiftKey && (document.activeElement === first || !inside)) {
				event.preventDefault();
				last.focus();
			} else if (!event.shiftKey && (document.activeElement === last || !inside)) {
				event.preventDefault();
				first.focus();
			}
		};
		document.addEventListener("keydown", onKey);
		const overflow = document.body.style.overflow;
		document.body.style.overflow = "hidden";
		return () => {
			document.removeEventListener("keydown", onKey);
			document.body.style.overflow = overflow;
			if (opener?.isConnected) opener.focus();
		};
	}, [active, container, initialFocus]);
}
