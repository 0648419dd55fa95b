/** The categories feature's query keys. */
export const categoriesKeys = {
	all: ["categories"] as const,
};
