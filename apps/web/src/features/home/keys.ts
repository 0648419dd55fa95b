/** The home feature's query keys. */
export const homeKeys = {
	banners: ["home", "banners"] as const,
	subcategories: (category: string) => ["home", "subcategories", category] as const,
	superSubcategories: (subcategory: string, limit: number) =>
		["home", "super-subcategories", subcategory, limit] as const,
	brands: (limit: number) => ["home", "brands", limit] as const,
};
