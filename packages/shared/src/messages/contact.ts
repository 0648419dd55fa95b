export const nameRequired = "Please enter your name";
export const nameShort = "Name must be at least 2 characters";
export const nameLong = "Name must be at most 80 characters";
export const emailRequired = "Please enter your email";
export const emailInvalid = "Please enter a valid email address";
export const messageRequired = "Please write your message";
export const messageShort = "Message must be at least 10 characters";
export const messageLong = "Message must be at most 2000 characters";
export const sent = (name: string) =>
	`Thank you, ${name}! Your message has reached us and we will reply within one working day.`;
export const failed = "Your message could not be sent. Please try again.";
