import { mix, type Palette } from "./colours.ts";
import { circle, ellipse, group, heart, leaf, line, path, quadraticPoints, rect, round, star, text } from "./svg.ts";

/**
 * Illustrations of the things Pitara sells, one function per kind of item.
 * Each draws into a 1000 × 1000 box, the item standing roughly between
 * y = 150 and y = 870 around x = 500, in the colours of a palette. `back`
 * asks for the reverse side where that means something (clothes, bags,
 * books); the scene in draw.ts turns other items for their second view.
 */
export type ArtKind =
	| "frock"
	| "top"
	| "skirt"
	| "lehenga"
	| "kurti"
	| "kurta"
	| "jeans"
	| "shorts"
	| "nightsuit"
	| "jacket"
	| "sweater"
	| "tshirt"
	| "shirt"
	| "romper"
	| "sleepsuit"
	| "bib"
	| "babyset"
	| "cap"
	| "hat"
	| "socks"
	| "hairbow"
	| "bag"
	| "sunglasses"
	| "umbrella"
	| "teddy"
	| "blocks"
	| "puzzle"
	| "rccar"
	| "doll"
	| "abacus"
	| "rings"
	| "boardgame"
	| "bat"
	| "football"
	| "basketball"
	| "racket"
	| "badminton"
	| "goggles"
	| "skates"
	| "cycle"
	| "bottle"
	| "tube"
	| "jar"
	| "earrings"
	| "necklace"
	| "bracelet"
	| "anklet"
	| "hairclip";

export interface ArtDefinition {
	draw(p: Palette, back: boolean): string;
	/** true when draw(p, true) shows a real reverse side */
	hasBack: boolean;
	/** where the close-up view looks */
	focus: [number, number];
	/** what the close-up shows, for alt text */
	detail: string;
}

const OUTLINE = 6;
const SKIN = "#f1c7a5";
const SKIN_DARK = "#d9a27c";
const WOOD = "#c89b6d";
const WOOD_DARK = "#8b6240";
const GOLD = "#d4af37";
const GOLD_DARK = "#a8841e";
const OFF_WHITE = "#f7f5f0";
const INK = "#2b2b2b";

const o = (p: Palette) => ({ stroke: p.dark, width: OUTLINE });

/* ------------------------------------------------------------------ clothes */

const TEE =
	"M 400 190 Q 500 240 600 190 L 740 250 Q 762 320 738 392 L 655 372 L 655 800 Q 500 815 345 800 L 345 372 L 262 392 Q 238 320 260 250 Z";

function tshirt(p: Palette, back: boolean): string {
	let out = path(TEE, p.main, o(p));
	out += line("M 345 372 Q 352 300 392 200", p.dark, 4, { opacity: 0.5 });
	out += line("M 655 372 Q 648 300 608 200", p.dark, 4, { opacity: 0.5 });
	out += line("M 268 372 L 340 355 M 732 372 L 660 355", p.dark, 4, { opacity: 0.5 });
	out += line("M 348 775 Q 500 790 652 775", p.dark, 4, { opacity: 0.4 });
	if (back) {
		out += line("M 405 194 Q 500 226 595 194", p.dark, 14, { opacity: 0.35 });
		out += rect(476, 206, 48, 22, 4, p.accent, { opacity: 0.9 });
	} else {
		out += line("M 405 194 Q 500 262 595 194", p.dark, 16, { opacity: 0.35 });
		out += circle(500, 480, 105, p.accent, { stroke: p.dark, width: 4 });
		out += path(star(500, 488, 70, 30), p.main, { stroke: p.dark, width: 4 });
		out += line("M 420 640 L 580 640 M 440 672 L 560 672", p.accent, 14, { opacity: 0.85 });
	}
	return out;
}

const PEPLUM =
	"M 410 190 Q 500 240 590 190 L 690 232 Q 722 298 702 352 Q 676 338 652 352 L 650 630 Q 702 712 706 792 Q 500 822 294 792 Q 298 712 350 630 L 348 352 Q 324 338 298 352 Q 278 298 310 232 Z";

function top(p: Palette, back: boolean): string {
	let out = path(PEPLUM, p.main, o(p));
	out += line("M 350 630 Q 500 650 650 630", p.dark, 4, { opacity: 0.45 });
	for (const x of [380, 440, 500, 560, 620])
		out += line(`M ${x} 648 L ${x + (x - 500) * 0.35} 790`, p.dark, 3, { opacity: 0.3 });
	if (back) {
		out += line("M 412 194 Q 500 226 588 194", p.dark, 12, { opacity: 0.35 });
		for (const y of [250, 320, 390]) out += circle(500, y, 10, p.accent, { stroke: p.dark, width: 3 });
	} else {
		out += line("M 412 194 Q 500 258 588 194", p.dark, 14, { opacity: 0.35 });
		out += path(heart(500, 440, 80), p.accent, { stroke: p.dark, width: 4 });
		out += path(heart(500, 440, 40), p.light);
		for (const [x, y] of [
			[400, 330],
			[600, 330],
			[390, 560],
			[610, 560],
		] as const)
			out += path(star(x, y, 18, 8), p.accent);
	}
	// flutter sleeves
	out += path("M 310 232 Q 270 300 298 352 Q 320 370 348 352 L 355 260 Z", p.light, { ...o(p), width: 4 });
	out += path("M 690 232 Q 730 300 702 352 Q 680 370 652 352 L 645 260 Z", p.light, { ...o(p), width: 4 });
	return out;
}

const FROCK =
	"M 420 190 Q 500 236 580 190 L 612 216 L 600 420 Q 700 600 780 790 Q 500 852 220 790 Q 300 600 400 420 L 388 216 Z";

function skirtDots(fill: string, top: number, bottom: number, narrow: number, wide: number): string {
	let out = "";
	let row = 0;
	for (let y = top + 40; y < bottom - 30; y += 62, row++) {
		const t = (y - top) / (bottom - top);
		const half = narrow + (wide - narrow) * t - 40;
		for (let x = 500 - half + ((row % 2) * 31 + 10); x < 500 + half; x += 62)
			out += circle(x, y, 11, fill, { opacity: 0.85 });
	}
	return out;
}

function frock(p: Palette, back: boolean): string {
	let out = ellipse(372, 248, 56, 44, p.light, { ...o(p), extra: 'transform="rotate(-24 372 248)"' });
	out += ellipse(628, 248, 56, 44, p.light, { ...o(p), extra: 'transform="rotate(24 628 248)"' });
	out += path(FROCK, p.main, o(p));
	out += skirtDots(p.accent, 440, 800, 95, 270);
	for (const [x, y] of quadraticPoints([780, 790], [500, 852], [220, 790], 19)) out += circle(x, y, 13, p.light);
	out += line("M 780 790 Q 500 852 220 790", p.dark, 4, { opacity: 0.5 });
	out += line("M 430 470 Q 420 640 370 800 M 570 470 Q 580 640 630 800", p.dark, 3, { opacity: 0.25 });
	out += rect(395, 400, 210, 34, 12, p.accent, { stroke: p.dark, width: 4 });
	if (back) {
		out += line("M 424 194 Q 500 222 576 194", p.dark, 10, { opacity: 0.35 });
		for (const y of [240, 290, 340]) out += circle(500, y, 10, OFF_WHITE, { stroke: p.dark, width: 3 });
		out += path("M 500 417 L 410 365 Q 388 417 410 469 Z M 500 417 L 590 365 Q 612 417 590 469 Z", p.accent, {
			stroke: p.dark,
			width: 4,
		});
		out += path("M 492 425 L 450 560 L 478 552 L 500 440 L 522 552 L 550 560 L 508 425 Z", p.accent, {
			stroke: p.dark,
			width: 4,
		});
		out += circle(500, 417, 20, p.accent, { stroke: p.dark, width: 4 });
	} else {
		out += line("M 424 194 Q 500 250 576 194", p.dark, 12, { opacity: 0.35 });
		out += path(heart(500, 320, 30), p.accent, { opacity: 0.9 });
		out += path("M 500 417 L 450 390 Q 436 417 450 444 Z M 500 417 L 550 390 Q 564 417 550 444 Z", p.accent, {
			stroke: p.dark,
			width: 4,
		});
		out += circle(500, 417, 14, p.accent, { stroke: p.dark, width: 4 });
	}
	return out;
}

function skirt(p: Palette, back: boolean): string {
	let out = path("M 372 300 L 628 300 Q 720 520 780 770 Q 500 830 220 770 Q 280 520 372 300 Z", p.main, o(p));
	for (const x of [-200, -120, -40, 40, 120, 200])
		out += line(`M ${500 + x * 0.55} 320 L ${500 + x * 1.25} 790`, p.dark, 4, { opacity: 0.3 });
	out += line("M 248 700 Q 500 760 752 700", p.accent, 22, { opacity: 0.9 });
	out += line("M 258 660 Q 500 716 742 660", p.light, 8);
	out += rect(360, 250, 280, 60, 14, p.dark, { stroke: p.dark, width: 4 });
	if (back) {
		out += rect(470, 258, 60, 44, 8, p.light, { opacity: 0.8 });
	} else {
		out += circle(500, 280, 16, p.accent);
		out += path("M 500 280 L 470 262 L 470 298 Z M 500 280 L 530 262 L 530 298 Z", p.accent);
	}
	return out;
}

