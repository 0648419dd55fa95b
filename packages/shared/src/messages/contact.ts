export const nameRequired = "Please enter your name";
export const nameShort = "Name must be at least 2 characters";
export const nameLong = "Name must be at most 80 characters";
export const emailRequired = "Please enter your email";
export const emailInvalid = "Please enter a valid email address";
export const phoneInvalid = "Please enter a 10-digit Indian mobile number, or leave it empty";
export const messageRequired = "Please write your message";
export const messageShort = "Message must be at least 10 characters";
export const messageLong = "Message must be at most 2000 characters";
export const sent = (name: string) =>
	`Thank you, ${name}! Your message has reached us and we will reply within one working day.`;
export const failed = "Your message could not be sent. Please try again.";

export const contactUs = "Contact Us";
export const aQuestionAboutSizes =
	"A question about sizes, an order or a gift? Write to us and a real person from our Bengaluru team will reply within one working day.";
export const aComplaint = "A complaint about an order, a payment or your data?";
export const writeToGrievanceOfficer = "Write to our grievance officer";
export const forATicket = "for a ticket number at once.";
export const sendUsAMessage = "Send us a message";
export const reachUs = "Reach us";
export const address = "Address";
export const phone = "Phone";
export const email = "Email";
export const hours = "Hours";
export const closedOnSundaysAnd = "Closed on Sundays and public holidays";
/** the shop's default hours and warranty (settings; a Hindi page shows these twins while the English is the default) */
export const hoursWeekdays = "Mon-Fri 9AM-6PM";
export const hoursSaturday = "Sat 10AM-4PM";
export const warrantyOneYear = "1 year";
export const followUs = "Follow us";
export const map = "Map";
export const messageSent = "Message sent";
export const sendAnotherMessage = "Send another message";
export const contactForm = "Contact form";
export const name = "Name";
export const message = "Message";
export const phoneOptional = "Mobile number (optional)";
export const phoneWhy = "Only to tell you by SMS when we have answered.";
export const jyotiNivasPark = "Jyoti Nivas Park";
export const t80FeetRoad = "80 Feet Road";
export const t17thMain = "17th Main";
export const t1stCross = "1st Cross";
export const t5thBlock = "5th Block";
export const openInMaps = "Open in Maps";
// the e-mailed answer to a contact message (the console's reply), in the language of the shopper with that e-mail
export const replySubject = "Re: your message to Pitara";
export const replyYouWrote = (when: string) => `On ${when} (India) you wrote:`;

export const sending = "Sending…";
export const sendMessage = "Send Message";
