import { ART, type ArtKind } from "./art.ts";
import { type ColourName, luminance, mix, type Palette, palette } from "./colours.ts";
import { circle, ellipse, fitFontSize, group, line, path, rect, round, star, text, wrap } from "./svg.ts";

/**
 * Whole pictures: a product photographed from the front, back or close up on
 * a soft backdrop, a book cover, a brand's logo tile and a campaign banner.
 * Every function returns a complete SVG document; media.ts renders it.
 */

export type View = "front" | "back" | "detail";
export const VIEWS: readonly View[] = ["front", "back", "detail"];

const SQUARE = 960;
export const BANNER_SIZE = { width: 1920, height: 640 } as const;

function svgDocument(width: number, height: number, viewBox: string, body: string): string {
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;
}

function square(body: string): string {
	return svgDocument(SQUARE, SQUARE, "0 0 1000 1000", body);
}

/** The soft studio backdrop products sit on. */
function backdrop(p: Palette, variant: View): string {
	const base = variant === "back" ? mix(p.pale, "#ffffff", 0.45) : p.pale;
	let out = rect(0, 0, 1000, 1000, 0, base);
	if (variant === "back") {
		out += path("M 0 720 L 1000 560 L 1000 1000 L 0 1000 Z", p.pale, { opacity: 0.9 });
	} else {
		out += circle(160, 170, 250, "#ffffff", { opacity: 0.35 });
		out += circle(880, 840, 300, "#ffffff", { opacity: 0.3 });
		for (const [x, y, r] of [
			[120, 560, 10],
			[860, 200, 14],
			[780, 110, 8],
			[200, 880, 12],
			[920, 480, 9],
		] as const)
			out += circle(x, y, r, p.light, { opacity: 0.7 });
	}
	return out;
}

const SHADOW = ellipse(500, 884, 270, 28, "#000000", { opacity: 0.08 });

export function productSvg(art: ArtKind, colour: ColourName, view: View): string {
	const p = palette(colour);
	const definition = ART[art];
	if (view === "front") return square(backdrop(p, "front") + SHADOW + definition.draw(p, false));
	if (view === "back") {
		const item = definition.hasBack
			? definition.draw(p, true)
			: group("rotate(-10 500 520) translate(40 30) scale(0.92)", definition.draw(p, false));
		return square(backdrop(p, "back") + SHADOW + item);
	}
	const [fx, fy] = definition.focus;
	return square(
		backdrop(p, "front") +
			group(`translate(500 500) scale(2) translate(${-fx} ${-fy})`, definition.draw(p, false)) +
			rect(28, 28, 944, 944, 36, "none", { stroke: "#ffffff", width: 16, opacity: 0.7 }),
	);
}

/* -------------------------------------------------------------------- books */

export type Motif = "sun" | "moon" | "elephant" | "tree" | "rocket" | "fish" | "kite";
export const MOTIFS: readonly Motif[] = ["sun", "moon", "elephant", "tree", "rocket", "fish", "kite"];

export interface BookCover {
	title: string;
	colour: ColourName;
	motif: Motif;
}

