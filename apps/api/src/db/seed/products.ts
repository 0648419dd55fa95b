import { AGE_GROUPS, type AgeGroup } from "@pitara/shared";
import { ART, type ArtKind } from "./art.ts";
import {
	CATALOGUE,
	type CategorySpec,
	type LineSpec,
	type Named,
	SIZE_AGE,
	type SubcategorySpec,
} from "./catalogue.ts";
import type { ColourName } from "./colours.ts";
import { type BookCover, MOTIFS, VIEWS, type View } from "./draw.ts";
import { chance, hashString, pick, type Random, randomInt, rngFor, sample, weighted } from "./random.ts";

/**
 * Turns a product number into a product: which subcategory, name, brand,
 * sizes, colours, prices, stock, descriptions and pictures. Product n is the
 * same on every run and does not depend on how many products are made, so
 * topping a catalogue up to 10,000 continues where the demo stopped.
 */

const DAY_MS = 86_400_000;
/** how far back "created_at" goes, so the newest sort means something */
export const CREATED_WITHIN_DAYS = 120;

export type ImageRequest =
	| { kind: "art"; art: ArtKind; colour: ColourName; view: View }
	| { kind: "book"; cover: BookCover; view: View };

export interface PlannedImage {
	request: ImageRequest;
	alt: string;
}

export interface PlannedVariant {
	size: string;
	color: ColourName;
	/** paise */
	price: number;
	/** paise */
	mrp: number;
	stock: number;
	sku: string;
	descriptionHtml: string;
	specificationsHtml: string;
	position: number;
	images: PlannedImage[];
}

export interface PlannedProduct {
	serial: number;
	name: string;
	category: CategorySpec;
	subcategory: SubcategorySpec;
	brand: string;
	featured: boolean;
	ageGroups: AgeGroup[];
	searchKeywords: string;
	createdAt: Date;
	variants: PlannedVariant[];
}

interface Slot {
	category: CategorySpec;
	subcategory: SubcategorySpec;
	/** how many earlier slots of the same cycle hold this subcategory */
	occurrence: number;
}

/**
 * The order products are dealt to subcategories: one pass over every
 * subcategory first (so any count from ~60 up covers them all), then the
 * extra copies for the busier ones. Categories are interleaved.
 */
function buildCycle(): Slot[] {
	const cycle: Slot[] = [];
	const seen = new Map<SubcategorySpec, number>();
	const maxWeight = Math.max(...CATALOGUE.flatMap((c) => c.subcategories.map((s) => s.weight)));
	for (let round = 0; round < maxWeight; round++) {
		const longest = Math.max(...CATALOGUE.map((c) => c.subcategories.length));
		for (let index = 0; index < longest; index++) {
			for (const category of CATALOGUE) {
				const subcategory = category.subcategories[index];
				if (!subcategory || subcategory.weight <= round) continue;
				const occurrence = seen.get(subcategory) ?? 0;
				seen.set(subcategory, occurrence + 1);
				cycle.push({ category, subcategory, occurrence });
			}
		}
	}
	return cycle;
}

const CYCLE = buildCycle();
export const SUBCATEGORY_COUNT = CATALOGUE.reduce((sum, c) => sum + c.subcategories.length, 0);

function slotFor(serial: number): Slot & { nth: number } {
	const slot = CYCLE[serial % CYCLE.length] as Slot;
	const round = Math.floor(serial / CYCLE.length);
	return { ...slot, nth: round * slot.subcategory.weight + slot.occurrence };
}

/* money ------------------------------------------------------------------ */

const MIN_PRICE = 199;
const MAX_PRICE = 4999;

/** Shop prices end in 49 or 99 below ₹1,000 and in 99 above: ₹449, ₹1,299. */
function nicePrice(rupees: number): number {
	const step = rupees < 1000 ? 50 : 100;
	return Math.max(step - 1, Math.round(rupees / step) * step - 1);
}

function clampPrice(rupees: number): number {
	return Math.min(MAX_PRICE, Math.max(MIN_PRICE, rupees));
}

/* text ------------------------------------------------------------------- */

