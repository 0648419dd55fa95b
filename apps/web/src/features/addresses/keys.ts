/** The addresses feature's query keys. */
export const addressesKeys = {
	list: (userId: number) => ["addresses", userId] as const,
	pincode: (pincode: string) => ["pincode", pincode] as const,
};
