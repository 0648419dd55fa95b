/** The accounts feature's query keys. */
export const accountsKeys = {
	profile: (userId: number) => ["profile", userId] as const,
};
