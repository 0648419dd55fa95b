import {
	apiErrorSchema,
	deliveryPromiseQuerySchema,
	deliveryPromiseResponseSchema,
	deliveryRange,
	deliveryRangeResponseSchema,
	type IndianState,
	messages,
	pincodeLookupResponseSchema,
	pincodeParamsSchema,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { catalogueTags } from "../../lib/catalogue-changes.ts";
import { notFound } from "../../lib/errors.ts";
import { deliveryPromise, deliveryPromiseIn, deliverySettings, findPincode } from "../../modules/delivery/index.ts";
import { requestLanguage } from "../../plugins/language.ts";
import { publicRead } from "../public-reads.ts";

/** The pincode directory, for address forms and the delivery check. */
export const pincodesRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/pincodes/:pincode",
		{
			schema: {
				tags: ["delivery"],
				summary: "A pincode's district (offered as the city) and state, from India Post's directory",
				params: pincodeParamsSchema,
				response: { 200: pincodeLookupResponseSchema, 404: apiErrorSchema },
			},
		},
		async (request, reply) => {
			const { pincode } = request.params;
			const row = await findPincode(app.db, pincode);
			if (!row) throw notFound(messages.addresses.unknownPincode(pincode), "UNKNOWN_PINCODE");
			// the directory changes with a new package version, at a restart: a day in caches is safe
			reply.header("cache-control", "public, max-age=86400");
			return {
				status: true as const,
				response: { pincode: row.pincode, district: row.district, state: row.state as IndianState },
			};
		},
	);
};

/** The delivery promise for a pincode: the product page's "Check delivery", the cart and the checkout. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/delivery/promise",
		{
			schema: {
				tags: ["delivery"],
				summary: "Whether a pincode is served and by which date a parcel ordered now arrives",
				querystring: deliveryPromiseQuerySchema,
				response: { 200: deliveryPromiseResponseSchema, 404: apiErrorSchema },
			},
		},
		async (request) => {
			// worded in the request's language (a Hindi page asks with lang=hi); the date itself is the same
			const response = deliveryPromiseIn(
				await deliveryPromise(app.db, request.query.pincode),
				requestLanguage(request),
			);
			return { status: true as const, response };
		},
	);

	// a public read: the product page's server HTML shows it to a visitor (decision 039)
	publicRead(app, {
		method: "GET",
		path: "/delivery/range",
		schema: {
			tags: ["delivery"],
			summary: "The fewest and the most business days a parcel takes, over the shop's delivery zones",
			response: { 200: deliveryRangeResponseSchema },
		},
		read: async () => ({
			data: { status: true as const, response: deliveryRange(await deliverySettings(app.db)) },
			tags: [catalogueTags.delivery],
		}),
	});
};
