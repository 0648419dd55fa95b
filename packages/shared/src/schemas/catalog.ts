import { z } from "zod";
import * as e from "../messages/errors.ts";

/**
 * The language of a public catalogue answer (issue 31; decision 061): `?lang=hi` answers the Hindi name, title and
 * description where the shop has written one, else the English; absent (or `en`) answers exactly what it always did.
 */
export const CATALOGUE_LANGS = ["en", "hi"] as const;
export type CatalogueLang = (typeof CATALOGUE_LANGS)[number];
export const catalogueLangSchema = z.preprocess(
	(value) => (value === "" || value === null ? undefined : value),
	z.enum(CATALOGUE_LANGS, { error: e.fieldOneOf("lang", CATALOGUE_LANGS) }).default("en"),
);
/** `?lang=` of a public catalogue read */
export const catalogueLangQuerySchema = z.object({ lang: catalogueLangSchema });

export const subcategorySummarySchema = z.object({
	sub_category_id: z.number().int(),
	name: z.string(),
	/** `?lang=hi` only: the name to show (Hindi, else English); `name` stays the English a link carries */
	label: z.string().optional(),
});

/** One entry of GET /api/category/subcategory/fetch. */
export const categoryWithSubcategoriesSchema = z.object({
	category_id: z.number().int(),
	category_name: z.string(),
	/** `?lang=hi` only: the name to show (Hindi, else English); `category_name` stays the English a link carries */
	category_label: z.string().optional(),
	subcategories: z.array(subcategorySummarySchema),
});
export type CategoryWithSubcategories = z.infer<typeof categoryWithSubcategoriesSchema>;

export const categoriesResponseSchema = z.object({
	status: z.literal(true),
	response: z.array(categoryWithSubcategoriesSchema),
});
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