function motifArt(motif: Motif, cx: number, cy: number, p: Palette): string {
	const light = "#fff4c7";
	switch (motif) {
		case "sun":
			return (
				circle(cx, cy - 30, 70, "#f6c945") +
				path(
					`M ${cx - 180} ${cy + 120} Q ${cx - 80} ${cy - 10} ${cx + 20} ${cy + 120} Z`,
					mix(p.main, "#000000", 0.3),
				) +
				path(`M ${cx - 60} ${cy + 120} Q ${cx + 60} ${cy + 10} ${cx + 180} ${cy + 120} Z`, mix(p.main, "#ffffff", 0.35))
			);
		case "moon":
			return (
				path(
					`M ${cx + 20} ${cy - 110} A 110 110 0 1 0 ${cx + 20} ${cy + 110} A 150 150 0 0 1 ${cx + 20} ${cy - 110} Z`,
					light,
				) +
				path(star(cx + 110, cy - 60, 26, 11), light) +
				path(star(cx + 150, cy + 50, 16, 7), light) +
				path(star(cx - 150, cy - 90, 14, 6), light)
			);
		case "elephant": {
			const body = mix(p.main, "#ffffff", 0.55);
			return (
				ellipse(cx, cy + 10, 120, 80, body) +
				rect(cx - 90, cy + 50, 36, 80, 12, body) +
				rect(cx + 50, cy + 50, 36, 80, 12, body) +
				circle(cx + 110, cy - 30, 62, body) +
				path(`M ${cx + 150} ${cy} Q ${cx + 200} ${cy + 60} ${cx + 170} ${cy + 120}`, "none", {
					stroke: body,
					width: 26,
				}) +
				ellipse(cx + 80, cy - 20, 40, 52, mix(body, "#000000", 0.12)) +
				circle(cx + 128, cy - 44, 7, "#2b2b2b") +
				path(
					`M ${cx - 60} ${cy - 70} L ${cx + 40} ${cy - 70} L ${cx + 30} ${cy - 10} L ${cx - 50} ${cy - 10} Z`,
					"#f6c945",
				)
			);
		}
		case "tree":
			return (
				rect(cx - 22, cy + 10, 44, 130, 10, "#8b5a3c") +
				circle(cx, cy - 40, 100, "#3e9b5a") +
				circle(cx - 80, cy + 10, 64, "#4fae6b") +
				circle(cx + 80, cy + 10, 64, "#4fae6b") +
				circle(cx - 30, cy - 60, 14, "#d64545") +
				circle(cx + 40, cy - 10, 14, "#d64545") +
				circle(cx - 60, cy + 20, 14, "#d64545")
			);
		case "rocket":
			return (
				path(
					`M ${cx} ${cy - 150} Q ${cx + 70} ${cy - 70} ${cx + 50} ${cy + 70} L ${cx - 50} ${cy + 70} Q ${cx - 70} ${cy - 70} ${cx} ${cy - 150} Z`,
					"#f7f5f0",
				) +
				circle(cx, cy - 40, 26, "#6fa8dc", { stroke: "#2f4a7a", width: 6 }) +
				path(`M ${cx - 50} ${cy + 20} L ${cx - 100} ${cy + 100} L ${cx - 45} ${cy + 70} Z`, "#d64545") +
				path(`M ${cx + 50} ${cy + 20} L ${cx + 100} ${cy + 100} L ${cx + 45} ${cy + 70} Z`, "#d64545") +
				path(`M ${cx - 30} ${cy + 70} Q ${cx} ${cy + 170} ${cx + 30} ${cy + 70} Z`, "#f6c945") +
				path(star(cx - 150, cy - 100, 16, 7), light) +
				path(star(cx + 150, cy - 40, 20, 8), light)
			);
		case "fish":
			return (
				path(
					`M ${cx - 130} ${cy} Q ${cx - 20} ${cy - 110} ${cx + 90} ${cy} Q ${cx - 20} ${cy + 110} ${cx - 130} ${cy} Z`,
					"#f08a24",
				) +
				path(`M ${cx + 80} ${cy} L ${cx + 160} ${cy - 60} L ${cx + 160} ${cy + 60} Z`, "#f08a24") +
				circle(cx - 70, cy - 14, 12, "#2b2b2b") +
				path(`M ${cx - 10} ${cy - 70} Q ${cx + 10} ${cy} ${cx - 10} ${cy + 70}`, "none", {
					stroke: "#ffffff",
					width: 8,
					opacity: 0.6,
				}) +
				line(
					`M ${cx - 180} ${cy + 130} Q ${cx - 90} ${cy + 100} ${cx} ${cy + 130} T ${cx + 180} ${cy + 130}`,
					"#ffffff",
					10,
					{ opacity: 0.7 },
				) +
				circle(cx - 150, cy - 90, 12, "none", { stroke: "#ffffff", width: 5 }) +
				circle(cx - 170, cy - 130, 8, "none", { stroke: "#ffffff", width: 4 })
			);
		case "kite":
			return (
				path(`M ${cx} ${cy - 140} L ${cx + 100} ${cy} L ${cx} ${cy + 120} L ${cx - 100} ${cy} Z`, "#d64545") +
				path(`M ${cx} ${cy - 140} L ${cx + 100} ${cy} L ${cx} ${cy} Z`, "#f6c945") +
				path(`M ${cx - 100} ${cy} L ${cx} ${cy + 120} L ${cx} ${cy} Z`, "#f6c945") +
				path(`M ${cx} ${cy + 120} Q ${cx - 60} ${cy + 170} ${cx - 10} ${cy + 200} T ${cx - 40} ${cy + 260}`, "none", {
					stroke: "#ffffff",
					width: 5,
				}) +
				path(`M ${cx} ${cy + 120} L ${cx - 24} ${cy + 150} L ${cx + 24} ${cy + 150} Z`, "#3e9b5a")
			);
	}
}

