/**
 * Every text a shopper meets that SPEC.md fixes word for word. Both the web
 * app and the API import them from here so the two never drift apart.
 *
 * One object per domain, so that a page carries the texts of its domains only (the
 * storefront's first load: scripts/check-budgets.mjs); `messages` gathers them.
 */

import { addressesMessages } from "./messages/addresses.ts";
import { cartMessages } from "./messages/cart.ts";
import { catalogMessages } from "./messages/catalog.ts";
import { checkoutMessages } from "./messages/checkout.ts";
import { contactMessages } from "./messages/contact.ts";
import { faqMessages } from "./messages/faq.ts";
import { footerMessages } from "./messages/footer.ts";
import { giftCardMessages } from "./messages/gift-card.ts";
import { homeMessages } from "./messages/home.ts";
import { listingMessages } from "./messages/listing.ts";
import { loginMessages } from "./messages/login.ts";
import { newsletterMessages } from "./messages/newsletter.ts";
import { ordersMessages } from "./messages/orders.ts";
import { paymentMessages } from "./messages/payment.ts";
import { privacyMessages } from "./messages/privacy.ts";
import { profileMessages } from "./messages/profile.ts";
import { promoMessages } from "./messages/promo.ts";
import { registrationMessages } from "./messages/registration.ts";
import { reviewsMessages } from "./messages/reviews.ts";
import { shellMessages } from "./messages/shell.ts";
import { amountMessages, priceMessages, uiMessages } from "./messages/ui.ts";
import { wishlistMessages } from "./messages/wishlist.ts";

export { addressesMessages } from "./messages/addresses.ts";
export { afterSaleMessages } from "./messages/after-sale.ts";
export { alertMessages } from "./messages/alerts.ts";
export { alertLoginMessages } from "./messages/alerts-login.ts";
export { cartMessages } from "./messages/cart.ts";
export { catalogMessages } from "./messages/catalog.ts";
export { checkoutMessages } from "./messages/checkout.ts";
export { contactMessages } from "./messages/contact.ts";
export { faqMessages } from "./messages/faq.ts";
export { footerMessages } from "./messages/footer.ts";
export { giftCardMessages } from "./messages/gift-card.ts";
export { homeMessages } from "./messages/home.ts";
export { listingMessages } from "./messages/listing.ts";
export { loginMessages } from "./messages/login.ts";
export { newsletterMessages } from "./messages/newsletter.ts";
export { ordersMessages } from "./messages/orders.ts";
export { paymentMessages } from "./messages/payment.ts";
export { privacyMessages } from "./messages/privacy.ts";
export { profileMessages } from "./messages/profile.ts";
export { promoMessages } from "./messages/promo.ts";
export { registrationMessages } from "./messages/registration.ts";
export { reviewsMessages } from "./messages/reviews.ts";
export { shellMessages } from "./messages/shell.ts";
export type { Messages } from "./messages/types.ts";
export { amountMessages, priceMessages, uiMessages } from "./messages/ui.ts";
export { wishlistMessages } from "./messages/wishlist.ts";

export const messages = {
	registration: registrationMessages,
	login: loginMessages,
	profile: profileMessages,
	addresses: addressesMessages,
	cart: cartMessages,
	wishlist: wishlistMessages,
	checkout: checkoutMessages,
	promo: promoMessages,
	giftCard: giftCardMessages,
	payment: paymentMessages,
	orders: ordersMessages,
	catalog: catalogMessages,
	reviews: reviewsMessages,
	home: homeMessages,
	faq: faqMessages,
	privacy: privacyMessages,
	newsletter: newsletterMessages,
	contact: contactMessages,
	ui: uiMessages,
	price: priceMessages,
	amounts: amountMessages,
	shell: shellMessages,
	footer: footerMessages,
	listing: listingMessages,
} as const;
