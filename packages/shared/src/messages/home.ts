export const homeMessages = {
	bannersFailed: "Failed to fetch banners",
	subcategoriesFailed: "Failed to fetch subcategories",
	brandsFailed: "Failed to fetch brands",
	noData: "No data available",
	noBiotiques: "No biotiques available",
	invalidBanners: "Invalid API response structure",
	noBannerResponse: "No response received from API",
	winterFallback: "BUY WINTER COLLECTION AT BEST PRICES",
	comingSoon: "Coming Soon",
} as const;
