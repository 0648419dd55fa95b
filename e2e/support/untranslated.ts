import { translateFromEnglish } from "@pitara/shared/i18n";
import type { Page } from "@playwright/test";

/** Words that stay as they are in Hindi: the shop's name and the terms shoppers know in English (issue 31). */
const KEPT = /\b(Pitara|OTP|UPI|COD|MRP|GST|GSTIN|SMS|WhatsApp|PDF|Instagram|Facebook|YouTube)\b/g;

/**
 * What a Hindi page still says in English of the messages catalogue: every visible text, accessible name
 * (aria-label, title, alt, placeholder) and the document's title whose Hindi the catalogue has, yet which the page
 * shows in English. A text the catalogue has no Hindi for is the shop's own data (a product's English name, a
 * review): left alone. A generic pattern of the catalogue ("{x} of {y}") matches any English sentence, so a text
 * counts only when its whole Hindi is Hindi (no English word left but the kept terms).
 */
export async function untranslatedTexts(page: Page): Promise<string[]> {
	const texts = await page.evaluate(() => {
		const found = new Set<string>();
		const hidden = "script, style, noscript, template, [hidden], [aria-hidden='true']";
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
		while (walker.nextNode()) {
			const parent = walker.currentNode.parentElement;
			const text = walker.currentNode.textContent?.trim() ?? "";
			if (parent && !parent.closest(hidden) && /[A-Za-z]/.test(text)) found.add(text);
		}
		for (const element of document.querySelectorAll("[aria-label], [title], [alt], [placeholder]")) {
			if (element.closest(hidden)) continue;
			for (const name of ["aria-label", "title", "alt", "placeholder"]) {
				const value = element.getAttribute(name)?.trim();
				if (value && /[A-Za-z]/.test(value)) found.add(value);
			}
		}
		if (/[A-Za-z]/.test(document.title)) found.add(document.title);
		return [...found];
	});
	return texts.filter((text) => {
		const hindi = translateFromEnglish(text, "hi");
		return hindi !== text && !/[A-Za-z]{2,}/.test(hindi.replace(KEPT, ""));
	});
}
