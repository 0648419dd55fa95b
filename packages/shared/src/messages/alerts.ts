/** Back-in-stock alerts (issue 26 item 5), texts of the lazily loaded pages only (the first load stays small). */
export const alertMessages = {
	/** a sold-out size's button on the product page, and what its form answers there */
	notifyMe: "Notify me",
	notifyMeSaved: "We'll message you when this size is back in stock.",
} as const;
