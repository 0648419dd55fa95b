/**
 * Every text a shopper meets, by id: one module per domain (`messages/cart.ts`), each text a named export (a text with
 * values is a function), gathered here as `cartMessages` (the module's namespace) and in `messages` (decision 038,
 * decision 046). Both the web app and the API import them from here so the two never drift apart.
 *
 * A namespace whose members are read by name is resolved by the bundler to the texts a page uses, so a page carries
 * only those (the storefront's first load: scripts/check-budgets.mjs), and the catalogue adds no bytes to it.
 */

import * as aboutMessages from "./messages/about.ts";
import * as addressesMessages from "./messages/addresses.ts";
import * as afterSaleMessages from "./messages/after-sale.ts";
import * as alertMessages from "./messages/alerts.ts";
import * as amountMessages from "./messages/amounts.ts";
import * as cartMessages from "./messages/cart.ts";
import * as catalogMessages from "./messages/catalog.ts";
import * as checkoutMessages from "./messages/checkout.ts";
import * as contactMessages from "./messages/contact.ts";
import * as errorsMessages from "./messages/errors.ts";
import * as faqMessages from "./messages/faq.ts";
import * as footerMessages from "./messages/footer.ts";
import * as giftCardMessages from "./messages/gift-card.ts";
import * as headsMessages from "./messages/heads.ts";
import * as homeMessages from "./messages/home.ts";
import * as languageMessages from "./messages/language.ts";
import * as listingMessages from "./messages/listing.ts";
import * as loginMessages from "./messages/login.ts";
import * as newsletterMessages from "./messages/newsletter.ts";
import * as ordersMessages from "./messages/orders.ts";
import * as paymentMessages from "./messages/payment.ts";
import * as priceMessages from "./messages/price.ts";
import * as privacyMessages from "./messages/privacy.ts";
import * as privacyCentreMessages from "./messages/privacy-centre.ts";
import { privacyNotice } from "./messages/privacy-notice.ts";
import * as profileMessages from "./messages/profile.ts";
import * as promoMessages from "./messages/promo.ts";
import * as registrationMessages from "./messages/registration.ts";
import * as returnsMessages from "./messages/returns.ts";
import * as reviewsMessages from "./messages/reviews.ts";
import * as shellMessages from "./messages/shell.ts";
import * as shippingMessages from "./messages/shipping.ts";
import * as sizeGuideMessages from "./messages/size-guide.ts";
import * as uiMessages from "./messages/ui.ts";
import * as wishlistMessages from "./messages/wishlist.ts";

export * as aboutMessages from "./messages/about.ts";
export * as addressesMessages from "./messages/addresses.ts";
export * as afterSaleMessages from "./messages/after-sale.ts";
export * as alertMessages from "./messages/alerts.ts";
export * as amountMessages from "./messages/amounts.ts";
export * as cartMessages from "./messages/cart.ts";
export * as catalogMessages from "./messages/catalog.ts";
export * as checkoutMessages from "./messages/checkout.ts";
export * as contactMessages from "./messages/contact.ts";
export * as errorsMessages from "./messages/errors.ts";
export * as faqMessages from "./messages/faq.ts";
export * as footerMessages from "./messages/footer.ts";
export * as giftCardMessages from "./messages/gift-card.ts";
export * as headsMessages from "./messages/heads.ts";
export * as homeMessages from "./messages/home.ts";
export * as languageMessages from "./messages/language.ts";
export * as listingMessages from "./messages/listing.ts";
export * as loginMessages from "./messages/login.ts";
export * as newsletterMessages from "./messages/newsletter.ts";
export * as ordersMessages from "./messages/orders.ts";
export * as paymentMessages from "./messages/payment.ts";
export * as priceMessages from "./messages/price.ts";
export * as privacyMessages from "./messages/privacy.ts";
export * as privacyCentreMessages from "./messages/privacy-centre.ts";
export { privacyNotice } from "./messages/privacy-notice.ts";
export * as profileMessages from "./messages/profile.ts";
export * as promoMessages from "./messages/promo.ts";
export * as registrationMessages from "./messages/registration.ts";
export * as returnsMessages from "./messages/returns.ts";
export * as reviewsMessages from "./messages/reviews.ts";
export * as shellMessages from "./messages/shell.ts";
export * as shippingMessages from "./messages/shipping.ts";
export * as sizeGuideMessages from "./messages/size-guide.ts";
export type { Messages } from "./messages/types.ts";
export * as uiMessages from "./messages/ui.ts";
export * as wishlistMessages from "./messages/wishlist.ts";

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
	language: languageMessages,
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
	afterSale: afterSaleMessages,
	about: aboutMessages,
	errors: errorsMessages,
	heads: headsMessages,
	sizeGuide: sizeGuideMessages,
	shipping: shippingMessages,
	returns: returnsMessages,
	privacyCentre: privacyCentreMessages,
	privacyNotice,
	alerts: alertMessages,
} as const;
