import { headsMessages } from "@pitara/shared";
import { useEffect } from "react";

/** Sets the document title the way the server does for crawlers. */
export function useDocumentTitle(title: string): void {
	useEffect(() => {
		document.title = title ? `${title} · Pitara` : headsMessages.defaultTitle;
	}, [title]);
}

/** A page's main heading, which also names the browser tab. */
export function PageHeading({ children, className = "" }: { children: string; className?: string }) {
	useDocumentTitle(children);
	return <h1 className={`text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl ${className}`}>{children}</h1>;
}
