/** The delivery feature's query keys. */
export const deliveryKeys = {
	promise: (pincode: string | null) => ["delivery-promise", pincode] as const,
	/** the shop's delivery range over its zones (server-rendered with the product page) */
	range: ["delivery-range"] as const,
};