/** A book standing on its own (no backdrop): the cover, or the back with a blurb and barcode. */
export function bookArt(cover: BookCover, back: boolean): string {
	const p = palette(cover.colour);
	const coverColour = p.main;
	const ink = luminance(coverColour) > 0.6 ? mix(coverColour, "#000000", 0.7) : "#ffffff";
	const x = 290;
	const y = 150;
	const w = 420;
	const h = 660;
	let out = rect(x + 18, y + 16, w, h, 14, "#f3ead6", { stroke: "#cdbf9f", width: 4 });
	for (let i = 1; i < 4; i++)
		out += line(`M ${x + w + 4} ${y + 30 + i * 3} L ${x + w + 4} ${y + h - 10}`, "#d9ceb3", 2);
	out += rect(x, y, w, h, 14, coverColour, { stroke: mix(coverColour, "#000000", 0.3), width: 5 });
	out += rect(x, y, 36, h, 10, mix(coverColour, "#000000", 0.22));
	out += rect(x + 56, y + 24, w - 80, h - 48, 10, "none", { stroke: ink, width: 4, opacity: 0.4 });
	if (back) {
		for (let i = 0; i < 8; i++) {
			out += line(`M ${x + 90} ${y + 110 + i * 36} L ${x + w - (i % 3 === 2 ? 120 : 60)} ${y + 110 + i * 36}`, ink, 8, {
				opacity: 0.55,
			});
		}
		out += rect(x + w - 190, y + h - 170, 140, 100, 6, "#ffffff");
		for (let i = 0; i < 22; i++)
			out += rect(x + w - 178 + i * 5.5, y + h - 158, i % 3 === 0 ? 3 : 1.6, 70, 0, "#2b2b2b");
		out += circle(x + 120, y + h - 120, 40, ink, { opacity: 0.25 });
		return out;
	}
	const lines = wrap(cover.title, 14, 3);
	const longest = Math.max(...lines.map((l) => l.length));
	const size = round(fitFontSize("x".repeat(longest), w - 120, 60, 0.64));
	lines.forEach((content, i) => {
		out += text(x + w / 2 + 18, y + 100 + i * size * 1.18, content, { size, fill: ink, weight: "bold" });
	});
	const motifTop = y + 110 + lines.length * size * 1.18;
	out += motifArt(cover.motif, x + w / 2 + 18, Math.max(motifTop + 150, y + 430), p);
	return out;
}

export function bookSvg(cover: BookCover, view: View): string {
	const p = palette(cover.colour);
	if (view === "detail") {
		return square(
			backdrop(p, "front") +
				group("translate(500 500) scale(1.8) translate(-500 -350)", bookArt(cover, false)) +
				rect(28, 28, 944, 944, 36, "none", { stroke: "#ffffff", width: 16, opacity: 0.7 }),
		);
	}
	return square(backdrop(p, view) + SHADOW + bookArt(cover, view === "back"));
}

/* ------------------------------------------------------------------- brands */

function initials(name: string): string {
	const words = name
		.replace(/[^A-Za-z ]/g, " ")
		.split(/\s+/)
		.filter(Boolean);
	const first = words[0]?.[0] ?? "P";
	const second = words.length > 1 ? (words[1]?.[0] ?? "") : (words[0]?.[1] ?? "");
	return `${first}${second}`.toUpperCase();
}

export function brandSvg(name: string, colour: ColourName): string {
	const p = palette(colour);
	let out = rect(0, 0, 1000, 1000, 0, "#ffffff");
	out += rect(40, 40, 920, 920, 80, p.pale);
	for (let i = 0; i < 16; i++) {
		const a = (i * Math.PI) / 8;
		out += circle(500 + 275 * Math.cos(a), 400 + 275 * Math.sin(a), 10, p.light);
	}
	out += circle(500, 400, 230, p.main);
	out += circle(500, 400, 200, "none", { stroke: "#ffffff", width: 6, opacity: 0.6 });
	out += text(500, 465, initials(name), { size: 180, fill: p.ink === "#ffffff" ? "#ffffff" : p.ink, weight: "bold" });
	out += path(star(660, 250, 34, 14), p.accent === "#f7f5f0" ? "#f6c945" : p.accent, { stroke: "#ffffff", width: 4 });
	const lines = wrap(name, 14, 2);
	const longest = Math.max(...lines.map((l) => l.length));
	const size = round(fitFontSize("x".repeat(longest), 820, 96, 0.66));
	lines.forEach((content, i) => {
		const y = lines.length === 1 ? 800 : 750 + i * size * 1.15;
		out += text(500, y, content, { size, fill: mix(p.main, "#000000", 0.45), weight: "bold" });
	});
	return square(out);
}

