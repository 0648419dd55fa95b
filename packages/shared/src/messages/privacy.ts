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
export const loading = "Loading";
export const loadingGrievances = "Loading your grievances";
export const ticket = (ticket: string) => `Ticket ${ticket}`;
export const fileAnother = "File another grievance";

export const pitaraWeRunsThis =
	' ("Pitara", "we") runs this shop. This policy explains what we learn about you when you shop with us, why, and the choices you have. It applies to our website and to orders placed on it.';
export const weCollectOnlyWhat =
	"We collect only what we need to deliver your order and look after you, we never sell your personal information, and we keep it in India.";
export const accountDetails = "Account details:";
export const yourNamePhoneNumber =
	" your name, phone number, e-mail address, and, if you give them, your gender and date of birth.";
export const deliveryAddresses = "Delivery addresses";
export const youSaveAndThe = " you save, and the address, items and amounts of each order.";
export const paymentDetails = "Payment details:";
export const thePaymentMethodAnd =
	" the payment method and its status. Card numbers and UPI PINs are handled by our payment gateway; we never see or store them.";
export const messages = "Messages";
export const youSendUsThrough =
	" you send us through the contact form, and your e-mail address if you join our newsletter.";
export const technicalInformation = "Technical information:";
export const yourDeviceSIp = " your device's IP address and browser, kept in our server logs for security.";
export const toProcessDeliverAnd = "To process, deliver and track your orders, and to handle returns and refunds.";
export const toSendYouOne = "To send you one-time login codes and order updates by SMS.";
export const toAnswerYourQuestions = "To answer your questions and messages.";
export const toSendOurNewsletter = "To send our newsletter, only if you joined it; every e-mail has a link to leave.";
export const toPreventFraudAnd = "To prevent fraud and keep your account secure.";
export const toMeetOurLegal = "To meet our legal duties, such as keeping GST invoices.";
export const weDoNotUse =
	"We do not use advertising or tracking cookies. Your browser's local storage keeps your login session and your basic profile so that you stay logged in; logging out removes them.";
export const youCanClearThem = "You can clear them at any time in your browser's settings.";
export const youCanReturnUnused =
	"You can return unused items in their original condition with tags attached within 30 days of delivery. Contact us and we arrange the pick-up.";
export const onceTheItemReaches =
	"Once the item reaches us, your refund is made to the original payment method within 7-10 business days. Cash on delivery orders are refunded to your bank account or as a Pitara gift card, as you prefer.";
export const forHygieneReasonsInnerwear =
	"For hygiene reasons innerwear, earrings and opened skincare cannot be returned unless they arrived damaged or not as described.";
export const youCanSeeAnd =
	"You can see and correct your details in your profile, and ask us to delete your account or send you a copy of your information by writing to";
export const weKeepOrderAnd = ". We keep order and invoice records for as long as Indian tax law requires.";
export const privacyPolicy = "Privacy Policy";
export const lastUpdatedJune1 = "Last updated June 1, 2023";
export const onThisPage = "On this page";
export const questionsAboutThisPolicy = "Questions about this policy?";
export const contactUs = "Contact us";

export const introduction = "Introduction";
export const informationWeCollect = "Information we collect";
export const howWeUseYour = "How we use your information";
export const cookiesAndLocalStorage = "Cookies and local storage";
export const returnAndRefundPolicy = "Return and refund policy";
export const yourChoicesAndRights = "Your choices and rights";

export const sending = "Sending…";
