import type { BannerPlacement } from "@pitara/shared";
import type { BannerArt } from "./draw.ts";
import { bookCover } from "./products.ts";

/**
 * Everything in the demo shop that is not a product: campaign banners,
 * gift cards, the welcome promo code, people and what they say in reviews.
 */

export interface BannerSpec {
	/** the shop's own name for it (staff see it) */
	name: string;
	/** where the home page shows it (decision 065; SPEC.md §9 named these by title: BannerTop, winter, …) */
	placement: BannerPlacement;
	/** its picture's file name, kept from when the title placed a banner */
	picture: string;
	status: 0 | 1;
	category: string;
	subCategory: string;
	alt: string;
	/** the Hindi alt text (issue 31) */
	altHi?: string;
	position: number;
	art: BannerArt;
}

export const BANNERS: readonly BannerSpec[] = [
	{
		name: "Summer frocks festival",
		placement: "top",
		picture: "bannertop",
		status: 1,
		category: "Girls",
		subCategory: "Frocks & Dresses",
		alt: "Summer frocks festival: up to 40% off cotton frocks and dresses",
		altHi: "गर्मियों का फ्रॉक उत्सव: सूती फ्रॉक और ड्रेस पर 40% तक छूट",
		position: 0,
		art: {
			kicker: "Summer frocks festival",
			headline: "Twirl into summer",
			sub: "Cotton frocks and dresses from ₹449",
			offer: 40,
			cta: "Shop frocks",
			colour: "Rose Pink",
			items: [
				{ art: "frock", colour: "Sunshine Yellow" },
				{ art: "frock", colour: "Rose Pink" },
				{ art: "hat", colour: "Mint Green" },
			],
		},
	},
	{
		name: "Back to school",
		placement: "top",
		picture: "bannertop",
		status: 1,
		category: "Accessories",
		subCategory: "Bags",
		alt: "Back to school: up to 25% off backpacks, socks and caps",
		altHi: "फिर से स्कूल: बैग, मोज़ों और टोपियों पर 25% तक छूट",
		position: 1,
		art: {
			kicker: "Back to school",
			headline: "Ready, set, school!",
			sub: "Backpacks, socks and caps for the new term",
			offer: 25,
			cta: "Shop bags",
			colour: "Sky Blue",
			items: [
				{ art: "cap", colour: "Red" },
				{ art: "bag", colour: "Navy Blue" },
				{ art: "socks", colour: "Sunshine Yellow" },
			],
		},
	},
	{
		name: "Festive edit",
		placement: "top",
		picture: "bannertop",
		status: 1,
		category: "Boys",
		subCategory: "Ethnic Wear",
		alt: "Festive edit: up to 30% off kurta sets, lehengas and jhumkas",
		altHi: "त्योहारी कलेक्शन: कुर्ता सेट, लहंगे और झुमकों पर 30% तक छूट",
		position: 2,
		art: {
			kicker: "Festive edit",
			headline: "Little ones, big celebrations",
			sub: "Kurta sets, lehengas and jhumkas",
			offer: 30,
			cta: "Shop ethnic wear",
			colour: "Peach",
			items: [
				{ art: "kurta", colour: "Maroon" },
				{ art: "lehenga", colour: "Rose Pink" },
				{ art: "earrings", colour: "Gold" },
			],
		},
	},
	{
		// an old campaign, switched off: the home page must not show it
		name: "Diwali dhamaka",
		placement: "top",
		picture: "bannertop",
		status: 0,
		category: "Toys",
		subCategory: "",
		alt: "Diwali dhamaka: up to 50% off toys and games",
		altHi: "दिवाली धमाका: खिलौनों और खेलों पर 50% तक छूट",
		position: 3,
		art: {
			kicker: "Diwali dhamaka",
			headline: "Gifts that light up Diwali",
			sub: "Toys, games and gift sets",
			offer: 50,
			cta: "Shop gifts",
			colour: "Orange",
			items: [
				{ art: "boardgame", colour: "Red" },
				{ art: "teddy", colour: "Brown" },
			],
		},
	},
	{
		name: "Winter collection",
		placement: "winter",
		picture: "winter",
		status: 1,
		category: "Girls",
		subCategory: "Winter Wear",
		alt: "Winter collection: up to 35% off jackets, sweaters and woollens",
		altHi: "सर्दियों का कलेक्शन: जैकेट, स्वेटर और ऊनी कपड़ों पर 35% तक छूट",
		position: 0,
		art: {
			kicker: "Winter collection",
			headline: "Snug and warm this winter",
			sub: "Jackets, sweaters and woollens for every age",
			offer: 35,
			cta: "Shop winter wear",
			colour: "Powder Blue",
			snow: true,
			items: [
				{ art: "sweater", colour: "Mustard" },
				{ art: "jacket", colour: "Red" },
				{ art: "cap", colour: "Navy Blue" },
			],
		},
	},
	{
		// winter-ish but not exactly "winter": the home page must not pick it
		name: "Winter clearance",
		placement: "none",
		picture: "winter-sale",
		status: 1,
		category: "Boys",
		subCategory: "Winter Wear",
		alt: "Winter clearance: up to 50% off last season's woollens",
		altHi: "सर्दियों की सेल: पिछले मौसम के ऊनी कपड़ों पर 50% तक छूट",
		position: 1,
		art: {
			kicker: "Clearance",
			headline: "Winter clearance sale",
			sub: "Last season's woollens at half price",
			offer: 50,
			cta: "Shop the sale",
			colour: "Lavender",
			snow: true,
			items: [
				{ art: "sweater", colour: "Bottle Green" },
				{ art: "jacket", colour: "Navy Blue" },
			],
		},
	},
	{
		name: "Toys that spark joy",
		placement: "toys",
		picture: "homebannertoys",
		status: 1,
		category: "Toys",
		subCategory: "",
		alt: "Toys that spark joy: up to 20% off soft toys, blocks and remote control cars",
		altHi: "ख़ुशियों वाले खिलौने: मुलायम खिलौनों, ब्लॉक और रिमोट कंट्रोल कारों पर 20% तक छूट",
		position: 0,
		art: {
			kicker: "The toy box",
			headline: "Toys that spark joy",
			sub: "Soft toys, blocks, puzzles and more",
			offer: 20,
			cta: "Shop toys",
			colour: "Sunshine Yellow",
			items: [
				{ art: "teddy", colour: "Brown" },
				{ art: "blocks", colour: "Multicolour" },
				{ art: "rccar", colour: "Red" },
			],
		},
	},
	{
		name: "Gear up for the big match",
		placement: "sports",
		picture: "homebannersports",
		status: 1,
		category: "Sports",
		subCategory: "Cricket",
		alt: "Gear up for the big match: up to 15% off bats, balls and rackets",
		altHi: "बड़े मैच की तैयारी: बैट, गेंद और रैकेट पर 15% तक छूट",
		position: 0,
		art: {
			kicker: "Play more",
			headline: "Gear up for the big match",
			sub: "Bats, balls, rackets and cycles",
			offer: 15,
			cta: "Shop sports",
			colour: "Mint Green",
			items: [
				{ art: "bat", colour: "Royal Blue" },
				{ art: "football", colour: "Red" },
				{ art: "racket", colour: "Red" },
			],
		},
	},
	{
		name: "A story for every bedtime",
		placement: "books",
		picture: "homebannerbooks",
		status: 1,
		category: "Books",
		subCategory: "",
		alt: "A story for every bedtime: up to 10% off picture books, comics and mythology",
		altHi: "हर रात की एक कहानी: चित्र-कथाओं, कॉमिक्स और पौराणिक कथाओं पर 10% तक छूट",
		position: 0,
		art: {
			kicker: "Story time",
			headline: "A story for every bedtime",
			sub: "Picture books, comics and mythology",
			offer: 10,
			cta: "Shop books",
			colour: "Lavender",
			items: [
				{ book: bookCover("The Monsoon Elephant") },
				{ book: bookCover("Tales from the Panchatantra") },
				{ book: bookCover("Ganesha and the Moon") },
			],
		},
	},
];

