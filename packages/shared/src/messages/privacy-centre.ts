/**
 * Texts of Account → Privacy (issue 30 item 2): download my data, delete my account, and the links to the notice.
 * Kept out of the `messages` aggregate that every page's first load carries: only the lazy account page, the API
 * and the notice read them.
 */
export const centreTitle = "Privacy";
export const centreIntro =
	"Your data is yours. Take a copy of everything we hold about you, see who on our staff looked at it, or delete your account.";
export const downloadTitle = "Download my data";
export const downloadIntro =
	"A ZIP file, in JSON and in CSV (for a spreadsheet), with your profile, addresses, orders, invoices, reviews, wishlist, cart, alerts, consents, the messages we sent you, your grievances and each time our staff looked at your details. We text you when it is ready; the link works for 7 days.";
export const downloadButton = "Download my data";
export const downloadSendCode = "Text me a code to start";
export const downloadCodeSent = (phone: string) => `We sent a 6-digit code to ${phone}. Enter it to prepare your file.`;
export const downloadPrepare = "Prepare my file";
export const downloadRequested = "We are preparing your file. We will text you when it is ready.";
export const downloadPending = "Being prepared…";
export const downloadLinkValid = (date: string) => `Ready. The link works until ${date}.`;
export const downloadFileButton = (name: string) => `Download ${name}`;
export const downloadReady = "Your data is downloaded.";
export const downloadFailed = "Your data could not be prepared. Please try again.";
export const downloadGone = "This download has expired or is not yours.";
export const exportQueued = "We are preparing your file. We will text you when it is ready.";
export const exportAlreadyPending = "Your file is already being prepared. We will text you when it is ready.";
/** the data-export-ready SMS (registered template "data-export-ready"; the date within 30 characters) */
export const exportReadySms = (until: string) =>
	`Pitara: your data download is ready. Find it in your account under Privacy until ${until}.`;
export const consentsTitle = "Messages we may send you";
export const consentsIntro = "Turn each kind on or off. Withdrawing is as easy as agreeing, and takes effect at once.";
export const linksTitle = "Your rights";
export const linkNotice = "Read the privacy notice: what we keep, why, for how long and who receives it";
export const linkDownload = "Take a copy of your data";
export const linkDelete = "Delete your account";
export const linkGrievance = "Complain to our grievance officer";
export const deleteTitle = "Delete my account";
export const deleteIntro = "Deleting your account cannot be undone. This is what happens:";
export const erasedNow = "Erased now";
export const keptByLaw = "Kept because the law requires it";
export const keptUntil = (date: string) => `until ${date}`;
export const deleteBlocked = "You cannot delete your account yet:";
export const openReturn = (returnNumber: string, orderId: number) =>
	`Return ${returnNumber} of order #${orderId} is still open`;
export const sendCode = "Text me a code to confirm";
export const codeSent = (phone: string) => `We sent a 6-digit code to ${phone}.`;
export const codeLabel = "Code";
export const deleteButton = "Delete my account for good";
export const deleted = "Your account is deleted. Everything we were not required by law to keep is erased.";
export const alreadyDeleted = "This account is already deleted.";
export const openOrder = (orderId: number, status: string) => `Order #${orderId} is still ${status.toLowerCase()}`;
/** an open order's state in openOrder */
export const orderOnItsWay = "on its way";
export const orderBeingPrepared = "being prepared";
export const deletedCustomer = "Deleted customer";
export const erasedItems = [
	"Your name, phone number, e-mail address, gender and date of birth",
	"Your saved addresses, cart, wishlist and reviews",
	'The name, phone and street on your past orders (they will show "Deleted customer")',
	"The messages you sent us, your newsletter subscription and your grievances' details",
	"Every login session and login code: you are signed out everywhere and your phone number can register again",
];
export const keptInvoices = "Tax invoices and credit notes of your orders, exactly as issued";
export const keptInvoicesWhy =
	"GST law (CGST Act §36) requires us to keep them for 72 months after the annual return's due date";
export const keptOrders = "Your orders' amounts, items, city, state and pincode, without your name";
export const keptOrdersWhy = "Our accounts and the place of supply of the kept invoices";
export const noticeTitle = "Privacy notice";
export const noticeLink = "How we use your data (privacy notice)";
export const grievanceLink = "Grievance officer";
export const loading = "Loading";
export const accountPrivacyLink = "Account → Privacy";
/** what an erased grievance says in place of the shopper's words */
export const grievanceErasedOnRequest = "(erased at the customer's request)";
export const grievanceErasedAfterRetention = "(erased after its retention period)";

export const logInBeforeFiling = "Log in before filing to follow your ticket on your account.";