function lehenga(p: Palette, back: boolean): string {
	let out = path("M 400 345 Q 500 356 600 345 Q 720 600 800 860 Q 500 912 200 860 Q 280 600 400 345 Z", p.main, o(p));
	for (const x of [-220, -130, -45, 45, 130, 220])
		out += line(`M ${500 + x * 0.4} 360 L ${500 + x * 1.3} 880`, GOLD, 4, { opacity: 0.6 });
	out += line("M 205 845 Q 500 900 795 845", GOLD, 40, {});
	for (const [x, y] of quadraticPoints([215, 846], [500, 900], [785, 846], 15))
		out += circle(x, y, 8, p.accent === GOLD ? "#d64545" : p.accent);
	for (const [x, y] of [
		[430, 460],
		[560, 470],
		[380, 600],
		[500, 560],
		[620, 610],
		[330, 740],
		[450, 700],
		[560, 720],
		[680, 760],
	] as const)
		out += path(star(x, y, 14, 6, 6), GOLD);
	// choli
	const choli =
		"M 420 170 Q 500 212 580 170 L 640 200 L 668 272 L 616 286 L 606 326 Q 500 340 394 326 L 384 286 L 332 272 L 360 200 Z";
	out += path(choli, p.accent === OFF_WHITE || p.accent === "#fff4c7" ? GOLD : p.accent, { stroke: p.dark, width: 5 });
	out += line("M 394 316 Q 500 332 606 316", GOLD, 10);
	if (back) {
		out += line("M 424 174 Q 500 200 576 174", p.dark, 8, { opacity: 0.4 });
		out += line("M 500 300 L 470 380 M 500 300 L 530 380", GOLD, 5);
		out += circle(470, 385, 10, GOLD) + circle(530, 385, 10, GOLD);
	} else {
		out += line("M 424 174 Q 500 232 576 174", p.dark, 8, { opacity: 0.4 });
		// dupatta
		out += path("M 350 190 Q 300 420 330 640 L 420 660 Q 400 420 420 200 Z", p.light, { opacity: 0.75 });
		out += line("M 330 640 L 420 660", GOLD, 12);
	}
	return out;
}

function kurtaBody(p: Palette, back: boolean, flare: boolean): string {
	const body = flare
		? "M 420 180 L 580 180 L 690 215 Q 730 400 745 560 L 680 570 L 640 330 Q 660 560 700 740 Q 500 770 300 740 Q 340 560 360 330 L 320 570 L 255 560 Q 270 400 310 215 Z"
		: "M 420 180 L 580 180 L 690 215 Q 730 400 745 560 L 680 570 L 640 330 L 648 740 Q 500 756 352 740 L 360 330 L 320 570 L 255 560 Q 270 400 310 215 Z";
	let out = path(body, p.main, o(p));
	out += line(flare ? "M 312 728 Q 500 758 688 728" : "M 360 722 Q 500 736 640 722", p.accent, 16, { opacity: 0.9 });
	out += line("M 262 540 L 318 548 M 738 540 L 682 548", p.accent, 10);
	if (back) {
		out += rect(440, 162, 120, 28, 8, p.dark);
		out += line("M 430 250 Q 500 270 570 250", p.dark, 4, { opacity: 0.3 });
	} else {
		out += rect(440, 160, 120, 30, 8, p.dark, { stroke: p.dark, width: 3 });
		out += rect(485, 190, 30, 190, 6, p.dark, { opacity: 0.35 });
		for (const y of [220, 265, 310, 355]) out += circle(500, y, 10, GOLD, { stroke: GOLD_DARK, width: 3 });
		for (const [x, y] of [
			[430, 420],
			[570, 420],
			[460, 520],
			[540, 520],
			[430, 620],
			[570, 620],
		] as const)
			out += path(star(x, y, 16, 7, 6), p.accent, { opacity: 0.85 });
	}
	return out;
}

function kurta(p: Palette, back: boolean): string {
	const legs = "M 378 735 L 622 735 L 612 905 L 525 905 L 505 790 L 495 790 L 475 905 L 388 905 Z";
	return path(legs, OFF_WHITE, { stroke: "#b9b4a8", width: OUTLINE }) + kurtaBody(p, back, false);
}

function kurti(p: Palette, back: boolean): string {
	const legs = "M 392 730 L 608 730 L 596 905 L 522 905 L 505 790 L 495 790 L 478 905 L 404 905 Z";
	const legColour = mix(p.accent === OFF_WHITE ? p.dark : p.accent, "#ffffff", 0.1);
	return path(legs, legColour, { stroke: p.dark, width: OUTLINE }) + kurtaBody(p, back, true);
}

function jeans(p: Palette, back: boolean): string {
	let out = path("M 360 200 L 640 200 L 668 862 L 534 862 L 505 382 L 495 382 L 466 862 L 332 862 Z", p.main, o(p));
	out += rect(352, 196, 296, 50, 8, p.main, o(p));
	for (const x of [380, 470, 530, 620]) out += rect(x - 8, 190, 16, 62, 4, p.main, { stroke: p.dark, width: 4 });
	out += line("M 338 820 L 462 820 M 538 820 L 662 820", p.dark, 5, { opacity: 0.5 });
	out += line("M 352 260 L 340 810 M 648 260 L 660 810", p.light, 4, { dash: "10 10", opacity: 0.8 });
	if (back) {
		out += path("M 380 300 L 470 300 L 468 400 L 425 420 L 382 400 Z", p.main, {
			stroke: p.light,
			width: 4,
			dash: "8 8",
		});
		out += path("M 530 300 L 620 300 L 618 400 L 575 420 L 532 400 Z", p.main, {
			stroke: p.light,
			width: 4,
			dash: "8 8",
		});
		out += rect(440, 205, 120, 34, 6, "#b5895b", { stroke: "#7e5b38", width: 3 });
	} else {
		out += line("M 500 246 Q 510 320 500 382", p.dark, 5, { opacity: 0.6 });
		out += line("M 362 300 Q 425 300 430 246 M 638 300 Q 575 300 570 246", p.light, 5, { dash: "10 8" });
		out += circle(500, 222, 12, "#c9a44a", { stroke: "#8c6d22", width: 3 });
	}
	return out;
}

function shorts(p: Palette, back: boolean): string {
	let out = path("M 348 300 L 652 300 L 694 640 L 530 660 L 505 460 L 495 460 L 470 660 L 306 640 Z", p.main, o(p));
	out += rect(340, 262, 320, 56, 16, p.dark, { stroke: p.dark, width: 4 });
	out += line("M 312 610 L 468 628 M 532 628 L 688 610", p.dark, 5, { opacity: 0.4 });
	if (back) {
		out += rect(540, 360, 100, 90, 10, p.main, { stroke: p.dark, width: 4, dash: "8 6" });
	} else {
		out += path("M 500 290 Q 470 340 450 380 M 500 290 Q 530 340 550 380", "none", { stroke: OFF_WHITE, width: 8 });
		out += circle(450, 384, 9, OFF_WHITE) + circle(550, 384, 9, OFF_WHITE);
		out += line("M 358 360 Q 410 360 420 318 M 642 360 Q 590 360 580 318", p.dark, 5, { opacity: 0.5 });
		out += path(star(600, 520, 34, 15), p.accent, { opacity: 0.9 });
	}
	return out;
}

function sprinkleStars(fill: string, points: readonly (readonly [number, number])[], size = 16): string {
	return points.map(([x, y]) => path(star(x, y, size, size * 0.45), fill, { opacity: 0.9 })).join("");
}

function nightsuit(p: Palette, back: boolean): string {
	const pyjama = "M 372 540 L 628 540 L 650 902 L 530 902 L 505 640 L 495 640 L 470 902 L 350 902 Z";
	let out = path(pyjama, p.light, o(p));
	out += sprinkleStars(p.main, [
		[420, 610],
		[580, 640],
		[410, 730],
		[590, 760],
		[400, 850],
		[600, 860],
	]);
	out += line("M 356 880 L 468 880 M 532 880 L 646 880", p.dark, 14, { opacity: 0.5 });
	const shirt =
		"M 420 170 Q 500 206 580 170 L 680 200 Q 722 330 732 472 L 670 482 L 640 310 L 642 566 Q 500 580 358 566 L 360 310 L 330 482 L 268 472 Q 278 330 320 200 Z";
	out += path(shirt, p.main, o(p));
	out += line("M 274 452 L 332 460 M 726 452 L 668 460", p.accent, 12);
	if (back) {
		out += line("M 424 174 Q 500 200 576 174", p.dark, 10, { opacity: 0.3 });
		out += sprinkleStars(p.accent, [
			[430, 300],
			[570, 330],
			[500, 430],
			[420, 500],
			[590, 500],
		]);
	} else {
		out += line("M 424 174 Q 500 234 576 174", p.dark, 12, { opacity: 0.35 });
		out += path("M 520 290 A 90 90 0 1 0 520 470 A 70 70 0 1 1 520 290 Z", p.accent, { stroke: p.dark, width: 3 });
		out += sprinkleStars(p.accent, [
			[580, 330],
			[600, 430],
			[400, 500],
		]);
	}
	return out;
}

function jacket(p: Palette, back: boolean): string {
	let out = path("M 392 250 Q 386 118 500 112 Q 614 118 608 250 Z", p.dark, o(p));
	out += path("M 420 246 Q 420 160 500 156 Q 580 160 580 246 Z", p.light, { opacity: back ? 0 : 1 });
	out += path(
		"M 392 220 L 608 220 L 700 262 Q 750 450 762 684 L 690 694 L 662 420 L 666 804 Q 500 820 334 804 L 338 420 L 310 694 L 238 684 Q 250 450 300 262 Z",
		p.main,
		o(p),
	);
	for (const y of [320, 410, 500, 590, 690])
		out += line(`M 338 ${y} Q 500 ${y + 16} 662 ${y}`, p.dark, 4, { opacity: 0.45 });
	for (const y of [360, 460, 560]) {
		out += line(`M ${262 - (y - 360) * 0.05} ${y} L 320 ${y + 10}`, p.dark, 4, { opacity: 0.45 });
		out += line(`M ${738 + (y - 360) * 0.05} ${y} L 680 ${y + 10}`, p.dark, 4, { opacity: 0.45 });
	}
	out += line("M 244 676 L 308 686 M 756 676 L 692 686", p.accent, 16);
	out += line("M 344 788 Q 500 804 656 788", p.accent, 14);
	if (back) {
		out += path("M 392 220 Q 500 300 608 220 Q 500 250 392 220 Z", p.dark, { opacity: 0.5 });
	} else {
		for (const [x, y] of quadraticPoints([410, 244], [500, 100], [590, 244], 11)) out += circle(x, y, 16, OFF_WHITE);
		out += line("M 500 232 L 500 808", "#c9cdd2", 8);
		out += rect(490, 300, 20, 46, 5, "#c9cdd2", { stroke: "#8f959c", width: 3 });
		out += line("M 372 600 L 420 540 M 628 600 L 580 540", p.dark, 6, { opacity: 0.6 });
		out += path(star(590, 330, 24, 10), p.accent);
	}
	return out;
}

