/** Content: banners, the home page's sections, the newsletter and contact messages. */
export {
	addSubscriber,
	announceBannerMoments,
	type BannerRow,
	type BannerValues,
	bannerTranslationCount,
	type ContactMessageRow,
	contactMessagesOfEmail,
	deleteBanner,
	deleteHandledContactMessages,
	eraseContentOfEmail,
	insertBanner,
	insertContactMessage,
	listBanners,
	listContactMessages,
	listSubscribers,
	setContactMessageRead,
	subscriberOfEmail,
	updateBanner,
} from "./content.repository.ts";
export { activeBanners, bannerOwnHref, toBanner } from "./content.service.ts";
export {
	type ContactReplyRow,
	countUnhandledContactMessages,
	findContactMessage,
	insertContactReply,
	repliesOfMessage,
} from "./conversations.repository.ts";
export { changeShopContact, SHOP_CONTACT_KEY, shopContact } from "./shop-contact.repository.ts";
export { shopWordsIn } from "./shop-words.ts";
export { allSubscribers, lockContactMessage } from "./staff-content.repository.ts";
