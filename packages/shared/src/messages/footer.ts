/** The footer's texts (apps/web/src/app/layout/footer.tsx, newsletter-box.tsx), hydrated after the page: not in a first load. */
export const footerMessages = {
	about: "Clothes, toys, books and little treasures for children, chosen by parents, delivered across India.",
	shop: "Shop",
	help: "Help",
	followUs: "Follow us",
	safetyNotice:
		"Safety notice: our toys meet Indian toy safety standards (BIS). Products with small parts are not for children under 3 years. Always supervise young children at play.",
	pricesIncludeGst: ". Prices include GST.",
	girls: "Girls (2-12 years)",
	boys: "Boys (2-12 years)",
	infants: "Infants (0-24 months)",
	accessories: "Accessories",
	toys: "Toys & Games",
	ourStory: "Our Story",
	contactUs: "Contact Us",
	faq: "FAQ",
	shipping: "Shipping & Delivery",
	sizeGuide: "Size Guide",
	privacy: "Privacy & Returns",
	safety: "Product Safety",
	joinFamily: "Join the Pitara family",
	newsletterOffer: "Get 15% off your first order, plus new arrivals and offers.",
} as const;