function sweater(p: Palette, back: boolean): string {
	let out = path(
		"M 410 190 Q 500 226 590 190 L 690 230 Q 730 420 736 642 L 666 652 L 640 360 L 646 782 Q 500 794 354 782 L 360 360 L 334 652 L 264 642 Q 270 420 310 230 Z",
		p.main,
		o(p),
	);
	out += path("M 354 738 L 646 738 L 646 784 Q 500 796 354 784 Z", p.dark, { opacity: 0.35 });
	for (let x = 366; x <= 636; x += 18) out += line(`M ${x} 744 L ${x} 782`, p.dark, 3, { opacity: 0.35 });
	out += line("M 268 610 L 334 620 M 732 610 L 666 620", p.dark, 20, { opacity: 0.35 });
	if (back) {
		out += line("M 414 194 Q 500 220 586 194", p.dark, 14, { opacity: 0.35 });
		out += line("M 360 470 L 640 470", p.accent, 14, { opacity: 0.8 });
	} else {
		out += line("M 414 194 Q 500 250 586 194", p.dark, 16, { opacity: 0.4 });
		const zig = (y: number) => {
			const pts: string[] = [];
			for (let x = 362, i = 0; x <= 640; x += 28, i++) pts.push(`${x} ${i % 2 === 0 ? y : y + 26}`);
			return `M ${pts.join(" L ")}`;
		};
		out += line(zig(400), p.accent, 10);
		out += line(zig(560), p.accent, 10);
		for (let x = 380; x <= 620; x += 40) out += circle(x, 492, 9, p.light);
	}
	return out;
}

function shirt(p: Palette, back: boolean): string {
	const body =
		"M 408 190 L 592 190 L 738 252 Q 760 322 736 392 L 655 372 L 655 800 Q 500 815 345 800 L 345 372 L 264 392 Q 240 322 262 252 Z";
	let out = path(body, p.main, o(p));
	// checks
	for (const x of [380, 440, 560, 620]) out += line(`M ${x} 250 L ${x} 798`, p.light, 10, { opacity: 0.45 });
	for (const y of [300, 420, 540, 660, 760]) out += line(`M 350 ${y} L 650 ${y}`, p.light, 10, { opacity: 0.45 });
	out += line("M 270 370 L 342 354 M 730 370 L 658 354", p.dark, 5, { opacity: 0.5 });
	if (back) {
		out += path("M 408 190 L 592 190 L 580 226 Q 500 236 420 226 Z", p.dark, { opacity: 0.6 });
		out += line("M 360 300 Q 500 320 640 300", p.dark, 4, { opacity: 0.4 });
	} else {
		out += path("M 408 190 L 500 262 L 452 296 L 392 214 Z", OFF_WHITE, { stroke: p.dark, width: 4 });
		out += path("M 592 190 L 500 262 L 548 296 L 608 214 Z", OFF_WHITE, { stroke: p.dark, width: 4 });
		out += line("M 500 262 L 500 806", p.dark, 4, { opacity: 0.5 });
		for (const y of [320, 410, 500, 590, 680]) out += circle(512, y, 9, OFF_WHITE, { stroke: p.dark, width: 3 });
		out += rect(380, 340, 80, 90, 8, p.main, { stroke: p.dark, width: 4 });
		out += line("M 380 360 L 460 360", p.dark, 4, { opacity: 0.5 });
	}
	return out;
}

function romper(p: Palette, back: boolean): string {
	const body =
		"M 420 200 Q 500 246 580 200 L 680 240 L 702 332 L 630 348 L 630 560 Q 642 640 604 702 L 560 722 Q 500 690 440 722 L 396 702 Q 358 640 370 560 L 370 348 L 298 332 L 320 240 Z";
	let out = path(body, p.main, o(p));
	out += line("M 302 312 L 370 326 M 698 312 L 630 326", p.accent, 12);
	out += line("M 440 722 Q 500 690 560 722", p.accent, 10);
	for (const x of [470, 500, 530]) out += circle(x, 700, 8, OFF_WHITE, { stroke: p.dark, width: 3 });
	if (back) {
		out += line("M 424 204 Q 500 232 576 204", p.dark, 12, { opacity: 0.35 });
		out += path(heart(500, 560, 30), p.accent, { opacity: 0.8 });
	} else {
		out += line("M 424 204 Q 500 262 576 204", p.dark, 14, { opacity: 0.35 });
		// a little bear face
		out += circle(450, 385, 26, p.accent) + circle(550, 385, 26, p.accent);
		out += circle(500, 440, 72, p.accent, { stroke: p.dark, width: 4 });
		out += circle(475, 425, 8, INK) + circle(525, 425, 8, INK);
		out += ellipse(500, 462, 24, 18, OFF_WHITE) + ellipse(500, 455, 9, 7, INK);
	}
	return out;
}

function sleepsuit(p: Palette, back: boolean): string {
	const body =
		"M 420 170 Q 500 210 580 170 L 660 196 Q 702 300 716 432 L 660 442 L 640 320 L 640 560 L 652 800 Q 656 862 600 866 L 534 866 L 520 600 L 480 600 L 466 866 L 400 866 Q 344 862 348 800 L 360 560 L 360 320 L 340 442 L 284 432 Q 298 300 340 196 Z";
	let out = path(body, p.main, o(p));
	out += path("M 350 800 Q 348 862 400 866 L 466 866 L 470 800 Z", p.accent, { opacity: 0.9 });
	out += path("M 650 800 Q 652 862 600 866 L 534 866 L 530 800 Z", p.accent, { opacity: 0.9 });
	out += line("M 288 414 L 342 422 M 712 414 L 658 422", p.accent, 14);
	out += sprinkleStars(p.light, [
		[420, 300],
		[590, 360],
		[410, 470],
		[600, 520],
		[420, 650],
		[590, 700],
	]);
	if (back) {
		out += line("M 424 174 Q 500 200 576 174", p.dark, 10, { opacity: 0.35 });
	} else {
		out += line("M 424 174 Q 500 226 576 174", p.dark, 12, { opacity: 0.35 });
		out += line("M 500 212 L 500 600", "#d9dde2", 8);
		out += rect(491, 226, 18, 40, 5, "#d9dde2", { stroke: "#9aa1a8", width: 3 });
	}
	return out;
}

function bib(p: Palette, back: boolean): string {
	const shape =
		"M 330 300 Q 330 196 420 206 Q 440 300 500 300 Q 560 300 580 206 Q 670 196 670 300 L 670 560 Q 670 762 500 762 Q 330 762 330 560 Z";
	let out = line("M 356 226 Q 320 150 372 118 M 644 226 Q 680 150 628 118", p.accent, 16);
	out += path(shape, back ? p.light : p.main, o(p));
	out += path(shape, "none", { stroke: p.accent, width: 14, opacity: 0.9 });
	if (!back) {
		// a smiling sun
		out += circle(500, 520, 80, "#f6c945", { stroke: "#d9a21b", width: 5 });
		for (let i = 0; i < 10; i++) {
			const a = (i * Math.PI) / 5;
			out += line(
				`M ${round(500 + 100 * Math.cos(a))} ${round(520 + 100 * Math.sin(a))} L ${round(500 + 128 * Math.cos(a))} ${round(520 + 128 * Math.sin(a))}`,
				"#f6c945",
				10,
			);
		}
		out += circle(474, 505, 8, INK) + circle(526, 505, 8, INK);
		out += line("M 468 545 Q 500 572 532 545", INK, 6);
	} else {
		out += rect(440, 640, 120, 30, 8, p.main, { opacity: 0.6 });
	}
	return out;
}

function babyset(p: Palette, back: boolean): string {
	return (
		group("translate(40 130) scale(0.62)", tshirt(p, back)) +
		group("translate(330 330) scale(0.6)", shorts(p, back)) +
		group("translate(520 40) scale(0.45)", cap(p, back))
	);
}

/* -------------------------------------------------------------- accessories */

function cap(p: Palette, back: boolean): string {
	let out = "";
	if (back) {
		out += path("M 280 600 Q 280 330 500 318 Q 720 330 720 600 Z", p.main, o(p));
		out += path("M 430 600 Q 430 520 500 520 Q 570 520 570 600 Z", p.pale, { stroke: p.dark, width: 5 });
		out += rect(440, 540, 120, 26, 8, p.accent, { stroke: p.dark, width: 4 });
	} else {
		out += path("M 280 574 Q 280 330 500 318 Q 720 330 720 574 Z", p.main, o(p));
		out += path("M 262 574 Q 500 536 738 574 Q 780 650 500 690 Q 220 650 262 574 Z", p.dark, {
			stroke: p.dark,
			width: 5,
		});
		out += path("M 300 600 Q 500 570 700 600", "none", { stroke: p.light, width: 4, dash: "12 10" });
		out += circle(500, 470, 56, p.accent, { stroke: p.dark, width: 4 });
		out += path(star(500, 474, 36, 15), p.main);
	}
	out += line("M 500 322 Q 420 420 392 574 M 500 322 Q 580 420 608 574", p.dark, 4, { opacity: 0.45 });
	out += circle(500, 318, 18, p.dark);
	out += circle(380, 420, 6, p.dark, { opacity: 0.6 }) + circle(620, 420, 6, p.dark, { opacity: 0.6 });
	return out;
}

function hat(p: Palette, back: boolean): string {
	let out = ellipse(500, 600, 280, 84, p.dark, { stroke: p.dark, width: 5 });
	out += ellipse(500, 596, 250, 66, "none", { stroke: p.light, width: 4, dash: "12 10" });
	out += path("M 350 380 Q 500 300 650 380 L 684 580 Q 500 620 316 580 Z", p.main, o(p));
	out += path("M 330 520 Q 500 556 670 520 L 680 572 Q 500 612 320 572 Z", p.accent, { stroke: p.dark, width: 4 });
	if (!back) {
		for (const [x, y] of [
			[430, 420],
			[560, 410],
			[500, 470],
		] as const)
			out += path("M 0 -22 Q 14 -6 0 22 Q -14 -6 0 -22 Z", p.light, { extra: `transform="translate(${x} ${y})"` });
		out += circle(620, 546, 20, p.light, { stroke: p.dark, width: 3 });
	}
	return out;
}

