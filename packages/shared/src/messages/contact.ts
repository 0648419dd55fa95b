export const contactMessages = {
	nameRequired: "Please enter your name",
	nameShort: "Name must be at least 2 characters",
	nameLong: "Name must be at most 80 characters",
	emailRequired: "Please enter your email",
	emailInvalid: "Please enter a valid email address",
	messageRequired: "Please write your message",
	messageShort: "Message must be at least 10 characters",
	messageLong: "Message must be at most 2000 characters",
	sent: (name: string) => `Thank you, ${name}! Your message has reached us and we will reply within one working day.`,
	failed: "Your message could not be sent. Please try again.",
} as const;
