export const profileMessages = {
	loadFailed: "Failed to fetch profile data",
	fetched: "Profile fetched successfully",
	updateFailed: "Failed to update profile",
	updated: "Profile updated successfully!",
	notProvided: "Not provided",
	notSpecified: "Not specified",
	/** the Pitara Credit page (issue 24), a view of the account's page */
	creditTitle: "Pitara Credit",
	creditBalance: "Balance",
	creditEmpty: "No Pitara Credit yet. Refunds you choose to take as credit appear here.",
	creditLoadFailed: "Failed to load your Pitara Credit",
	creditKinds: { credit: "Added", debit: "Spent", expiry: "Expired" } as Record<string, string>,
	creditOrder: (orderId: number) => `Order #${orderId}`,
	creditLinkHint: "Your balance and every credit and spend",
} as const;
