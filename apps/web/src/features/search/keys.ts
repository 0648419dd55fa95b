/** The search feature's query keys. */
export const searchKeys = {
	suggestions: (text: string) => ["search", "suggestions", text.trim().toLowerCase()] as const,
};
