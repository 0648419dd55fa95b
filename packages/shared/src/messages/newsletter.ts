export const newsletterMessages = {
	subscribed: "Thank you for joining the Pitara family!",
	alreadySubscribed: "You're already on our list, thank you! Your first-order code is below.",
	failed: "We could not add you just now. Please try again.",
} as const;
