export const subscribed = "Thank you for joining the Pitara family!";
export const alreadySubscribed = "You're already on our list, thank you! Your first-order code is below.";
export const failed = "We could not add you just now. Please try again.";

export const codeForFirstOrder = (percent: number | null) =>
	`Use this code at checkout for ${percent ?? ""}% off your first order:`;
export const newsletterSignUp = "Newsletter sign-up";
export const parentSEMail = "Parent's e-mail";
export const youExampleCom = "you@example.com";
/** the footer box's button, while it sends, and the code's copy button */
export const join = "Join";
export const joining = "Joining…";
export const copyCode = "Copy code";
export const copied = "Copied";
