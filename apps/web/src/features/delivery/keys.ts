/** The delivery feature's query keys. */
export const deliveryKeys = {
	promise: (pincode: string | null) => ["delivery-promise", pincode] as const,
};
