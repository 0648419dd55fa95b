import { type CatalogueLang, contactMessages, SHOP, type ShopContact, WARRANTY_TEXT } from "@pitara/shared";
import { text } from "@pitara/shared/i18n";

/** The settings' default English and the catalogue's id of its twin in another language. */
const DEFAULT_TWINS: Readonly<Record<string, string>> = {
	[SHOP.hours[0]]: "contact.hoursWeekdays",
	[SHOP.hours[1]]: "contact.hoursSaturday",
	[contactMessages.closedOnSundaysAnd]: "contact.closedOnSundaysAnd",
	[WARRANTY_TEXT]: "contact.warrantyOneYear",
};

/**
 * The shop's hours, note under them and default warranty as a page in `language` shows them (issue 31): what the
 * staff wrote for that language; else, while the English is still the shop's default, the catalogue's twin of it;
 * else the English the staff wrote (a changed English never shows under stale Hindi).
 */
export function shopWordsIn(
	contact: ShopContact,
	language: CatalogueLang,
): Pick<ShopContact, "hours" | "hoursNote" | "warranty"> {
	const { hours, hoursNote, warranty } = contact;
	if (language === "en") return { hours, hoursNote, warranty };
	const twin = (english: string) => {
		const id = DEFAULT_TWINS[english];
		return id ? text(language, id) : english;
	};
	const written = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
	return {
		hours: contact.hoursHi && contact.hoursHi.length > 0 ? contact.hoursHi : hours.map(twin),
		hoursNote: written(contact.hoursNoteHi) ?? (hoursNote ? twin(hoursNote) : hoursNote),
		warranty: written(contact.warrantyHi) ?? twin(warranty),
	};
}
