/** The listing's sorts: here, not in choices.ts, as every listing's first load needs them. */
export const SORT_OPTIONS = ["featured", "price-low", "price-high", "newest"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Timings and limits of SPEC.md §9, in milliseconds where they are times. */
export const TIMINGS = {
	toastMs: 3000,
	hoverImageCycleMs: 1500,
	carouselIntervalMs: 5000,
	comingSoonMs: 3000,
	profileSuccessMs: 3000,
	otpResendSeconds: 15,
} as const;

export const LIMITS = {
	otpLength: 6,
	phoneLength: 10,
	passwordMin: 6,
	fullNameMin: 3,
	fullNameMax: 50,
	similarProducts: 4,
	loadingPlaceholders: 8,
	priceFilterStep: 100,
	homeTilesMax: 6,
	homeFetchLimit: 20,
	searchSuggestions: 8,
	defaultPageSize: 24,
	maxPageSize: 96,
} as const;

/**
 * The catalogue's answers (listing, product page, similar products) show a
 * variant's stock up to this many; a larger stock is shown as this many and
 * means "this many or more". So an order changes a cached catalogue answer
 * only when it takes one of a variant's last units (or its last). The cart
 * shows the exact count; the server checks it on every add and order.
 */
export const SHOWN_STOCK_MAX = 10;

/** The stock a catalogue answer shows for a variant (see SHOWN_STOCK_MAX). */
export function shownStock(stock: number): number {
	return Math.max(0, Math.min(stock, SHOWN_STOCK_MAX));
}

/**
 * How many of a variant a shopper may ask for, going by the stock a catalogue
 * answer shows: that many when it is low, no limit here when it shows the
 * cap (the server checks the exact stock when the cart changes).
 */
export function shownStockLimit(shown: number): number {
	return shown >= SHOWN_STOCK_MAX ? Number.POSITIVE_INFINITY : shown;
}

export const WARRANTY_TEXT = "1 year";

/** Widths, in CSS pixels, that every product and banner image is generated in. */
export const IMAGE_WIDTHS = [240, 480, 960] as const;
/** Banners (3:1) come in IMAGE_WIDTHS plus 1920, so a full-width hero stays sharp on large screens. */
export const BANNER_IMAGE_WIDTHS = [...IMAGE_WIDTHS, 1920] as const;

/** The first-order code the newsletter offers (seeded in promo_codes; checkout accepts it). */
export const NEWSLETTER_PROMO_CODE = "WELCOME15";

export const SHOP = {
	name: "Pitara",
	legalName: "Pitara Kids Retail Private Limited",
	addressLines: ["42, 2nd Floor, Koramangala 5th Block", "Bengaluru, Karnataka 560095", "India"],
	phone: "+91 80 4567 8910",
	email: "hello@pitara.in",
	gstin: "29ABCDE1234F1Z5",
	hours: ["Mon-Fri 9AM-6PM", "Sat 10AM-4PM"],
} as const;
