/** The login page's line for a visitor who tapped Notify me (issue 26): its own module, so that it is in that page's chunk only. */
export const alertLoginMessages = {
	notifyMeLogin: "Log in with your phone number and we'll message you when this size is back.",
} as const;