function sock(p: Palette): string {
	let out = path(
		"M 0 0 L 130 0 L 130 300 Q 130 342 172 362 L 246 392 Q 300 420 278 470 Q 256 512 202 490 L 62 432 Q 0 404 0 344 Z",
		p.main,
		o(p),
	);
	out += path("M 210 386 L 246 392 Q 300 420 278 470 Q 256 512 202 490 L 188 484 Q 226 440 210 386 Z", p.accent, {
		opacity: 0.95,
	});
	out += path("M 0 344 Q 0 404 62 432 L 74 404 Q 30 386 30 334 Z", p.accent, { opacity: 0.95 });
	out += rect(0, 0, 130, 52, 6, p.dark, { opacity: 0.4 });
	for (const y of [90, 150, 210]) out += rect(3, y, 124, 26, 0, p.accent);
	return out;
}

function socks(p: Palette, back: boolean): string {
	return (
		group(`translate(${back ? 420 : 300} 200) scale(1.15)`, sock(p)) +
		group(`translate(${back ? 300 : 450} 260) scale(1.15)`, sock(p))
	);
}

function bow(p: Palette, main: string): string {
	let out = path("M 492 482 L 420 662 L 458 652 L 478 690 L 508 500 Z", main, { stroke: p.dark, width: 5 });
	out += path("M 508 482 L 580 662 L 542 652 L 522 690 L 492 500 Z", main, { stroke: p.dark, width: 5 });
	out += path("M 500 470 C 420 350, 250 350, 262 470 C 250 590, 420 590, 500 470 Z", main, {
		stroke: p.dark,
		width: 6,
	});
	out += path("M 500 470 C 580 350, 750 350, 738 470 C 750 590, 580 590, 500 470 Z", main, {
		stroke: p.dark,
		width: 6,
	});
	for (const [x, y] of [
		[330, 440],
		[380, 500],
		[420, 430],
		[620, 440],
		[670, 500],
		[580, 430],
		[320, 510],
		[690, 430],
	] as const)
		out += circle(x, y, 13, OFF_WHITE, { opacity: 0.85 });
	out += rect(462, 426, 76, 92, 26, main, { stroke: p.dark, width: 6 });
	return out;
}

function hairbow(p: Palette): string {
	return (
		rect(330, 456, 340, 30, 15, "#c9cdd2", { stroke: "#8f959c", width: 4 }) +
		bow(p, p.main) +
		group("translate(690 720) scale(0.36) translate(-500 -470)", bow(p, p.light))
	);
}

function bag(p: Palette, back: boolean): string {
	let out = line("M 450 282 Q 500 196 550 282", p.dark, 20);
	if (back) {
		out += rect(320, 280, 360, 540, 90, p.main, o(p));
		out += rect(372, 300, 70, 480, 35, p.dark, { stroke: p.dark, width: 4 });
		out += rect(558, 300, 70, 480, 35, p.dark, { stroke: p.dark, width: 4 });
		out += rect(400, 420, 200, 260, 30, p.light, { opacity: 0.6 });
		for (let y = 440; y < 670; y += 26) out += line(`M 410 ${y} L 590 ${y}`, p.main, 3, { opacity: 0.5 });
		return out;
	}
	out += path("M 330 360 Q 270 520 300 760", "none", { stroke: p.dark, width: 26 });
	out += path("M 670 360 Q 730 520 700 760", "none", { stroke: p.dark, width: 26 });
	out += rect(320, 280, 360, 540, 90, p.main, o(p));
	out += line("M 348 372 Q 500 300 652 372", p.dark, 6, { dash: "14 8" });
	out += rect(608, 330, 16, 50, 6, "#c9cdd2");
	out += rect(368, 540, 264, 240, 50, p.light, { stroke: p.dark, width: 5 });
	out += line("M 380 590 Q 500 570 620 590", p.dark, 5, { dash: "12 8" });
	out += rect(592, 596, 14, 40, 5, "#c9cdd2");
	out += circle(500, 690, 44, p.accent, { stroke: p.dark, width: 4 });
	out += path(star(500, 694, 30, 13), p.main);
	return out;
}

function sunglasses(p: Palette, back: boolean): string {
	const lens = mix("#2b3a4a", p.main, 0.2);
	let out = "";
	if (back) {
		out += line("M 278 470 L 170 640 M 722 470 L 830 640", p.main, 18);
	} else {
		out += line("M 268 470 L 190 430 M 732 470 L 810 430", p.main, 18);
	}
	out += rect(262, 420, 216, 176, 80, lens, { stroke: p.main, width: 26 });
	out += rect(522, 420, 216, 176, 80, lens, { stroke: p.main, width: 26 });
	out += line("M 478 466 Q 500 440 522 466", p.main, 20);
	out += path("M 300 470 Q 320 440 360 440 L 320 520 Q 296 500 300 470 Z", "#ffffff", { opacity: 0.35 });
	out += path("M 560 470 Q 580 440 620 440 L 580 520 Q 556 500 560 470 Z", "#ffffff", { opacity: 0.35 });
	out += path(star(290, 420, 26, 11), p.accent, { stroke: p.dark, width: 3 });
	return out;
}

function umbrella(p: Palette, back: boolean): string {
	const canopy =
		"M 230 480 Q 240 246 500 230 Q 760 246 770 480 Q 705 440 640 480 Q 570 440 500 480 Q 430 440 360 480 Q 295 440 230 480 Z";
	let out = line("M 500 480 L 500 764 Q 500 814 460 814 Q 424 814 424 780", WOOD_DARK, 18);
	out += path(canopy, p.main, o(p));
	out += path("M 500 232 Q 420 300 360 480 Q 430 440 500 480 Z", p.light);
	out += path("M 500 232 Q 680 300 770 480 Q 705 440 640 480 Q 600 300 500 232 Z", p.light);
	out += line("M 500 232 Q 420 300 360 480 M 500 232 L 500 480 M 500 232 Q 580 300 640 480", p.dark, 4, {
		opacity: 0.5,
	});
	out += rect(492, 200, 16, 34, 6, p.dark);
	if (!back) {
		for (const [x, y] of [
			[260, 580],
			[720, 560],
			[330, 700],
			[660, 690],
			[210, 380],
			[800, 360],
		] as const)
			out += path(`M ${x} ${y - 26} Q ${x + 18} ${y} ${x} ${y + 10} Q ${x - 18} ${y} ${x} ${y - 26} Z`, "#6fa8dc", {
				opacity: 0.8,
			});
	}
	return out;
}

/* --------------------------------------------------------------------- toys */

function teddy(p: Palette, back: boolean): string {
	const fur = p.main;
	const pad = p.light;
	let out = circle(380, 262, 62, fur, o(p)) + circle(620, 262, 62, fur, o(p));
	out += circle(380, 262, 32, pad) + circle(620, 262, 32, pad);
	out += ellipse(400, 770, 74, 62, fur, o(p)) + ellipse(600, 770, 74, 62, fur, o(p));
	out += ellipse(400, 786, 40, 32, pad) + ellipse(600, 786, 40, 32, pad);
	out += ellipse(500, 600, 152, 172, fur, o(p));
	out += ellipse(356, 566, 52, 96, fur, { ...o(p), extra: 'transform="rotate(32 356 566)"' });
	out += ellipse(644, 566, 52, 96, fur, { ...o(p), extra: 'transform="rotate(-32 644 566)"' });
	if (!back) out += ellipse(500, 626, 92, 104, pad);
	out += circle(500, 344, 132, fur, o(p));
	if (back) {
		out += path("M 470 760 Q 500 720 530 760", "none", { stroke: p.dark, width: 4, opacity: 0.4 });
		out += circle(500, 740, 26, pad);
		return out;
	}
	out += ellipse(500, 390, 58, 44, pad);
	out += ellipse(500, 372, 22, 15, INK);
	out += line("M 500 388 L 500 404 M 478 412 Q 500 428 522 412", INK, 5);
	out += circle(448, 322, 13, INK) + circle(552, 322, 13, INK);
	out += circle(452, 317, 4, "#ffffff") + circle(556, 317, 4, "#ffffff");
	out += circle(420, 380, 20, "#e8798e", { opacity: 0.35 }) + circle(580, 380, 20, "#e8798e", { opacity: 0.35 });
	out += path("M 500 478 L 440 446 L 440 510 Z M 500 478 L 560 446 L 560 510 Z", p.accent, {
		stroke: p.dark,
		width: 4,
	});
	out += circle(500, 478, 15, p.accent, { stroke: p.dark, width: 4 });
	return out;
}

function cube(x: number, y: number, s: number, colour: string, label: string): string {
	const top = mix(colour, "#ffffff", 0.35);
	const side = mix(colour, "#000000", 0.25);
	const d = s * 0.3;
	let out = path(`M ${x} ${y} L ${x + d} ${y - d} L ${x + s + d} ${y - d} L ${x + s} ${y} Z`, top, {
		stroke: side,
		width: 3,
	});
	out += path(`M ${x + s} ${y} L ${x + s + d} ${y - d} L ${x + s + d} ${y + s - d} L ${x + s} ${y + s} Z`, side, {
		stroke: side,
		width: 3,
	});
	out += rect(x, y, s, s, 10, colour, { stroke: side, width: 4 });
	out += rect(x + 14, y + 14, s - 28, s - 28, 8, "none", { stroke: "#ffffff", width: 4, opacity: 0.6 });
	out += text(x + s / 2, y + s * 0.7, label, { size: s * 0.55, fill: "#ffffff", weight: "bold" });
	return out;
}