export const GIFT_CARDS = [
	{ code: "PITARA-GIFT-500", initialBalance: 50_000, balance: 50_000 },
	{ code: "PITARA-GIFT-2000", initialBalance: 200_000, balance: 200_000 },
	{ code: "PITARA-GIFT-5000", initialBalance: 500_000, balance: 500_000 },
	// spent in full on an earlier order
	{ code: "PITARA-GIFT-USED", initialBalance: 100_000, balance: 0 },
] as const;

export const PROMO_CODES = [{ code: "WELCOME15", percentOff: 15, maxDiscount: 50_000, firstOrderOnly: true }] as const;

export const DEMO_CUSTOMER = {
	fullName: "Asha Verma",
	email: "asha@example.com",
	phone: "9876543210",
	password: "pitara123",
	gender: "Female",
	dob: "1990-04-12",
	address: {
		name: "Asha Verma",
		phone: "9876543210",
		pincode: "560095",
		addressLine1: "Flat 302, Lotus Residency, 6th Cross",
		addressLine2: "Koramangala 7th Block",
		city: "Bengaluru",
		state: "Karnataka",
		country: "India",
	},
} as const;

export const DEMO_ADMIN = { fullName: "Pitara Admin", email: "admin@pitara.in", phone: "9000000001" } as const;

/** Customers whose reviews give products real ratings. */
export const REVIEWERS = [
	{ fullName: "Priya Sharma", email: "priya.sharma@example.com", phone: "9811000001", gender: "Female" },
	{ fullName: "Rahul Mehta", email: "rahul.mehta@example.com", phone: "9811000002", gender: "Male" },
	{ fullName: "Fatima Sheikh", email: "fatima.sheikh@example.com", phone: "9811000003", gender: "Female" },
	{ fullName: "Arjun Reddy", email: "arjun.reddy@example.com", phone: "9811000004", gender: "Male" },
	{ fullName: "Meera Iyer", email: "meera.iyer@example.com", phone: "9811000005", gender: "Female" },
	{ fullName: "Gurpreet Kaur", email: "gurpreet.kaur@example.com", phone: "9811000006", gender: "Female" },
	{ fullName: "Sandeep Das", email: "sandeep.das@example.com", phone: "9811000007", gender: "Male" },
	{ fullName: "Ananya Bose", email: "ananya.bose@example.com", phone: "9811000008", gender: "Female" },
] as const;

