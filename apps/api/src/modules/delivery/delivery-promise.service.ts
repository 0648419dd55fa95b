import {
	type CodTerms,
	codTerms,
	type DeliveryPromise,
	deliveryMessages,
	deliveryPromiseText,
	deliveryZone,
	formatWeekdayDayMonth,
	type Language,
	messages,
	paiseToRupees,
	promisedDate,
} from "@pitara/shared";
import { text } from "@pitara/shared/i18n";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import { type DeliveryInputs, readDeliveryInputs } from "./delivery-settings.repository.ts";

/**
 * Where and when a parcel to `pincode` comes: its zone from the dispatch
 * pincode, the date by the zone's business days and the cut-off, or that the
 * pincode is not served. An unknown pincode is a 404 with the address form's words.
 */
export async function deliveryPromise(db: Db, pincode: string, at: Date = new Date()): Promise<DeliveryPromise> {
	const promise = await findDeliveryPromise(db, pincode, at);
	if (!promise) throw notFound(messages.addresses.unknownPincode(pincode), "UNKNOWN_PINCODE");
	return promise;
}

/**
 * The same promise, or null for a pincode the directory does not know (an
 * address saved before pincodes were checked): placing an order makes no
 * promise for it rather than refusing it (decision 019).
 */
export async function findDeliveryPromise(
	db: Db,
	pincode: string,
	at: Date = new Date(),
): Promise<DeliveryPromise | null> {
	return promiseOf(await readDeliveryInputs(db, pincode), at);
}

/** The promise from inputs already read (readDeliveryInputs, or a statement with deliveryInputsSql in it). */
export function promiseOf(inputs: DeliveryInputs, at: Date = new Date()): DeliveryPromise | null {
	const { pincode, to, delivery: settings, cod } = inputs;
	if (!to) return null;
	const place = { pincode: to.pincode, district: to.district, state: to.state };
	const offer = (terms: CodTerms) => ({
		available: terms.zoneAllowed,
		max_total: paiseToRupees(terms.maxTotal),
		fee: paiseToRupees(terms.fee),
	});
	if (settings.unserviceable.includes(pincode)) {
		const none = { ...codTerms(cod, pincode, null), zoneAllowed: false };
		return {
			...place,
			serviceable: false,
			zone: null,
			date: null,
			message: deliveryMessages.unserviceable(pincode),
			cod: offer(none),
		};
	}
	const from = inputs.from ?? to;
	const zone = deliveryZone(from, to);
	const date = promisedDate(at, settings.zoneDays[zone], settings.cutoff);
	return {
		...place,
		serviceable: true,
		zone,
		date,
		message: deliveryPromiseText(date),
		cod: offer(codTerms(cod, pincode, zone)),
	};
}

/**
 * The promise as a shopper reads it in a language (issue 31): the service words it in English (the checkout and the
 * orders keep that); in another language its message is the catalogue's text in that language, "Delivery by Thu, 26
 * Nov" with that language's weekday and month (the date is India's, as promisedDate reckons it) and "Sorry, we do
 * not deliver to …" likewise.
 */
export function deliveryPromiseIn(promise: DeliveryPromise, language: Language): DeliveryPromise {
	if (language === "en") return promise;
	const message =
		promise.serviceable && promise.date
			? text(language, "catalog.deliveryBy").replace(
					"{date}",
					formatWeekdayDayMonth(new Date(`${promise.date}T00:00:00Z`), {
						weekdays: text(language, "language.weekdaysShort"),
						months: text(language, "language.monthsShort"),
					}),
				)
			: text(language, "checkout.notDeliveredTo", [promise.pincode]);
	return { ...promise, message };
}