function blocks(p: Palette, back: boolean): string {
	const colours = [p.main, "#f6c945", "#6fa8dc", "#7cc6a4", "#e8798e", p.main];
	const s = 150;
	const x0 = 500 - (3 * s + s * 0.3) / 2;
	const labels = back ? ["1", "2", "3", "4", "5", "6"] : ["A", "B", "C", "D", "E", "F"];
	let out = "";
	for (let i = 0; i < 3; i++) out += cube(x0 + i * s, 690 - s, s, colours[i] as string, labels[i] as string);
	for (let i = 0; i < 2; i++)
		out += cube(x0 + s / 2 + i * s, 690 - 2 * s, s, colours[i + 3] as string, labels[i + 3] as string);
	out += cube(x0 + s, 690 - 3 * s, s, colours[5] as string, back ? "★" : "G");
	return out;
}

function puzzlePiece(x: number, y: number, s: number, colour: string, knobs: [boolean, boolean], icon: string): string {
	const side = mix(colour, "#000000", 0.25);
	let out = rect(x, y, s, s, 8, colour, { stroke: side, width: 4 });
	if (knobs[0])
		out +=
			circle(x + s + 10, y + s / 2, 28, colour, { stroke: side, width: 4 }) +
			rect(x + s - 8, y + s / 2 - 24, 16, 48, 0, colour);
	if (knobs[1])
		out +=
			circle(x + s / 2, y + s + 10, 28, colour, { stroke: side, width: 4 }) +
			rect(x + s / 2 - 24, y + s - 8, 48, 16, 0, colour);
	out += path(icon, "#ffffff", { opacity: 0.9 });
	return out;
}

function puzzle(p: Palette, back: boolean): string {
	const s = 190;
	const x = 500 - s - 40;
	const y = 300;
	let out = rect(x - 30, y - 30, 2 * s + 60, 2 * s + 60, 24, mix(p.main, "#ffffff", 0.6), { stroke: p.dark, width: 5 });
	out += rect(x + s, y + s, s, s, 8, "none", { stroke: p.dark, width: 4, dash: "12 10", opacity: 0.6 });
	out += puzzlePiece(x + s, y, s, "#6fa8dc", [false, true], star(x + 1.5 * s, y + s / 2, 50, 22));
	out += puzzlePiece(x, y + s, s, "#f6c945", [true, false], heart(x + s / 2, y + 1.45 * s, 44));
	out += puzzlePiece(
		x,
		y,
		s,
		p.main,
		[true, true],
		`M ${x + s / 2} ${y + 40} L ${x + s - 40} ${y + s - 40} L ${x + 40} ${y + s - 40} Z`,
	);
	const loose = group(
		`translate(${back ? 40 : 120} ${back ? 80 : 150}) rotate(14 ${x + 1.5 * s} ${y + 1.5 * s})`,
		rect(x + s + 8, y + s + 12, s, s, 8, "#000000", { opacity: 0.12 }) +
			puzzlePiece(x + s, y + s, s, "#7cc6a4", [false, false], circleIcon(x + 1.5 * s, y + 1.5 * s, 46)),
	);
	out += loose;
	return out;
}

function circleIcon(cx: number, cy: number, r: number): string {
	return `M ${cx - r} ${cy} A ${r} ${r} 0 1 0 ${cx + r} ${cy} A ${r} ${r} 0 1 0 ${cx - r} ${cy} Z`;
}

function rccar(p: Palette, back: boolean): string {
	let out = "";
	if (!back) {
		out += rect(150, 170, 210, 140, 34, "#3a3d42", { stroke: "#1f2124", width: 5 });
		out += circle(205, 240, 30, "#6c7077") + circle(305, 240, 30, "#6c7077");
		out += circle(205, 240, 14, p.main) + circle(305, 240, 14, p.main);
		out += line("M 330 176 L 370 96", "#3a3d42", 6) + circle(370, 96, 10, p.main);
	}
	out += line("M 610 372 L 660 220", INK, 6) + circle(660, 218, 12, p.accent);
	out += path(
		"M 248 600 Q 252 500 340 468 L 400 384 Q 420 360 462 360 L 604 360 Q 644 360 664 392 L 712 462 Q 782 474 792 560 Q 794 604 760 604 L 280 604 Q 248 604 248 600 Z",
		p.main,
		o(p),
	);
	out += path("M 418 392 L 372 462 L 514 462 L 514 392 Z", "#bfe0f5", { stroke: p.dark, width: 4 });
	out += path("M 540 392 L 540 462 L 676 462 L 632 396 Q 624 392 610 392 Z", "#bfe0f5", { stroke: p.dark, width: 4 });
	out += path("M 262 540 L 780 540 L 780 570 L 262 570 Z", p.accent, { opacity: 0.9 });
	out += path("M 560 486 L 520 532 L 552 532 L 530 574 L 590 516 L 558 516 L 580 486 Z", "#f6c945");
	out += ellipse(778, 512, 14, 20, "#fff3a8", { stroke: p.dark, width: 3 });
	for (const x of [350, 690]) {
		out += circle(x, 612, 70, "#2b2b2b");
		out += circle(x, 612, 34, "#c9cdd2", { stroke: "#8f959c", width: 4 });
	}
	return out;
}

function doll(p: Palette, back: boolean): string {
	const hair = "#5a3825";
	let out = ellipse(500, 300, 132, 140, hair);
	out += circle(360, 330, 46, hair) + circle(640, 330, 46, hair);
	out +=
		rect(452, 690, 34, 150, 14, SKIN, { stroke: SKIN_DARK, width: 4 }) +
		rect(514, 690, 34, 150, 14, SKIN, { stroke: SKIN_DARK, width: 4 });
	out += ellipse(462, 848, 40, 22, p.dark) + ellipse(538, 848, 40, 22, p.dark);
	out += path("M 430 470 Q 370 560 340 640 M 570 470 Q 630 560 660 640", "none", { stroke: SKIN, width: 34 });
	out += path("M 436 436 L 564 436 L 660 720 Q 500 752 340 720 Z", p.main, o(p));
	for (const [x, y] of quadraticPoints([344, 716], [500, 752], [656, 716], 12)) out += circle(x, y, 10, p.light);
	if (!back) {
		out += path("M 450 436 L 500 480 L 550 436 Z", p.accent, { stroke: p.dark, width: 4 });
		out += circle(500, 300, 108, SKIN, { stroke: SKIN_DARK, width: 4 });
		out += path("M 392 282 Q 420 170 500 168 Q 590 170 608 282 Q 560 230 500 226 Q 440 230 392 282 Z", hair);
		out += circle(462, 312, 11, INK) + circle(538, 312, 11, INK);
		out += circle(432, 350, 18, "#e8798e", { opacity: 0.4 }) + circle(568, 350, 18, "#e8798e", { opacity: 0.4 });
		out += line("M 476 358 Q 500 378 524 358", "#c0392b", 6);
		out += group("translate(600 200) scale(0.3) translate(-500 -470)", bow(p, p.accent));
	} else {
		out += ellipse(500, 300, 112, 118, hair);
		out += group("translate(500 200) scale(0.35) translate(-500 -470)", bow(p, p.accent));
		for (const y of [470, 520, 570]) out += circle(500, y, 8, p.light);
	}
	return out;
}

function abacus(p: Palette, back: boolean): string {
	const rows = [p.main, "#f6c945", "#6fa8dc", "#7cc6a4", "#e8798e"];
	let out = rect(240, 210, 520, 560, 26, "none", { stroke: WOOD, width: 34 });
	out += rect(240, 210, 520, 560, 26, "none", { stroke: WOOD_DARK, width: 4 });
	out += line("M 270 790 L 230 880 M 730 790 L 770 880", WOOD_DARK, 22);
	rows.forEach((colour, row) => {
		const y = 310 + row * 95;
		out += line(`M 257 ${y} L 743 ${y}`, "#9aa1a8", 8);
		const left = back ? 3 + (row % 3) : 5 - (row % 3);
		for (let i = 0; i < 9; i++) {
			const x = i < left ? 300 + i * 48 : 700 - (8 - i) * 48;
			out += ellipse(x, y, 24, 34, colour, { stroke: mix(colour, "#000000", 0.25), width: 3 });
			out += ellipse(x - 6, y - 12, 6, 9, "#ffffff", { opacity: 0.45 });
		}
	});
	return out;
}

function rings(p: Palette, back: boolean): string {
	const colours = [p.main, "#f08a24", "#f6c945", "#7cc6a4", "#6fa8dc", "#a98bd4"];
	let out = rect(300, 790, 400, 60, 28, WOOD, { stroke: WOOD_DARK, width: 5 });
	out += rect(484, 300, 32, 500, 14, WOOD, { stroke: WOOD_DARK, width: 4 });
	const count = back ? 4 : 6;
	for (let i = 0; i < count; i++) {
		const w = 360 - i * 44;
		const y = 720 - i * 72;
		const colour = colours[i] as string;
		out += rect(500 - w / 2, y, w, 76, 38, colour, { stroke: mix(colour, "#000000", 0.25), width: 4 });
		out += rect(500 - w / 2 + 24, y + 12, w - 48, 14, 7, "#ffffff", { opacity: 0.35 });
	}
	if (back) {
		for (let i = 4; i < 6; i++) {
			const colour = colours[i] as string;
			const w = 360 - i * 44;
			out += group(
				`rotate(${i === 4 ? -12 : 10} ${i === 4 ? 250 : 760} 800)`,
				rect((i === 4 ? 250 : 760) - w / 2, 760, w, 76, 38, colour, { stroke: mix(colour, "#000000", 0.25), width: 4 }),
			);
		}
	}
	out += circle(500, 290, 50, p.main, o(p));
	out += circle(484, 274, 14, "#ffffff", { opacity: 0.5 });
	return out;
}

