export const faqMessages = {
	noResults: (query: string) => `No results found for "${query}"`,
} as const;
