import {
	adminOneOf,
	adminTaxonomyCreateSchema,
	adminTaxonomyItemParamSchema,
	adminTaxonomyItemSchema,
	adminTaxonomyKindParamSchema,
	adminTaxonomyOrderSchema,
	adminTaxonomySchema,
	adminTaxonomyUpdateSchema,
	TAXONOMY_KIND_INFO,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { audited } from "../../modules/audit/index.ts";
import {
	adminTaxonomy,
	catalogueTranslationCounts,
	createTaxonomyItem,
	orderTaxonomy,
	updateTaxonomyItem,
} from "../../modules/catalog/index.ts";
import { bannerTranslationCount } from "../../modules/content/index.ts";
import { staffOf } from "./staff-guard.ts";

/**
 * Catalogue setup: categories, subcategories, super-subcategories and brands. The catalogue
 * module's service makes each change in `audited()`'s transaction and tells the storefront's cache.
 */
/** A section's Hindi, counted: texts that could have one, those that do, and the share in whole percent. */
const translationShare = z.object({
	total: z.number().int(),
	translated: z.number().int(),
	percent: z.number().int(),
});
const withPercent = ({ total, translated }: { total: number; translated: number }) => ({
	total,
	translated,
	percent: total === 0 ? 100 : Math.floor((translated * 100) / total),
});

export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/taxonomy/translations",
		{
			schema: {
				summary: "How much of the catalogue has its Hindi, per section (the console's translated: x%)",
				description:
					"Products count their name, short description and description; categories and subcategories their name; banners their alt text. Brand names stay as they are and are not counted (decision 061).",
				response: {
					200: adminOneOf(
						z.object({
							products: translationShare,
							categories: translationShare,
							subcategories: translationShare,
							banners: translationShare,
						}),
					),
				},
			},
		},
		async () => {
			const catalogue = await catalogueTranslationCounts(app.db);
			return {
				status: true as const,
				response: {
					products: withPercent(catalogue.products),
					categories: withPercent(catalogue.categories),
					subcategories: withPercent(catalogue.subcategories),
					banners: withPercent(await bannerTranslationCount(app.db)),
				},
			};
		},
	);

	app.get(
		"/taxonomy",
		{
			schema: {
				summary: "Every category, subcategory, super-subcategory and brand, shown or hidden, with product counts",
				response: { 200: adminOneOf(adminTaxonomySchema) },
			},
		},
		async () => ({ status: true as const, response: await adminTaxonomy(app.db) }),
	);

	app.post(
		"/taxonomy/:kind",
		{
			schema: {
				summary:
					"Creates a category, subcategory (parent_id: its category), super-subcategory (parent_id: its subcategory) or brand",
				params: adminTaxonomyKindParamSchema,
				body: adminTaxonomyCreateSchema,
				response: { 201: adminOneOf(adminTaxonomyItemSchema) },
			},
		},
		async (request, reply) => {
			const { kind } = request.params;
			const created = await audited(app.db, staffOf(request), { entity: kind, action: "create" }, async (tx) => {
				const after = await createTaxonomyItem(tx, kind, request.body);
				return { entityId: after.id, before: null, after, result: after };
			});
			reply.code(201);
			return {
				status: true as const,
				message: `${TAXONOMY_KIND_INFO[kind].label} ${created.name} created`,
				response: created,
			};
		},
	);

	app.patch(
		"/taxonomy/:kind/:id",
		{
			schema: {
				summary: "Renames one, or shows or hides it on the storefront",
				params: adminTaxonomyItemParamSchema,
				body: adminTaxonomyUpdateSchema,
				response: { 200: adminOneOf(adminTaxonomyItemSchema) },
			},
		},
		async (request) => {
			const { kind, id } = request.params;
			const { name, active, name_hi } = request.body;
			const action = name !== undefined ? "rename" : active !== undefined ? (active ? "show" : "hide") : "translate";
			const after = await audited(app.db, staffOf(request), { entity: kind, action }, async (tx) => {
				const done = await updateTaxonomyItem(tx, kind, id, { name, active, name_hi });
				return { entityId: id, before: done.before, after: done.after, result: done.after };
			});
			const label = TAXONOMY_KIND_INFO[kind].label;
			const message =
				active === undefined && name === undefined
					? `${label} ${after.name}: Hindi name saved`
					: name !== undefined
						? `${label} renamed to ${after.name}`
						: `${label} ${after.name} ${after.active ? "shown on the storefront" : "hidden from the storefront"}`;
			return { status: true as const, message, response: after };
		},
	);

	app.put(
		"/taxonomy/:kind/order",
		{
			schema: {
				summary: "Puts every category, or every subcategory of one category, in a new order",
				params: adminTaxonomyKindParamSchema,
				body: adminTaxonomyOrderSchema,
				response: { 200: adminOneOf(z.array(z.number().int())) },
			},
		},
		async (request) => {
			const { kind } = request.params;
			const ids = await audited(app.db, staffOf(request), { entity: kind, action: "reorder" }, async (tx) => {
				const done = await orderTaxonomy(tx, kind, request.body.ids);
				return { entityId: kind, before: done.before, after: done.after, result: done.after };
			});
			return { status: true as const, message: "Order saved", response: ids };
		},
	);
};
