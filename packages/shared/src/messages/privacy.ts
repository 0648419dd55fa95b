/** Texts of the grievance officer page, its form and the account's list of tickets (issue 30 item 3). */

export const officerTitle = "Grievance officer";
export const officerIntro =
	"If something about an order, a payment or your personal data is not right, write to our grievance officer. We acknowledge every complaint within 48 hours and resolve it within 30 days.";
export const officerName = "Name";
export const officerEmail = "E-mail";
export const officerPhone = "Phone";
export const officerNotSet = "The shop has not named its grievance officer yet. Please use the form below.";
export const formTitle = "File a grievance";
export const nameLabel = "Your name";
export const emailLabel = "Your e-mail";
export const phoneLabel = "Your phone (optional)";
export const topicLabel = "About";
export const orderLabel = "Order number (optional)";
export const messageLabel = "What went wrong";
export const submit = "Send to the grievance officer";
export const topics = {
	order: "An order or delivery",
	payment: "A payment or refund",
	product: "A product",
	privacy: "My personal data",
	other: "Something else",
};
export const nameRequired = "Please enter your name";
export const nameShort = "Name must be at least 2 characters";
export const nameLong = "Name must be at most 80 characters";
export const emailRequired = "Please enter your email";
export const emailInvalid = "Please enter a valid email address";
export const phoneInvalid = "Phone number must be 10 digits";
export const topicInvalid = "Please choose what the grievance is about";
export const orderInvalid = "Order number must be at most 40 letters, digits or dashes";
export const messageRequired = "Please describe your grievance";
export const messageShort = "Please describe your grievance in at least 20 characters";
export const messageLong = "Grievance must be at most 4000 characters";
export const filed = (ticket: string) =>
	`Your grievance is filed. Your ticket number is ${ticket}. We will acknowledge it within 48 hours and resolve it within 30 days.`;
export const failed = "Your grievance could not be sent. Please try again.";
export const accountTitle = "My grievances";
export const accountEmpty = "You have not filed a grievance.";
export const status = { open: "Received", acknowledged: "Acknowledged", resolved: "Resolved" };
export const filedOn = (date: string) => `Filed ${date}`;
export const resolutionLabel = "Resolution";
export const notFound = "Grievance not found";
