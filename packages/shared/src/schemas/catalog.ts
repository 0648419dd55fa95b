import { z } from "zod";

export const subcategorySummarySchema = z.object({
	sub_category_id: z.number().int(),
	name: z.string(),
});

/** One entry of GET /api/category/subcategory/fetch. */
export const categoryWithSubcategoriesSchema = z.object({
	category_id: z.number().int(),
	category_name: z.string(),
	subcategories: z.array(subcategorySummarySchema),
});
export type CategoryWithSubcategories = z.infer<typeof categoryWithSubcategoriesSchema>;

export const categoriesResponseSchema = z.object({
	status: z.literal(true),
	response: z.array(categoryWithSubcategoriesSchema),
});
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
