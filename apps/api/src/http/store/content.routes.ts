import {
	type Banner,
	bannersRequestSchema,
	bannersResponseSchema,
	brandsRequestSchema,
	brandsResponseSchema,
	catalogueLangQuerySchema,
	contactRequestSchema,
	contactResponseSchema,
	messages,
	NEWSLETTER_PROMO_CODE,
	newsletterRequestSchema,
	newsletterResponseSchema,
	productHref,
	subcategoriesRequestSchema,
	subcategoriesResponseSchema,
	superSubcategoriesRequestSchema,
	superSubcategoriesResponseSchema,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { catalogueTags } from "../../lib/catalogue-changes.ts";
import {
	productLinkTargets,
	randomSuperSubcategories,
	someBrands,
	subcategoriesOf,
} from "../../modules/catalog/index.ts";
import { activeBanners, addSubscriber, insertContactMessage } from "../../modules/content/index.ts";
import { emit, transaction } from "../../modules/events/index.ts";
import { ownerWantsAlert } from "../../modules/messaging/index.ts";
import { offeredPromo } from "../../modules/orders/index.ts";
import { publicRead } from "../public-reads.ts";

/** Per-IP limits for the two forms anyone can send: enough for a family behind one router, not for a script. */
export const FORM_RATE_LIMIT = { max: 10, timeWindow: "15 minutes" } as const;

/**
 * The home page's catalogue reads (SPEC.md §7: banners, subcategories,
 * super-subcategories, brands), public and read-only, and the newsletter and
 * contact forms. The admin side of the same data is content-admin.routes.ts.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
	const deps = { db: app.db, cache: app.catalogueCache };
	const lower = (value: string | number | undefined) =>
		String(value ?? "")
			.trim()
			.toLowerCase();

	/** A product link leads to the product's page while the storefront shows it; else to the slot's own link. */
	const withProductLinks = async (banners: Banner[]): Promise<Banner[]> => {
		const ids = banners.flatMap((banner) => (banner.product_id ? [banner.product_id] : []));
		if (ids.length === 0) return banners;
		const products = await productLinkTargets(app.db, ids);
		return banners.map((banner) => {
			const product = banner.product_id ? products.get(banner.product_id) : undefined;
			if (banner.link_kind !== "product") return banner;
			return { ...banner, href: product?.visible ? productHref(product.category, product.slug) : null };
		});
	};

	publicRead(app, {
		method: "POST",
		path: "/banners/all/get",
		schema: {
			tags: ["content"],
			summary: "Active banners in display order",
			description:
				"The body may be empty or carry category, subCategory, brand and age (empty strings mean any). Category and subCategory narrow the list case-insensitively; brand and age are accepted and ignored, as banners carry neither. Inactive banners (status 0) are never listed here. `?lang=hi` answers each banner's Hindi alt text where the shop wrote one, else the English (decision 061). `placement` says where the home page shows a banner (top, winter, toys, sports, books, none) and `title` still says it in SPEC.md §9's words (BannerTop, winter, homeBannerToys, …; a banner not placed: its name); `name` is the shop's own name for it; `href` is where it leads (a category's listing, a product's page, a path on the shop; null: the slot's own link), `link_kind` and `product_id` what it was set to (decision 065).",
			querystring: catalogueLangQuerySchema,
			body: bannersRequestSchema,
			response: { 200: bannersResponseSchema },
		},
		read: ({ body, query }) => {
			const category = body?.category;
			const subCategory = body?.subCategory;
			const lang = query?.lang ?? "en";
			return {
				key: `banners ${JSON.stringify([lower(category), lower(subCategory)])}${lang === "hi" ? " hi" : ""}`,
				build: async () => {
					const banners = await withProductLinks(await activeBanners(deps, { category, subCategory }, lang));
					return {
						body: JSON.stringify({ status: true, response: banners }),
						// a banner's product link follows the product (its page moves, it is hidden)
						tags: [
							catalogueTags.banners,
							...banners.flatMap((banner) => (banner.product_id ? [catalogueTags.product(banner.product_id)] : [])),
						],
					};
				},
			};
		},
	});

	publicRead(app, {
		method: "POST",
		path: "/subcategory/all/fetch",
		schema: {
			tags: ["content"],
			summary: "Subcategories of a category (by name, any case, or id) with stock status and tile image",
			description:
				"`?lang=hi` adds each subcategory's `label`: the Hindi name where the shop wrote one, else the English (decision 061); `name` stays the English a link carries.",
			querystring: catalogueLangQuerySchema,
			body: subcategoriesRequestSchema,
			response: { 200: subcategoriesResponseSchema },
		},
		read: ({ body, query }) => {
			const lang = query?.lang ?? "en";
			return {
				key: `home-subcategories ${lower(body.category_id)}${lang === "hi" ? " hi" : ""}`,
				build: async () => ({
					body: JSON.stringify({ status: true, response: await subcategoriesOf(deps, body.category_id, lang) }),
					tags: [catalogueTags.taxonomy],
				}),
			};
		},
	});

	publicRead(app, {
		method: "POST",
		path: "/super-sub-category/random/fetch",
		schema: {
			tags: ["content"],
			summary: "Up to `limit` (1–50) entries under a subcategory (by name or id), in random order",
			description:
				"`?lang=hi` adds each entry's `label`, the name to show (decision 061): an entry has no Hindi name of its own, so one named as the subcategory it leads to shows that subcategory's Hindi name, any other its English name; `name` stays the English.",
			querystring: catalogueLangQuerySchema,
			body: superSubcategoriesRequestSchema,
			response: { 200: superSubcategoriesResponseSchema },
		},
		// shuffled for every request (from the lists kept in memory), so never the same bytes twice: not kept
		read: async ({ body, query }) => ({
			data: {
				status: true as const,
				response: await randomSuperSubcategories(deps, body.sub_category_id, body.limit, query?.lang ?? "en"),
			},
			tags: [catalogueTags.taxonomy],
		}),
	});

	publicRead(app, {
		method: "POST",
		path: "/brand/fetch",
		schema: {
			tags: ["content"],
			summary: "Up to `limit` (1–50) active brands, by name or in random order",
			body: brandsRequestSchema,
			response: { 200: brandsResponseSchema },
		},
		read: async ({ body }) => {
			const choice = body ?? { random: false, limit: 20 };
			if (choice.random) {
				return {
					data: { status: true as const, response: await someBrands(deps, choice) },
					tags: [catalogueTags.taxonomy],
				};
			}
			return {
				key: `brands ${choice.limit}`,
				build: async () => ({
					body: JSON.stringify({ status: true, response: await someBrands(deps, choice) }),
					tags: [catalogueTags.taxonomy],
				}),
			};
		},
	});

	app.post(
		"/newsletter/subscribe",
		{
			config: { rateLimit: FORM_RATE_LIMIT },
			schema: {
				tags: ["content"],
				summary: "Adds an e-mail to the newsletter once and answers the first-order code",
				description:
					"A new address answers 201; one already on the list answers 200 with already_subscribed true (not an error).",
				body: newsletterRequestSchema,
				response: { 200: newsletterResponseSchema, 201: newsletterResponseSchema },
			},
		},
		async (request, reply) => {
			const { email } = request.body;
			const added = await addSubscriber(app.db, email);
			const promo = await offeredPromo(app.db, NEWSLETTER_PROMO_CODE);
			reply.code(added ? 201 : 200);
			return {
				status: true as const,
				message: added ? messages.newsletter.subscribed : messages.newsletter.alreadySubscribed,
				response: {
					email,
					already_subscribed: !added,
					promo_code: promo?.code ?? null,
					percent_off: promo?.percentOff ?? null,
				},
			};
		},
	);

	app.post(
		"/contact",
		{
			config: { rateLimit: FORM_RATE_LIMIT },
			schema: {
				tags: ["content"],
				summary: "Stores a message from the contact form for the shop's staff",
				body: contactRequestSchema,
				response: { 201: contactResponseSchema },
			},
		},
		async (request, reply) => {
			const { name, email, message, phone } = request.body;
			// the owner's alert of a new message (issue 27 item 5), through the outbox with the message
			const id = await transaction(app.db, async (tx) => {
				const written = await insertContactMessage(tx, {
					name,
					email,
					message,
					phone: phone || null,
					requesterIp: request.ip ?? null,
				});
				await emit(tx, {
					type: "ContactMessageReceived",
					messageId: written,
					...(await ownerWantsAlert(tx, "message")),
				});
				return written;
			});
			reply.code(201);
			return { status: true as const, message: messages.contact.sent(name.split(/\s+/)[0] ?? name), response: { id } };
		},
	);
};
