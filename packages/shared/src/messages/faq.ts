export const noResults = (query: string) => `No results found for "${query}"`;
