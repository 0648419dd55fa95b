import { HTML_LANG, type Language, pathInLanguage } from "@pitara/shared";
import { translateFromEnglish } from "@pitara/shared/i18n";
import type { PageHead } from "./html-page.ts";

/**
 * A page's <head> in another language (decision 060): its title and description put into the language by the i18n
 * runtime (the page-head modules write the catalogue's English, `headsMessages`), its canonical the page's own URL in
 * that language. What is not a catalogue text (a product's name) stays as the module wrote it.
 */
export function localizeHead(head: PageHead, language: Language, publicUrl: string, known: boolean): PageHead {
	if (language === "en") return head;
	return {
		...head,
		title: translateFromEnglish(head.title, language),
		...(head.description ? { description: translateFromEnglish(head.description, language) } : {}),
		...(known && head.canonical
			? {
					canonical: `${publicUrl}${pathInLanguage(language, new URL(head.canonical).pathname)}${new URL(head.canonical).search}`,
				}
			: {}),
	};
}

/**
 * A language's build of index.html as its pages are sent: `<html lang>` of the language, and the template's own texts
 * (the static header's, the <noscript> notice, the default title and description) in it where the catalogue has them.
 */
export function localizeTemplate(html: string, language: Language): string {
	if (language === "en") return html;
	return html
		.replace(/<html lang="[^"]*">/, `<html lang="${HTML_LANG[language]}">`)
		.replace(/(content|aria-label|alt)="([^"]+)"/g, (whole, name: string, value: string) => {
			const translated = translateFromEnglish(value, language);
			return translated === value ? whole : `${name}="${translated.replace(/"/g, "&quot;")}"`;
		})
		.replace(/>([^<>]*[A-Za-z][^<>]*)</g, (whole, content: string) => {
			const text = content.trim();
			const translated = translateFromEnglish(text, language);
			return translated === text ? whole : `>${content.replace(text, () => translated)}<`;
		});
}
