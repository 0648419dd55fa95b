import {
	HTML_LANG,
	LANGUAGE_COOKIE,
	LANGUAGE_NAMES,
	LANGUAGES,
	type Language,
	languageMessages,
	pathInLanguage,
	prefersHindi,
} from "@pitara/shared";
import { useEffect, useState } from "react";
import { LANGUAGE } from "../lib/language.ts";
import { useLocation } from "../lib/router.tsx";

/** Where a link to the same page in `language` goes: /language/<language>, which remembers the choice and sends it on. */
export function switchHref(language: Language, here: string): string {
	return `/language/${language}?to=${encodeURIComponent(pathInLanguage(language, here))}`;
}

/**
 * "English | हिन्दी" (issue 31, decision 060): the page's own language as plain text, the other a link to the same
 * page in it through the server's /language/<language>, which remembers the choice in a cookie (and the browser then
 * saves it on the account when signed in). Each name is written in its own language and marked so.
 */
export function LanguageSwitch({
	className,
	onSwitch,
}: {
	className?: string;
	onSwitch?: (language: Language) => void;
}) {
	const location = useLocation();
	const here = `${location.pathname}${location.search}`;
	return (
		<nav aria-label={languageMessages.choose} className={className}>
			{LANGUAGES.map((language, index) => (
				<span key={language}>
					{index > 0 ? <span aria-hidden="true"> | </span> : null}
					{language === LANGUAGE ? (
						<span aria-current="true" lang={HTML_LANG[language]} className="font-semibold">
							{LANGUAGE_NAMES[language]}
						</span>
					) : (
						<a
							href={switchHref(language, here)}
							hrefLang={HTML_LANG[language]}
							lang={HTML_LANG[language]}
							className="underline-offset-2 hover:underline"
							data-language={language}
							onClick={() => onSwitch?.(language)}
						>
							{LANGUAGE_NAMES[language]}
						</a>
					)}
				</span>
			))}
		</nav>
	);
}

const chosen = () => document.cookie.split("; ").some((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`));

/**
 * On an English page, a first visit whose browser prefers Hindi is offered the Hindi pages (never sent there):
 * drawn only in the browser, after hydration, so the kept page is the same for everyone. "No" remembers English.
 */
export function LanguageOffer() {
	const location = useLocation();
	const [open, setOpen] = useState(false);
	useEffect(() => {
		if (LANGUAGE !== "en" || chosen()) return;
		const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
		setOpen(prefersHindi(languages.map((tag, index) => `${tag};q=${Math.max(1 - index * 0.1, 0.1)}`).join(",")));
	}, []);
	if (!open) return null;
	const here = `${location.pathname}${location.search}`;
	return (
		<section
			aria-label={languageMessages.choose}
			lang={HTML_LANG.hi}
			className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-3 bg-white px-4 py-3 text-sm text-slate-800 shadow-[0_-2px_8px_rgba(0,0,0,0.12)]"
		>
			<p>{languageMessages.offerHindi}</p>
			<a href={switchHref("hi", here)} className="rounded-full bg-brand-700 px-4 py-2 font-medium text-white">
				{languageMessages.readInHindi}
			</a>
			<button
				type="button"
				className="rounded-full px-3 py-2 text-slate-600 underline"
				onClick={() => {
					// biome-ignore lint/suspicious/noDocumentCookie: one cookie the server reads too (the Cookie Store API is not in every browser the shop serves)
					document.cookie = `${LANGUAGE_COOKIE}=en; path=/; max-age=31536000; samesite=lax`;
					setOpen(false);
				}}
			>
				{languageMessages.stayInEnglish}
			</button>
		</section>
	);
}