/* ------------------------------------------------------------------ banners */

export type BannerItem = { art: ArtKind; colour: ColourName } | { book: BookCover };

export interface BannerArt {
	kicker: string;
	headline: string;
	sub: string;
	offer: number;
	cta: string;
	colour: ColourName;
	items: BannerItem[];
	snow?: boolean;
}

function bannerItem(item: BannerItem): string {
	if ("book" in item) return bookArt(item.book, false);
	const p = palette(item.colour);
	return ART[item.art].draw(p, false);
}

/**
 * A 3:1 campaign banner (drawn at 3000 × 1000, rendered 1920 × 640 and down):
 * text on the left, a few illustrated products on the right.
 */
export function bannerSvg(banner: BannerArt): string {
	const p = palette(banner.colour);
	const headlineColour = mix(p.main, "#000000", 0.55);
	let out = rect(0, 0, 3000, 1000, 0, p.pale);
	out += circle(2350, 500, 620, "#ffffff", { opacity: 0.45 });
	out += circle(-60, 980, 320, p.light, { opacity: 0.45 });
	out += circle(1450, -80, 220, p.light, { opacity: 0.4 });
	if (banner.snow) {
		for (const [x, y, r] of [
			[300, 120, 14],
			[760, 80, 10],
			[1180, 210, 16],
			[1620, 140, 12],
			[2900, 120, 14],
			[2800, 860, 12],
			[1360, 880, 10],
			[140, 640, 12],
			[1720, 780, 16],
		] as const) {
			out += path(star(x, y, r * 2.2, r * 0.7, 6), "#ffffff", { opacity: 0.9 });
		}
	}
	out += text(160, 250, banner.kicker.toUpperCase(), {
		size: 62,
		fill: p.dark,
		weight: "bold",
		anchor: "start",
		spacing: 6,
	});
	// the text column runs from x = 160 to about 1340, clear of the offer badge
	const lines = wrap(banner.headline, 15, 2);
	const longest = Math.max(...lines.map((l) => l.length));
	const size = round(fitFontSize("x".repeat(longest), 1180, 120, 0.64));
	lines.forEach((content, i) => {
		out += text(160, 380 + i * size * 1.1, content, { size, fill: headlineColour, weight: "bold", anchor: "start" });
	});
	const subY = 380 + (lines.length - 1) * size * 1.1 + 110;
	const subSize = round(fitFontSize(banner.sub, 1180, 54, 0.55));
	out += text(160, subY, banner.sub, { size: subSize, fill: mix(headlineColour, "#ffffff", 0.2), anchor: "start" });
	const ctaWidth = Math.max(360, banner.cta.length * 36 + 120);
	out += rect(160, subY + 70, ctaWidth, 110, 55, p.main === "#f7f5f0" ? headlineColour : mix(p.main, "#000000", 0.15));
	out += text(160 + ctaWidth / 2, subY + 142, banner.cta, { size: 52, fill: "#ffffff", weight: "bold" });
	if (banner.offer > 0) {
		const badge = banner.snow ? "#2f4a7a" : "#d64545";
		out += circle(1580, 300, 170, badge);
		out += circle(1580, 300, 148, "none", { stroke: "#ffffff", width: 5, opacity: 0.6, dash: "14 10" });
		out += text(1580, 250, "UP TO", { size: 46, fill: "#ffffff", weight: "bold", spacing: 4 });
		out += text(1580, 345, `${banner.offer}%`, { size: 110, fill: "#ffffff", weight: "bold" });
		out += text(1580, 400, "OFF", { size: 46, fill: "#ffffff", weight: "bold", spacing: 4 });
	}
	const count = banner.items.length;
	const slots: [number, number][] =
		count === 1
			? [[2350, 0.95]]
			: count === 2
				? [
						[2080, 0.82],
						[2620, 0.82],
					]
				: [
						[1930, 0.68],
						[2370, 0.84],
						[2780, 0.68],
					];
	banner.items.forEach((item, i) => {
		const [cx, scale] = slots[i] ?? [2350, 0.8];
		out += ellipse(cx, 930, 230 * scale, 26, "#000000", { opacity: 0.07 });
		out += group(`translate(${round(cx - 500 * scale)} ${round(940 - 900 * scale)}) scale(${scale})`, bannerItem(item));
	});
	return svgDocument(BANNER_SIZE.width, BANNER_SIZE.height, "0 0 3000 1000", out);
}