function boardgame(p: Palette, back: boolean): string {
	let out = rect(230, 200, 540, 540, 28, p.dark, { stroke: p.dark, width: 6 });
	const cell = 96;
	for (let r = 0; r < 5; r++)
		for (let c = 0; c < 5; c++)
			out += rect(
				262 + c * cell + 2,
				232 + r * cell + 2,
				cell - 4,
				cell - 4,
				8,
				(r + c) % 2 === 0 ? p.light : OFF_WHITE,
			);
	if (!back) {
		out += line("M 330 650 L 420 300 M 390 666 L 480 316", WOOD_DARK, 10);
		for (let i = 1; i < 6; i++)
			out += line(`M ${330 + i * 15} ${650 - i * 58} L ${390 + i * 15} ${666 - i * 58}`, WOOD_DARK, 8);
		out += path("M 640 300 Q 540 360 620 440 Q 700 520 600 600 Q 540 650 560 690", "none", {
			stroke: "#3e9b5a",
			width: 26,
		});
		out += ellipse(640, 296, 30, 22, "#3e9b5a") + circle(650, 290, 5, INK);
	} else {
		out += text(500, 510, "LUDO", { size: 110, fill: p.dark, weight: "bold", spacing: 8 });
	}
	const die = (x: number, y: number, angle: number, pips: [number, number][]) =>
		group(
			`rotate(${angle} ${x + 50} ${y + 50})`,
			rect(x, y, 100, 100, 20, "#ffffff", { stroke: "#9aa1a8", width: 4 }) +
				pips.map(([px, py]) => circle(x + px, y + py, 10, INK)).join(""),
		);
	out += die(640, 700, 14, [
		[28, 28],
		[50, 50],
		[72, 72],
	]);
	out += die(520, 760, -10, [
		[30, 30],
		[70, 30],
		[30, 70],
		[70, 70],
	]);
	const pawn = (x: number, colour: string) =>
		path(`M ${x - 30} 880 L ${x + 30} 880 L ${x + 12} 800 L ${x - 12} 800 Z`, colour, {
			stroke: mix(colour, "#000000", 0.3),
			width: 4,
		}) + circle(x, 790, 24, colour, { stroke: mix(colour, "#000000", 0.3), width: 4 });
	out += pawn(300, "#d64545") + pawn(380, "#3a5fc8");
	return out;
}

/* ------------------------------------------------------------------- sports */

function bat(p: Palette, back: boolean): string {
	const willow = "#ecd3a0";
	let out = "";
	// stumps
	for (const x of [660, 700, 740]) out += rect(x, 360, 18, 420, 8, WOOD, { stroke: WOOD_DARK, width: 3 });
	out += rect(650, 350, 50, 12, 6, WOOD_DARK) + rect(702, 350, 50, 12, 6, WOOD_DARK);
	let blade = rect(440, 330, 120, 490, 36, willow, { stroke: "#b8925a", width: 6 });
	blade += rect(452, 340, 22, 460, 11, "#ffffff", { opacity: 0.3 });
	if (back) {
		blade += path("M 500 350 L 540 420 L 540 760 L 500 812 L 460 760 L 460 420 Z", "#dcbd82", { opacity: 0.8 });
	} else {
		blade += rect(452, 430, 96, 180, 10, p.main);
		blade += rect(452, 470, 96, 16, 0, p.accent) + rect(452, 560, 96, 16, 0, p.accent);
		blade += path(star(500, 524, 26, 11), p.accent);
		blade += rect(452, 700, 96, 40, 8, p.main, { opacity: 0.9 });
	}
	blade += rect(474, 130, 52, 210, 18, p.main, { stroke: p.dark, width: 5 });
	for (let y = 150; y < 330; y += 26) blade += line(`M 476 ${y} L 524 ${y + 14}`, p.dark, 4, { opacity: 0.5 });
	blade += rect(470, 112, 60, 28, 12, p.dark);
	out += group("rotate(-28 500 500)", blade);
	out += circle(300, 780, 58, "#c0392b", { stroke: "#8e2c24", width: 4 });
	out += path("M 262 736 Q 300 780 262 826 M 338 736 Q 300 780 338 826", "none", {
		stroke: "#ffffff",
		width: 4,
		dash: "8 6",
	});
	return out;
}

function football(p: Palette, back: boolean): string {
	const cx = 500;
	const cy = 470;
	const r = 240;
	let out = circle(cx, cy, r, "#ffffff", { stroke: "#3a3d42", width: 8 });
	const pentagon = (x: number, y: number, size: number, rot: number) => {
		const pts: string[] = [];
		for (let i = 0; i < 5; i++) {
			const a = ((rot + i * 72 - 90) * Math.PI) / 180;
			pts.push(`${round(x + size * Math.cos(a))} ${round(y + size * Math.sin(a))}`);
		}
		return `M ${pts.join(" L ")} Z`;
	};
	const spin = back ? 36 : 0;
	out += path(pentagon(cx, cy, 70, spin), p.main, { stroke: "#3a3d42", width: 5 });
	for (let i = 0; i < 5; i++) {
		const a = ((spin + i * 72 - 90) * Math.PI) / 180;
		const px = cx + 190 * Math.cos(a);
		const py = cy + 190 * Math.sin(a);
		out += line(
			`M ${round(cx + 70 * Math.cos(a))} ${round(cy + 70 * Math.sin(a))} L ${round(cx + 140 * Math.cos(a))} ${round(cy + 140 * Math.sin(a))}`,
			"#3a3d42",
			5,
		);
		out += path(pentagon(px, py, 58, spin + 36), p.main, { stroke: "#3a3d42", width: 5 });
	}
	out = `<clipPath id="ball"><circle cx="${cx}" cy="${cy}" r="${r - 4}"/></clipPath><g clip-path="url(#ball)">${out}</g>`;
	out += circle(cx, cy, r, "none", { stroke: "#3a3d42", width: 8 });
	out += path(`M ${cx - 150} ${cy - 140} Q ${cx - 90} ${cy - 210} ${cx} ${cy - 215}`, "none", {
		stroke: "#ffffff",
		width: 20,
		opacity: 0.6,
	});
	return out;
}

function basketball(p: Palette, back: boolean): string {
	const cx = 500;
	const cy = 470;
	let out = circle(cx, cy, 240, p.main, { stroke: "#2b2b2b", width: 8 });
	const seams = back
		? "M 262 470 L 738 470 M 500 232 L 500 708 M 330 300 Q 440 470 330 640 M 670 300 Q 560 470 670 640"
		: "M 262 440 Q 500 520 738 440 M 480 232 Q 420 470 480 708 M 320 290 Q 460 330 560 250 M 360 680 Q 520 560 700 640";
	out += line(seams, "#2b2b2b", 9);
	out += path(`M ${cx - 150} ${cy - 140} Q ${cx - 90} ${cy - 200} ${cx - 10} ${cy - 210}`, "none", {
		stroke: "#ffffff",
		width: 18,
		opacity: 0.35,
	});
	return out;
}

function stringedHead(cx: number, cy: number, rx: number, ry: number, frame: string, step: number): string {
	let out = ellipse(cx, cy, rx, ry, "#ffffff", { opacity: 0.15 });
	const ix = rx - 14;
	const iy = ry - 14;
	for (let x = -ix + step / 2; x < ix; x += step) {
		const h = iy * Math.sqrt(Math.max(0, 1 - (x / ix) ** 2));
		out += line(`M ${round(cx + x)} ${round(cy - h)} L ${round(cx + x)} ${round(cy + h)}`, "#e9ecef", 3);
	}
	for (let y = -iy + step / 2; y < iy; y += step) {
		const w = ix * Math.sqrt(Math.max(0, 1 - (y / iy) ** 2));
		out += line(`M ${round(cx - w)} ${round(cy + y)} L ${round(cx + w)} ${round(cy + y)}`, "#e9ecef", 3);
	}
	out += ellipse(cx, cy, rx, ry, "none", { stroke: frame, width: 24 });
	return out;
}

function racket(p: Palette, back: boolean): string {
	let body = stringedHead(500, 330, 150, 190, p.main, 26);
	body += path("M 440 505 Q 500 560 560 505 L 520 600 L 480 600 Z", "none", { stroke: p.main, width: 20 });
	body += rect(478, 596, 44, 250, 14, p.dark, { stroke: p.dark, width: 4 });
	for (let y = 612; y < 840; y += 24) body += line(`M 480 ${y} L 520 ${y + 12}`, "#ffffff", 3, { opacity: 0.35 });
	if (!back) body += rect(470, 560, 60, 24, 8, p.accent);
	let out = group("rotate(-24 500 500)", body);
	out += circle(730, 760, 60, "#d7e94a", { stroke: "#a9b832", width: 4 });
	out += path("M 680 720 Q 730 760 690 812 M 778 712 Q 730 760 772 810", "none", { stroke: "#ffffff", width: 6 });
	return out;
}

function badminton(p: Palette, back: boolean): string {
	let body = stringedHead(500, 300, 110, 140, p.main, 20);
	body += line("M 500 440 L 500 640", "#9aa1a8", 12);
	body += rect(482, 630, 36, 220, 14, p.dark);
	for (let y = 646; y < 840; y += 22) body += line(`M 484 ${y} L 516 ${y + 10}`, "#ffffff", 3, { opacity: 0.35 });
	let out = group(`rotate(${back ? 18 : -20} 500 500)`, body);
	// shuttlecock
	const shuttle =
		path("M 640 560 L 800 520 L 820 640 L 680 640 Z", "#ffffff", { stroke: "#b9bec4", width: 4 }) +
		line("M 660 580 L 800 540 M 668 600 L 810 580 M 676 620 L 815 615", "#d3d7dc", 3) +
		path("M 680 640 L 820 640 Q 830 700 750 710 Q 670 700 680 640 Z", p.main, { stroke: p.dark, width: 4 });
	out += group("rotate(-20 740 620) translate(0 60)", shuttle);
	return out;
}

