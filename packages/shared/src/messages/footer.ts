/** The footer's texts (apps/web/src/app/layout/footer.tsx, newsletter-box.tsx), hydrated after the page: not in a first load. */

export const about =
	"Clothes, toys, books and little treasures for children, chosen by parents, delivered across India.";
export const shop = "Shop";
export const help = "Help";
export const followUs = "Follow us";
export const safetyNotice =
	"Safety notice: our toys meet Indian toy safety standards (BIS). Products with small parts are not for children under 3 years. Always supervise young children at play.";
export const pricesIncludeGst = ". Prices include GST.";
export const girls = "Girls (2-12 years)";
export const boys = "Boys (2-12 years)";
export const infants = "Infants (0-24 months)";
export const accessories = "Accessories";
export const toys = "Toys & Games";
export const ourStory = "Our Story";
export const contactUs = "Contact Us";
export const faq = "FAQ";
export const shipping = "Shipping & Delivery";
export const sizeGuide = "Size Guide";
export const privacy = "Privacy & Returns";
export const safety = "Product Safety";
export const joinFamily = "Join the Pitara family";
export const newsletterOffer = "Get 15% off your first order, plus new arrivals and offers.";
export const grievanceOfficer = "Grievance Officer";
