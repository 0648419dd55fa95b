/** Content: banners, the home page's sections, the newsletter and contact messages. */
export { contentPages } from "./content.pages.ts";
export {
	type BannerRow,
	type BannerValues,
	type ContactMessageRow,
	deleteBanner,
	insertBanner,
	listBanners,
	listContactMessages,
	listSubscribers,
	setContactMessageRead,
	updateBanner,
} from "./content.repository.ts";
export { contentRoutes } from "./content.routes.ts";
export { toBanner } from "./content.service.ts";
export { allSubscribers, lockContactMessage } from "./staff-content.repository.ts";