type Rated = Readonly<Record<3 | 4 | 5, readonly string[]>>;

const CLOTHING_REVIEWS: Rated = {
	5: [
		"Lovely soft fabric, my daughter wore it all day without complaining.",
		"Fits true to size and the colour is exactly as in the photo.",
		"Excellent stitching. Washed it five times already and it still looks new.",
		"Got so many compliments at the birthday party. Will buy more from this brand.",
		"Very comfortable cotton, perfect for Chennai summers.",
	],
	4: [
		"Good quality for the price. Slightly long, but he will grow into it.",
		"Nice fabric and pretty print. Delivery took four days.",
		"Comfortable and well made. The colour is a shade lighter than shown.",
		"My son loves it. Buttons could be a little stronger.",
	],
	3: [
		"Decent, but runs a little small. Order one size up.",
		"Fabric is fine, colour faded slightly after a few washes.",
		"Okay for everyday wear, not as soft as I expected.",
	],
};

export const REVIEW_TEXTS: Readonly<Record<string, Rated>> = {
	girls: CLOTHING_REVIEWS,
	boys: CLOTHING_REVIEWS,
	infants: {
		5: [
			"So soft on my baby's skin, no rashes at all.",
			"The snaps make nappy changes so easy. Bought three more.",
			"Perfect gift for my niece's naamkaran. Beautiful packing too.",
			"Breathable cotton, my little one sleeps well in it.",
		],
		4: [
			"Good quality, but the 3-6 M size is a bit roomy.",
			"Soft and cute. Wish there were more colours.",
			"Nice fabric, washed well. Neck opening could be wider.",
		],
		3: ["Quality is okay, shrank a little after washing.", "Cute design but the fabric is thinner than I hoped."],
	},
	accessories: {
		5: [
			"My daughter refuses to leave the house without it now!",
			"Sturdy and bright. Survived the school bus and the playground.",
			"Great quality for the price, exactly as described.",
		],
		4: [
			"Nice and comfortable. The strap is a little long for a 4 year old.",
			"Good product, packaging could be better.",
		],
		3: ["Looks nice, but the colour is a bit different from the picture.", "Okay quality for the price."],
	},
	toys: {
		5: [
			"My son plays with it every single day. Best gift this year.",
			"Sturdy and safe, no sharp edges. Great for toddlers.",
			"Kept both kids busy for hours, and no screens!",
			"Beautiful colours and very good finish. Worth every rupee.",
		],
		4: [
			"Good toy, batteries drain a little fast.",
			"Nice quality. The box was slightly damaged in delivery but the toy was fine.",
			"My daughter loves it. A few pieces are a bit small for a 3 year old.",
		],
		3: ["Fun for a few days, then she lost interest.", "Decent, but smaller than it looks in the picture."],
	},
	sports: {
		5: [
			"Good bat for the price, well balanced and light.",
			"Perfect size for my 9 year old. Coach was impressed.",
			"Great grip and holds air well. Using it daily in the park.",
			"Excellent quality, arrived well packed.",
		],
		4: ["Good for practice. Handle grip could be thicker.", "Nice quality, took a week to arrive."],
		3: ["Okay for beginners, not for serious play.", "Decent, but the colour was different from the photo."],
	},
	books: {
		5: [
			"Beautiful illustrations, it is our bedtime favourite now.",
			"My son asks for this story every night. Lovely book.",
			"Great way to introduce our culture to the kids. Simple language.",
			"Thick pages that survive a toddler. Highly recommend.",
		],
		4: ["Lovely stories, a few pages have small print.", "Good book, arrived with a slightly bent corner."],
		3: ["Nice pictures but the stories are very short.", "Okay, a bit too easy for an 8 year old."],
	},
	biotique: {
		5: [
			"Gentle on my baby's skin, no rashes and a lovely mild smell.",
			"Been using it for months. Natural ingredients and works well.",
			"Not greasy at all and a little goes a long way.",
		],
		4: ["Good product, the pump sometimes gets stuck.", "Works well, the fragrance is a bit strong for me."],
		3: ["Okay, did not see much difference.", "Fine, but the bottle is smaller than I expected."],
	},
	jewelry: {
		5: [
			"So pretty and light, she wore it to a wedding all evening.",
			"Beautiful craftsmanship. Looks much more expensive than it is.",
			"My daughter loves the little bells. Lovely gift pouch too.",
		],
		4: ["Pretty, but the hook is a little stiff.", "Nice design, the colour is a shade darker than the photo."],
		3: ["Looks good but one stone came loose after a week.", "Okay for the price."],
	},
};
