/** The shop feature's query keys. */
export const shopKeys = {
	info: ["shop"] as const,
};
