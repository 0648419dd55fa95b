import {
	type CatalogueLang,
	catalogueLangQuerySchema,
	paiseToRupees,
	type ShopInfo,
	shopInfoResponseSchema,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { catalogueTags } from "../../lib/catalogue-changes.ts";
import { shopContact, shopWordsIn } from "../../modules/content/index.ts";
import { deliveryCharge } from "../../modules/delivery/index.ts";
import { taxSettings } from "../../modules/invoices/index.ts";
import { publicRead } from "../public-reads.ts";

/** What every storefront page may show of the shop's settings (issue 27 item 7), in rupees, its words in `language`. */
export async function shopInfo(db: Db, language: CatalogueLang = "en"): Promise<ShopInfo> {
	const [charge, stored, tax] = [await deliveryCharge(db), await shopContact(db), await taxSettings(db)];
	const contact = { ...stored, ...shopWordsIn(stored, language) };
	return {
		delivery_fee: paiseToRupees(charge.fee),
		free_delivery_above: paiseToRupees(charge.freeAbove),
		phone: contact.phone,
		email: contact.email,
		address_lines: contact.addressLines,
		hours: contact.hours,
		hours_note: contact.hoursNote,
		warranty: contact.warranty,
		business_purchases: !tax.turnoverAbove5Crore,
	};
}

/**
 * `GET /api/shop`: the shop's settings a page shows (the free-delivery line, the footer's and Contact page's
 * details and hours, the default warranty). A public read the server renders into every page (the footer reads
 * it), kept in the catalogue cache under the tag `shop`, which a settings change drops (with the pages drawn from it).
 */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
	publicRead(app, {
		method: "GET",
		path: "/shop",
		knownUrls: true,
		schema: {
			tags: ["content"],
			summary: "The shop's delivery charge, contact details, hours and default warranty (its settings)",
			description:
				"`?lang=hi`: the hours, the note under them and the default warranty in Hindi — as the staff wrote them in Hindi, else the Hindi of the shop's default words while the English is the default, else the English.",
			querystring: catalogueLangQuerySchema,
			response: { 200: shopInfoResponseSchema },
		},
		read: ({ query }) => ({
			key: query.lang === "en" ? "shop" : `shop ${query.lang}`,
			build: async () => ({
				body: JSON.stringify({ status: true, response: await shopInfo(app.db, query.lang) }),
				tags: [catalogueTags.shop],
			}),
		}),
	});
};
