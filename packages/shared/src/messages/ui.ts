/** The shared components' texts (apps/web/src/components/ui): prices, amounts, dialogs, fields, toasts. */
export const uiMessages = {
	totalMrp: "Total MRP",
	discount: "Discount",
	subtotal: "Subtotal",
	promoRow: (code: string) => `Promo (${code})`,
	delivery: "Delivery",
	free: "FREE",
	codFee: "Cash on delivery fee",
	total: "Total",
	close: "Close",
	closeNamed: (title: string) => `Close ${title.toLowerCase()}`,
	qty: "Qty:",
	each: "each",
	/** read by screen readers before a price: "Price ₹1,299 MRP ₹1,999" */
	priceSr: "Price ",
	from: "from ",
	mrpSr: "MRP ",
	percentOff: (percent: number) => `${percent}% off`,
	optional: " (optional)",
	dismiss: "Dismiss",
} as const;
