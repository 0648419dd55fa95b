/** The orders feature's query keys; other features and the app name these, never the strings. */
export const ordersKeys = {
	/** every order query: what a placed, cancelled or paid order makes stale */
	all: ["orders"] as const,
	list: (userId: number) => ["orders", userId] as const,
	tracking: (orderId: number) => ["orders", "tracking", orderId] as const,
	invoice: (orderId: number) => ["orders", "invoice", orderId] as const,
	shipments: (orderId: number) => ["orders", "shipments", orderId] as const,
	codConfirmation: (orderId: number) => ["orders", "cod-confirmation", orderId] as const,
	returns: (orderId: number) => ["orders", "returns", orderId] as const,
	/** Pitara Credit: a cancellation or refund to credit changes it, so it sits under `all` */
	credit: (userId: number) => ["orders", "credit", userId] as const,
};
