import type { ReactNode } from "react";
import { createPortal } from "react-dom";

/**
 * A page's main action kept within a thumb's reach on phones: a bar fixed to
 * the bottom of the screen, above the home indicator (the safe-area inset),
 * hidden from `md` up. While it is there the page's bottom is padded by its
 * height (index.css), so it never covers the end of the page. It is rendered
 * outside <main>, as its own labelled region.
 */
export function StickyActionBar({ label, children }: { label: string; children: ReactNode }) {
	return createPortal(
		<section
			aria-label={label}
			data-bottom-bar=""
			className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur md:hidden"
		>
			<div className="mx-auto flex max-w-7xl items-center gap-3">{children}</div>
		</section>,
		document.body,
	);
}