export function escapeHtml(text: string): string {
	return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function fill(template: string, values: { name: string; colour: string; brand: string }): string {
	return template
		.replace(/\{name\}/g, values.name)
		.replace(/\{colour\}/g, values.colour)
		.replace(/\{brand\}/g, values.brand);
}

function sentenceCase(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}

function colourWords(colour: ColourName): string {
	return colour === "Multicolour" ? "bright colours" : colour.toLowerCase();
}

interface ProductName {
	name: string;
	/** the name without an edition; a book's cover shows this title */
	title: string;
	art: ArtKind | null;
	/** the fabric named in the product name, if any */
	fabric: string | null;
}

function nameFor(category: CategorySpec, line: LineSpec, nth: number, rng: Random): ProductName {
	const resolve = (named: Named): { name: string; art: ArtKind | null } =>
		typeof named === "string" ? { name: named, art: line.art[0] ?? null } : { name: named[0], art: named[1] };
	if (line.names && line.names.length > 0) {
		const { name, art } = resolve(line.names[nth % line.names.length] as Named);
		// the first round uses the plain names; later rounds (big catalogues) add an edition
		const round = Math.floor(nth / line.names.length);
		const edition = round === 0 ? "" : (category.editions[(round - 1) % category.editions.length] ?? "");
		const full = edition === "" ? name : edition.startsWith(" ") ? `${name}${edition}` : `${edition} ${name}`;
		return { name: full, title: name, art, fabric: null };
	}
	const compose = line.compose;
	if (!compose) throw new Error("a line needs names or compose");
	const style = compose.styles[nth % compose.styles.length] as string;
	const fabric = compose.fabrics && chance(rng, 0.6) ? pick(rng, compose.fabrics) : null;
	const noun = resolve(pick(rng, compose.nouns));
	const name = fabric ? `${style} ${fabric} ${noun.name}` : `${style} ${noun.name}`;
	return { name, title: name, art: noun.art, fabric };
}

/** A spec value that agrees with the fabric in the name ("Georgette Frock" is not "100% cotton"). */
function fabricSpec(values: readonly string[], fabric: string, rng: Random): string {
	const word = fabric.toLowerCase();
	const matching = values.filter((v) => v.toLowerCase().includes(word));
	if (matching.length > 0) return pick(rng, matching);
	return sentenceCase(word);
}

const BOOK_COLOURS: readonly ColourName[] = [
	"Navy Blue",
	"Teal",
	"Maroon",
	"Purple",
	"Coral",
	"Royal Blue",
	"Bottle Green",
	"Mustard",
	"Rose Pink",
	"Sky Blue",
	"Orange",
];

/** The cover of a title is always the same, whoever publishes it. */
export function bookCover(title: string): BookCover {
	const hash = hashString(title);
	return {
		title,
		colour: BOOK_COLOURS[hash % BOOK_COLOURS.length] as ColourName,
		motif: MOTIFS[(hash >>> 8) % MOTIFS.length] as BookCover["motif"],
	};
}

function ageGroupsFor(category: CategorySpec, line: LineSpec, sizes: string[], rng: Random): AgeGroup[] {
	if (category.clothing && !line.ages) {
		const groups = new Set(sizes.map((size) => SIZE_AGE[size]).filter((g): g is AgeGroup => g !== undefined));
		return AGE_GROUPS.filter((g) => groups.has(g));
	}
	const ages = line.ages ?? [];
	if (ages.length === 0) return [];
	const count = Math.min(ages.length, randomInt(rng, 1, 3));
	const start = randomInt(rng, 0, ages.length - count);
	return ages.slice(start, start + count);
}

function specificationsHtml(items: readonly (readonly [string, string])[]): string {
	return `<ul>${items.map(([label, value]) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</li>`).join("")}</ul>`;
}

function viewAlt(name: string, colour: ColourName, view: View, art: ArtKind | null, book: boolean): string {
	const inColour = colour === "Multicolour" ? name : `${name} in ${colour.toLowerCase()}`;
	if (book) {
		if (view === "front") return `Front cover of ${name}`;
		if (view === "back") return `Back cover of ${name}`;
		return `Close-up of the cover of ${name}`;
	}
	if (view === "front") return `${inColour}, front view`;
	if (view === "back") return art && ART[art].hasBack ? `${inColour}, back view` : `${inColour}, another angle`;
	return `${inColour}, ${art ? ART[art].detail : "close-up"}`;
}

/* the product ------------------------------------------------------------ */

export function planProduct(serial: number, now: number): PlannedProduct {
	const { category, subcategory, nth } = slotFor(serial);
	const line = subcategory.line;
	const rng = rngFor("pitara-product", serial);

	const { name, title, art, fabric } = nameFor(category, line, nth, rng);
	const brand = pick(rng, line.brands);
	const featured = chance(rng, 0.15);
	const createdAt = new Date(now - Math.floor(rng() * CREATED_WITHIN_DAYS * DAY_MS));

	const sizeCount = Math.min(line.sizes.length, randomInt(rng, line.sizeCount[0], line.sizeCount[1]));
	const sizeStart = randomInt(rng, 0, line.sizes.length - sizeCount);
	const sizes = line.sizes.slice(sizeStart, sizeStart + sizeCount);
	const colourCount = randomInt(rng, line.colourCount[0], line.colourCount[1]);
	const colours = sample(rng, line.colours, colourCount) as ColourName[];

	const basePrice = randomInt(rng, line.price[0], line.price[1]);
	// a fifth of products sell at MRP; the rest are 10-60% below it
	const markup = chance(rng, 0.2) ? 0 : 0.1 + rng() * 0.5;
	const imageCount = randomInt(rng, line.images[0], line.images[1]);
	// things without a distinct back (a teddy, a ball) show a close-up second
	const hasBack = line.book === true || (art !== null && ART[art].hasBack);
	const views = (hasBack ? VIEWS : (["front", "detail", "back"] as const)).slice(0, imageCount);
	const ageGroups = ageGroupsFor(category, line, sizes, rng);
	const outOfStock = subcategory.status === 0;

	// open with a sentence that names the product, then one more about it
	const intros = line.about.filter((sentence) => sentence.includes("{name}"));
	const intro = intros.length > 0 ? pick(rng, intros) : (line.about[0] ?? "");
	const about = [
		intro,
		pick(
			rng,
			line.about.filter((sentence) => sentence !== intro),
		),
	];
	const closer = pick(rng, category.closers);
	const pickedSpecs = line.specs.map(
		([label, values]) =>
			[
				label,
				fabric && (label === "Fabric" || label === "Material") ? fabricSpec(values, fabric, rng) : pick(rng, values),
			] as const,
	);

	const variants: PlannedVariant[] = [];
	sizes.forEach((size, sizeIndex) => {
		const price = clampPrice(nicePrice(basePrice + (line.sizeStep ?? 0) * sizeIndex));
		let mrp = markup === 0 ? price : nicePrice(price * (1 + markup));
		if (mrp < price) mrp = price;
		if (markup > 0 && mrp === price) mrp = price + 100;
		for (const colour of colours) {
			const position = variants.length;
			const values = { name, colour: colourWords(colour), brand };
			const description = `<p>${escapeHtml(sentenceCase(fill(about[0] ?? "", values)))}</p><p>${escapeHtml(
				sentenceCase(fill(about[1] ?? "", values)),
			)} ${escapeHtml(closer)}</p>`;
			const specs: [string, string][] = [["Brand", brand]];
			for (const [label, value] of pickedSpecs) specs.push([label, fill(value, values)]);
			if (colour !== "Multicolour") specs.push(["Colour", colour]);
			if (size !== "Standard") specs.push(["Size", size]);
			if (!category.clothing && ageGroups.length > 0) specs.push(["Age", ageGroups.join(", ")]);
			specs.push(["Country of origin", "India"]);

			const stockRoll = weighted(rng, [
				["none", 7],
				["few", 8],
				["plenty", 85],
			] as const);
			const stock = outOfStock
				? 0
				: stockRoll === "none"
					? 0
					: stockRoll === "few"
						? randomInt(rng, 1, 3)
						: randomInt(rng, 5, 60);

			const images: PlannedImage[] = views.map((view) => ({
				request: line.book
					? { kind: "book", cover: bookCover(title), view }
					: { kind: "art", art: art as ArtKind, colour, view },
				alt: viewAlt(line.book ? title : name, colour, view, art, line.book === true),
			}));
			variants.push({
				size,
				color: colour,
				price: price * 100,
				mrp: mrp * 100,
				stock,
				sku: `PIT-${category.code}-${String(serial).padStart(6, "0")}-${String(position + 1).padStart(2, "0")}`,
				descriptionHtml: description,
				specificationsHtml: specificationsHtml(specs),
				position,
				images,
			});
		}
	});

	const keywords = new Set<string>();
	for (const word of [
		brand,
		category.name,
		subcategory.name,
		...colours.filter((c) => c !== "Multicolour"),
		...line.keywords,
	]) {
		keywords.add(word.toLowerCase());
	}
	if (category.clothing)
		keywords.add(category.slug === "infants" ? "baby" : category.slug === "girls" ? "girl" : "boy");

	return {
		serial,
		name,
		category,
		subcategory,
		brand,
		featured,
		ageGroups,
		searchKeywords: [...keywords].join(" "),
		createdAt,
		variants,
	};
}