function goggles(p: Palette): string {
	const lens = mix("#6fa8dc", p.main, 0.3);
	let out = "";
	for (let i = 0; i < 3; i++)
		out += path(
			`M 150 ${760 + i * 40} Q 250 ${730 + i * 40} 350 ${760 + i * 40} T 550 ${760 + i * 40} T 750 ${760 + i * 40} T 950 ${760 + i * 40}`,
			"none",
			{
				stroke: "#6fa8dc",
				width: 10,
				opacity: 0.5 - i * 0.12,
			},
		);
	out += ellipse(500, 470, 310, 150, "none", { stroke: p.main, width: 26 });
	out += ellipse(500, 470, 310, 150, "none", { stroke: p.dark, width: 4, opacity: 0.4 });
	out += ellipse(380, 500, 120, 90, lens, { stroke: p.main, width: 22 });
	out += ellipse(620, 500, 120, 90, lens, { stroke: p.main, width: 22 });
	out += line("M 495 490 Q 500 470 505 490", p.dark, 14);
	out += path("M 310 470 Q 330 430 380 424 L 330 520 Q 304 500 310 470 Z", "#ffffff", { opacity: 0.5 });
	out += path("M 550 470 Q 570 430 620 424 L 570 520 Q 544 500 550 470 Z", "#ffffff", { opacity: 0.5 });
	for (const [x, y, r] of [
		[240, 300, 16],
		[780, 280, 22],
		[820, 360, 12],
		[200, 620, 14],
	] as const)
		out += circle(x, y, r, "none", { stroke: "#6fa8dc", width: 4, opacity: 0.7 });
	return out;
}

function skates(p: Palette, back: boolean): string {
	let out = path(
		"M 320 250 L 520 250 Q 542 250 542 280 L 548 468 Q 640 480 702 520 Q 744 546 734 602 L 734 640 L 300 640 L 300 280 Q 300 250 320 250 Z",
		p.main,
		o(p),
	);
	out += rect(300, 250, 242, 60, 20, p.dark);
	out += path("M 640 500 Q 720 530 734 600 L 734 640 L 650 640 Z", p.dark, { opacity: 0.35 });
	out += rect(300, 600, 434, 40, 12, OFF_WHITE, { stroke: p.dark, width: 4 });
	for (const y of [360, 450]) {
		out += rect(296, y, 250, 36, 10, p.accent, { stroke: p.dark, width: 4 });
		out += rect(510, y + 4, 30, 28, 6, "#c9cdd2", { stroke: "#8f959c", width: 3 });
	}
	if (!back)
		for (let i = 0; i < 4; i++)
			out += line(`M ${560 + i * 36} ${500 + i * 10} L ${590 + i * 36} ${530 + i * 12}`, OFF_WHITE, 6);
	out += rect(320, 650, 400, 36, 10, "#9aa1a8", { stroke: "#6c7077", width: 4 });
	for (const x of [360, 467, 574, 680]) {
		out += circle(x, 730, 50, "#2b2b2b");
		out += circle(x, 730, 22, p.light);
	}
	return out;
}

function cycle(p: Palette, back: boolean): string {
	const wheel = (x: number, y: number) => {
		let w = circle(x, y, 150, "none", { stroke: "#2b2b2b", width: 26 });
		for (let i = 0; i < 12; i++) {
			const a = (i * Math.PI) / 6;
			w += line(`M ${x} ${y} L ${round(x + 136 * Math.cos(a))} ${round(y + 136 * Math.sin(a))}`, "#b9bec4", 3);
		}
		return w + circle(x, y, 14, "#6c7077");
	};
	let out = wheel(290, 640) + wheel(710, 640);
	out += line("M 170 560 Q 290 470 410 560", p.main, 16) + line("M 590 560 Q 710 470 830 560", p.main, 16);
	const R = "290 640";
	const B = "480 650";
	const S = "430 420";
	const H = "650 410";
	out += line(`M ${R} L ${B} L ${S} Z M ${S} L ${H} L ${B}`, p.main, 24);
	out += line(`M ${H} L 710 640`, p.dark, 18);
	out += line(`M ${R} L ${B}`, "#6c7077", 6, { dash: "6 6" });
	out += line("M 430 420 L 420 370", "#6c7077", 12);
	out += path("M 370 360 Q 420 340 480 360 L 470 380 L 380 380 Z", "#2b2b2b");
	out += line("M 650 410 L 630 320 L 580 312", "#6c7077", 12);
	out += line("M 560 310 L 600 314", "#2b2b2b", 22);
	out += circle(480, 650, 34, "#9aa1a8", { stroke: "#6c7077", width: 4 });
	if (!back) {
		out += path("M 650 300 L 770 300 L 750 390 L 670 390 Z", p.accent, { stroke: p.dark, width: 5 });
		for (const x of [690, 720]) out += line(`M ${x} 304 L ${x - 4} 386`, p.dark, 3, { opacity: 0.5 });
		out += circle(210, 700, 40, "none", { stroke: "#2b2b2b", width: 12 });
		out += line("M 210 700 L 290 640", "#9aa1a8", 8);
	}
	return out;
}

/* ----------------------------------------------------------------- skincare */

function brandLabel(x: number, y: number, w: number, h: number, p: Palette): string {
	let out = rect(x, y, w, h, 16, "#fbf7ec", { stroke: mix(p.main, "#000000", 0.2), width: 3 });
	out += leaf(x + w / 2 - 26, y + h * 0.36, 56, -50, "#3e9b5a", "#2e6b4f");
	out += leaf(x + w / 2 - 26, y + h * 0.36, 46, -130, "#7cc6a4", "#2e6b4f");
	out += text(x + w / 2, y + h * 0.62, "Biotique", { size: Math.min(34, w / 5.2), fill: "#2e6b4f", weight: "bold" });
	out += line(`M ${x + 24} ${y + h * 0.76} L ${x + w - 24} ${y + h * 0.76}`, "#c9b98f", 5);
	out += line(`M ${x + 40} ${y + h * 0.86} L ${x + w - 40} ${y + h * 0.86}`, "#c9b98f", 5);
	return out;
}

function sprig(x: number, y: number): string {
	let out = line(`M ${x} ${y} Q ${x + 30} ${y - 150} ${x + 10} ${y - 300}`, "#2e6b4f", 6);
	for (let i = 0; i < 5; i++) {
		const py = y - 50 - i * 55;
		out += leaf(
			x + 12 + i * 2,
			py,
			70 - i * 6,
			i % 2 === 0 ? -30 : -150,
			i % 2 === 0 ? "#7cc6a4" : "#3e9b5a",
			"#2e6b4f",
		);
	}
	return out;
}

function bottle(p: Palette, back: boolean): string {
	let out = sprig(720, 820);
	out += rect(455, 288, 90, 80, 12, p.dark);
	out += rect(440, 270, 120, 34, 10, p.dark, { stroke: p.dark, width: 4 });
	out += rect(472, 196, 56, 80, 10, OFF_WHITE, { stroke: "#b9bec4", width: 4 });
	out += rect(472, 196, 110, 30, 10, OFF_WHITE, { stroke: "#b9bec4", width: 4 });
	out += rect(380, 360, 240, 460, 56, p.main, o(p));
	out += rect(398, 380, 26, 400, 13, "#ffffff", { opacity: 0.25 });
	if (back) {
		out += rect(420, 470, 160, 250, 14, "#fbf7ec", { opacity: 0.95 });
		for (let y = 500; y < 700; y += 24) out += line(`M 440 ${y} L ${y % 48 === 0 ? 540 : 560} ${y}`, "#9aa1a8", 5);
	} else {
		out += brandLabel(408, 470, 184, 250, p);
	}
	return out;
}

function tube(p: Palette, back: boolean): string {
	let out = sprig(250, 820);
	out += rect(384, 180, 232, 40, 6, p.dark);
	for (let x = 396; x < 610; x += 18) out += line(`M ${x} 186 L ${x} 214`, p.main, 4, { opacity: 0.5 });
	out += path("M 400 218 L 600 218 L 578 720 Q 500 734 422 720 Z", p.main, o(p));
	out += rect(440, 716, 120, 96, 18, OFF_WHITE, { stroke: "#b9bec4", width: 5 });
	if (back) {
		for (let y = 320; y < 640; y += 26) out += line(`M 440 ${y} L 560 ${y}`, p.ink, 5, { opacity: 0.5 });
	} else {
		out += brandLabel(420, 330, 160, 250, p);
		out += circle(500, 640, 24, "#f6c945", { opacity: 0.9 });
	}
	return out;
}

function jar(p: Palette, back: boolean): string {
	let out = sprig(740, 800);
	out += rect(330, 460, 340, 330, 50, mix(p.main, "#ffffff", 0.55), o(p));
	out += rect(350, 470, 26, 290, 13, "#ffffff", { opacity: 0.4 });
	out += rect(318, 372, 364, 100, 24, p.main, o(p));
	for (let x = 340; x < 670; x += 20) out += line(`M ${x} 382 L ${x} 462`, p.dark, 3, { opacity: 0.35 });
	if (back) {
		out += rect(380, 530, 240, 200, 14, "#fbf7ec", { opacity: 0.95 });
		for (let y = 560; y < 710; y += 26) out += line(`M 400 ${y} L 600 ${y}`, "#9aa1a8", 5);
	} else {
		out += brandLabel(382, 510, 236, 230, p);
	}
	return out;
}

/* ------------------------------------------------------------------ jewelry */

function gemColour(p: Palette): string {
	return p.accent === OFF_WHITE ? "#d64545" : p.accent;
}

function jhumka(x: number, p: Palette): string {
	const metal = p.main;
	const shade = p.dark;
	let out = path(`M ${x} 230 Q ${x - 40} 230 ${x - 40} 270`, "none", { stroke: shade, width: 6 });
	out += circle(x, 290, 42, metal, { stroke: shade, width: 5 });
	out += circle(x, 290, 22, gemColour(p), { stroke: shade, width: 4 });
	out += line(`M ${x} 332 L ${x} 400`, metal, 10);
	out += path(`M ${x - 110} 540 Q ${x - 100} 410 ${x} 400 Q ${x + 100} 410 ${x + 110} 540 Z`, metal, {
		stroke: shade,
		width: 5,
	});
	for (const dx of [-60, 0, 60]) out += circle(x + dx, 470, 12, gemColour(p), { stroke: shade, width: 3 });
	out += line(`M ${x - 110} 540 L ${x + 110} 540`, shade, 8);
	for (let i = -5; i <= 5; i++) {
		const bx = x + i * 20;
		out += line(`M ${bx} 544 L ${bx} ${580 + (i % 2 === 0 ? 20 : 0)}`, metal, 3);
		out += circle(bx, 590 + (i % 2 === 0 ? 20 : 0), 10, i % 2 === 0 ? "#f7f2e8" : metal, { stroke: shade, width: 2 });
	}
	return out;
}

