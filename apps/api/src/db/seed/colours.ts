/**
 * The colours products come in: the name shoppers see and the shades the
 * drawings use. A palette is derived from one base colour so every drawing
 * of a "Rose Pink" frock, cap or bag looks like the same pink.
 */
export const COLOURS = {
	"Rose Pink": "#e8798e",
	"Baby Pink": "#f4b6c2",
	"Sky Blue": "#6fa8dc",
	"Powder Blue": "#a9cbe8",
	"Navy Blue": "#2f4a7a",
	"Royal Blue": "#3a5fc8",
	"Mint Green": "#7cc6a4",
	"Bottle Green": "#2e6b4f",
	"Olive Green": "#7a8450",
	"Sunshine Yellow": "#f6c945",
	Mustard: "#d9a21b",
	Lavender: "#a98bd4",
	Purple: "#7b4fa6",
	Coral: "#f2845c",
	Peach: "#f6b38e",
	Orange: "#f08a24",
	Red: "#d64545",
	Maroon: "#8e2c3f",
	Teal: "#2a9d8f",
	White: "#f7f5f0",
	Cream: "#efe3c8",
	Beige: "#d8c3a0",
	Khaki: "#b59f6b",
	Brown: "#8b5a3c",
	"Grey Melange": "#a7a9ac",
	Charcoal: "#4a4d52",
	Black: "#2b2b2b",
	"Denim Blue": "#4a6c9b",
	"Light Denim": "#8faacb",
	Gold: "#d4af37",
	Silver: "#bfc5cc",
	"Rose Gold": "#d8a08c",
	Oxidised: "#6e6a66",
	Green: "#3e9b5a",
	Multicolour: "#f2845c",
} as const;

export type ColourName = keyof typeof COLOURS;

export interface Palette {
	name: ColourName;
	main: string;
	/** shadows, seams, outlines */
	dark: string;
	/** highlights */
	light: string;
	/** the background tint the item sits on */
	pale: string;
	/** a contrasting colour for prints and trims */
	accent: string;
	/** text and fine lines drawn on the item */
	ink: string;
}

function parse(hex: string): [number, number, number] {
	const value = Number.parseInt(hex.slice(1), 16);
	return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function format([r, g, b]: [number, number, number]): string {
	return `#${[r, g, b]
		.map((c) =>
			Math.round(Math.max(0, Math.min(255, c)))
				.toString(16)
				.padStart(2, "0"),
		)
		.join("")}`;
}

/** Mixes `hex` with `other`; amount 0 keeps hex, 1 gives other. */
export function mix(hex: string, other: string, amount: number): string {
	const a = parse(hex);
	const b = parse(other);
	return format([a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]);
}

export function luminance(hex: string): number {
	const [r, g, b] = parse(hex);
	return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Trims that sit well on each base colour (chosen by eye, not by formula). */
const ACCENTS: Partial<Record<ColourName, string>> = {
	"Rose Pink": "#fff4c7",
	"Baby Pink": "#e8798e",
	"Sky Blue": "#f6c945",
	"Powder Blue": "#2f4a7a",
	"Navy Blue": "#f6c945",
	"Royal Blue": "#f7f5f0",
	"Mint Green": "#f7f5f0",
	"Bottle Green": "#d4af37",
	"Olive Green": "#efe3c8",
	"Sunshine Yellow": "#e8798e",
	Mustard: "#2f4a7a",
	Lavender: "#fff4c7",
	Purple: "#d4af37",
	Coral: "#fff4c7",
	Peach: "#7cc6a4",
	Orange: "#2f4a7a",
	Red: "#f7f5f0",
	Maroon: "#d4af37",
	Teal: "#f6c945",
	White: "#6fa8dc",
	Cream: "#d64545",
	Beige: "#8b5a3c",
	Khaki: "#2f4a7a",
	Brown: "#efe3c8",
	"Grey Melange": "#d64545",
	Charcoal: "#f2845c",
	Black: "#d64545",
	"Denim Blue": "#f7f5f0",
	"Light Denim": "#2f4a7a",
	Gold: "#d64545",
	Silver: "#3a5fc8",
	"Rose Gold": "#2a9d8f",
	Oxidised: "#2a9d8f",
	Green: "#f6c945",
	Multicolour: "#3a5fc8",
};

const WHITE = "#ffffff";
const BLACK = "#000000";

export function palette(name: ColourName): Palette {
	const main = COLOURS[name];
	const bright = luminance(main);
	return {
		name,
		main,
		// very light items (white, cream) need firmer outlines and a deeper backdrop to stand out
		dark: mix(main, BLACK, bright > 0.85 ? 0.4 : 0.28),
		light: mix(main, WHITE, 0.45),
		pale: bright > 0.85 ? mix(main, "#c9d5e2", 0.75) : mix(main, WHITE, 0.82),
		accent: ACCENTS[name] ?? "#f7f5f0",
		ink: bright > 0.6 ? mix(main, BLACK, 0.6) : "#ffffff",
	};
}
