/**
 * The pages' <head> texts (title and description, for a browser's tab, crawlers and link previews), which the API's
 * server renderer writes (http/store/content.pages.ts, catalog.pages.ts, lib/html-page.ts, plugins/web-app.ts).
 */
export const titleOf = (name: string) => `${name} · Pitara`;
export const defaultTitle = "Pitara · Clothes, toys and gifts for children";
export const defaultDescription =
	"Pitara is an Indian shop for children's clothing, accessories, toys, sports goods, books, jewelry and skincare, with delivery across India.";
export const notFoundTitle = "Page not found · Pitara";
export const faqTitle = "Frequently Asked Questions · Pitara";
export const faqDescription =
	"Delivery times, free shipping, returns within 30 days, refunds, payment by COD, UPI, cards or gift cards, and caring for children's clothes and toys.";
export const aboutTitle = "A treasure box for every childhood · Pitara";
export const aboutDescription =
	"Pitara's story, mission and team: safe, comfortable clothes, toys and books for children, made with care and delivered across India.";
export const contactTitle = "Contact Us · Pitara";
export const contactDescription =
	"Write to Pitara or call us: Koramangala, Bengaluru. Mon-Fri 9AM-6PM, Sat 10AM-4PM. We reply within one working day.";
export const privacyTitle = "Privacy Policy · Pitara";
export const privacyDescription =
	"What Pitara collects, how it is used, cookies, and our 30-day return and refund policy.";
export const sizeGuideTitle = "Size Guide · Pitara";
export const sizeGuideDescription =
	"Children's size charts for girls, boys and infants by age: height, chest and waist in centimetres and inches.";
/** a product page's description: its own text when it has one */
export const productAbout = (name: string, brand: string, about: string) => `${name} by ${brand}: ${about}`;
export const productNoAbout = (name: string, brand: string) => `${name} by ${brand} at Pitara.`;
export const breadcrumbHome = "Home";
/** a listing's title: `“socks” in Girls` for a search */
export const searchIn = (search: string, title: string) => `“${search}” in ${title}`;
export const everything = "children's clothing, toys and gifts";
/** `count` already "12 products", `what` the brand and category, `age` and `from` empty or " for 2-4 Years", " from ₹299" */
export const listingDescription = (count: string, what: string, age: string, from: string) =>
	`Shop ${count} of ${what}${age} at Pitara${from}. Delivery across India; free above ₹500.`;
export const forAge = (age: string) => ` for ${age}`;
export const fromPrice = (price: string) => ` from ${price}`;