function earrings(p: Palette, back: boolean): string {
	if (back) return group("translate(500 500) rotate(12) scale(1.15) translate(-500 -470)", jhumka(500, p));
	return jhumka(330, p) + jhumka(670, p);
}

function necklace(p: Palette, back: boolean): string {
	const metal = p.main;
	let out = line("M 250 200 Q 250 520 500 560 Q 750 520 750 200", p.dark, 3, { opacity: 0.5 });
	const beads = quadraticPoints([250, 220], [500, 760], [750, 220], 31);
	beads.forEach(([x, y], i) => {
		out += circle(x, y, i % 3 === 0 ? 15 : 11, i % 3 === 0 ? gemColour(p) : metal, { stroke: p.dark, width: 2 });
	});
	const [cx, cy] = beads[15] ?? [500, 490];
	out += line(`M ${cx} ${cy} L ${cx} ${cy + 40}`, metal, 8);
	const drop = `M ${cx} ${cy + 40} Q ${cx + 80} ${cy + 140} ${cx} ${cy + 200} Q ${cx - 80} ${cy + 140} ${cx} ${cy + 40} Z`;
	out += path(drop, metal, { stroke: p.dark, width: 5 });
	out += path(
		`M ${cx} ${cy + 66} Q ${cx + 50} ${cy + 140} ${cx} ${cy + 176} Q ${cx - 50} ${cy + 140} ${cx} ${cy + 66} Z`,
		gemColour(p),
	);
	out += circle(cx - 14, cy + 120, 8, "#ffffff", { opacity: 0.6 });
	if (back)
		out +=
			rect(240, 180, 24, 30, 6, metal, { stroke: p.dark, width: 3 }) +
			circle(760, 190, 14, "none", { stroke: metal, width: 6 });
	return out;
}

function bracelet(p: Palette, back: boolean): string {
	const metal = p.main;
	let out = "";
	const n = 26;
	const points: [number, number, number][] = [];
	for (let i = 0; i < n; i++) {
		const a = (i / n) * Math.PI * 2;
		points.push([500 + 230 * Math.cos(a), 470 + 150 * Math.sin(a), Math.sin(a)]);
	}
	points.sort((a, b) => a[2] - b[2]);
	for (const [x, y, depth] of points) {
		const r = 20 + depth * 5;
		const isGem = Math.round((x + y) / 37) % 3 === 0;
		out += circle(x, y, r, isGem ? gemColour(p) : depth < 0 ? p.dark : metal, { stroke: p.dark, width: 2 });
		out += circle(x - r * 0.3, y - r * 0.3, r * 0.28, "#ffffff", { opacity: depth < 0 ? 0.2 : 0.5 });
	}
	if (!back) {
		out += line("M 500 620 L 500 660", metal, 6);
		out += path(heart(500, 710, 46), metal, { stroke: p.dark, width: 4 });
		out += path(heart(500, 710, 24), gemColour(p));
	}
	return out;
}

function anklet(p: Palette, back: boolean): string {
	const metal = p.main;
	let out = "";
	const links = quadraticPoints([160, 380], [500, back ? 620 : 560], [840, 380], 34);
	for (const [x, y] of links) out += circle(x, y, 11, "none", { stroke: metal, width: 5 });
	links.forEach(([x, y], i) => {
		if (i % 3 !== 1) return;
		out += line(`M ${round(x)} ${round(y)} L ${round(x)} ${round(y + 40)}`, metal, 4);
		out += circle(x, y + 58, 20, metal, { stroke: p.dark, width: 3 });
		out += line(`M ${round(x - 10)} ${round(y + 64)} L ${round(x + 10)} ${round(y + 64)}`, p.dark, 3);
		if (i % 6 === 1) out += circle(x, y + 22, 8, gemColour(p));
	});
	out += rect(148, 360, 30, 40, 8, metal, { stroke: p.dark, width: 3 });
	return out;
}

function flower(x: number, y: number, r: number, petal: string, centre: string, edge: string): string {
	let out = "";
	for (let i = 0; i < 5; i++) {
		const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
		out += circle(x + r * Math.cos(a), y + r * Math.sin(a), r * 0.75, petal, { stroke: edge, width: 3 });
	}
	return out + circle(x, y, r * 0.6, centre, { stroke: edge, width: 3 });
}

function hairclip(p: Palette): string {
	const metal = p.main;
	let out = rect(240, 470, 520, 56, 28, metal, { stroke: p.dark, width: 5 });
	out += rect(270, 484, 460, 12, 6, "#ffffff", { opacity: 0.35 });
	out += flower(330, 498, 36, gemColour(p), "#f7f2e8", p.dark);
	out += flower(500, 498, 52, gemColour(p), "#f7f2e8", p.dark);
	out += flower(670, 498, 36, gemColour(p), "#f7f2e8", p.dark);
	for (const x of [410, 590]) out += circle(x, 498, 14, "#f7f2e8", { stroke: p.dark, width: 2 });
	return out;
}

export const ART: Record<ArtKind, ArtDefinition> = {
	frock: { draw: frock, hasBack: true, focus: [500, 420], detail: "close-up of the bow and print" },
	top: { draw: top, hasBack: true, focus: [500, 420], detail: "close-up of the print" },
	skirt: { draw: skirt, hasBack: true, focus: [500, 640], detail: "close-up of the hem" },
	lehenga: { draw: lehenga, hasBack: true, focus: [500, 760], detail: "close-up of the zari border" },
	kurti: { draw: kurti, hasBack: true, focus: [500, 300], detail: "close-up of the embroidery" },
	kurta: { draw: kurta, hasBack: true, focus: [500, 290], detail: "close-up of the collar and buttons" },
	jeans: { draw: jeans, hasBack: true, focus: [500, 290], detail: "close-up of the waistband" },
	shorts: { draw: shorts, hasBack: true, focus: [500, 360], detail: "close-up of the drawstring waist" },
	nightsuit: { draw: nightsuit, hasBack: true, focus: [500, 380], detail: "close-up of the print" },
	jacket: { draw: jacket, hasBack: true, focus: [500, 300], detail: "close-up of the hood and zip" },
	sweater: { draw: sweater, hasBack: true, focus: [500, 470], detail: "close-up of the knit" },
	tshirt: { draw: tshirt, hasBack: true, focus: [500, 470], detail: "close-up of the print" },
	shirt: { draw: shirt, hasBack: true, focus: [500, 300], detail: "close-up of the collar" },
	romper: { draw: romper, hasBack: true, focus: [500, 430], detail: "close-up of the appliqué" },
	sleepsuit: { draw: sleepsuit, hasBack: true, focus: [500, 800], detail: "close-up of the footies" },
	bib: { draw: bib, hasBack: true, focus: [500, 520], detail: "close-up of the print" },
	babyset: { draw: babyset, hasBack: true, focus: [360, 420], detail: "close-up of the print" },
	cap: { draw: cap, hasBack: true, focus: [500, 470], detail: "close-up of the badge" },
	hat: { draw: hat, hasBack: false, focus: [500, 520], detail: "close-up of the band" },
	socks: { draw: socks, hasBack: false, focus: [420, 420], detail: "close-up of the stripes" },
	hairbow: { draw: hairbow, hasBack: false, focus: [500, 470], detail: "close-up of the bow" },
	bag: { draw: bag, hasBack: true, focus: [500, 650], detail: "close-up of the front pocket" },
	sunglasses: { draw: sunglasses, hasBack: false, focus: [370, 500], detail: "close-up of the lens" },
	umbrella: { draw: umbrella, hasBack: false, focus: [500, 360], detail: "close-up of the canopy" },
	teddy: { draw: teddy, hasBack: true, focus: [500, 380], detail: "close-up of the face" },
	blocks: { draw: blocks, hasBack: true, focus: [500, 500], detail: "close-up of the letters" },
	puzzle: { draw: puzzle, hasBack: false, focus: [500, 480], detail: "close-up of the pieces" },
	rccar: { draw: rccar, hasBack: false, focus: [560, 500], detail: "close-up of the wheels" },
	doll: { draw: doll, hasBack: true, focus: [500, 330], detail: "close-up of the face" },
	abacus: { draw: abacus, hasBack: true, focus: [440, 400], detail: "close-up of the beads" },
	rings: { draw: rings, hasBack: true, focus: [500, 560], detail: "close-up of the rings" },
	boardgame: { draw: boardgame, hasBack: true, focus: [560, 700], detail: "close-up of the dice" },
	bat: { draw: bat, hasBack: true, focus: [500, 450], detail: "close-up of the blade" },
	football: { draw: football, hasBack: true, focus: [500, 470], detail: "close-up of the panels" },
	basketball: { draw: basketball, hasBack: true, focus: [500, 470], detail: "close-up of the grip" },
	racket: { draw: racket, hasBack: true, focus: [470, 360], detail: "close-up of the strings" },
	badminton: { draw: badminton, hasBack: true, focus: [700, 640], detail: "close-up of the shuttlecock" },
	goggles: { draw: goggles, hasBack: false, focus: [500, 500], detail: "close-up of the lenses" },
	skates: { draw: skates, hasBack: true, focus: [520, 660], detail: "close-up of the wheels" },
	cycle: { draw: cycle, hasBack: true, focus: [600, 420], detail: "close-up of the handlebar and basket" },
	bottle: { draw: bottle, hasBack: true, focus: [500, 560], detail: "close-up of the label" },
	tube: { draw: tube, hasBack: true, focus: [500, 450], detail: "close-up of the label" },
	jar: { draw: jar, hasBack: true, focus: [500, 600], detail: "close-up of the label" },
	earrings: { draw: earrings, hasBack: true, focus: [330, 470], detail: "close-up of the jhumka" },
	necklace: { draw: necklace, hasBack: true, focus: [500, 640], detail: "close-up of the pendant" },
	bracelet: { draw: bracelet, hasBack: true, focus: [500, 640], detail: "close-up of the charm" },
	anklet: { draw: anklet, hasBack: true, focus: [500, 560], detail: "close-up of the ghungroo bells" },
	hairclip: { draw: hairclip, hasBack: false, focus: [500, 500], detail: "close-up of the stones" },
};
