import { createRequire } from "node:module";
import { type Paise, SHOP, type TaxDocument } from "@pitara/shared";

/** What the PDF adds to the document as issued: the order it belongs to. */
export interface PdfOrderFacts {
	orderId: number;
	orderDate: Date;
	/**
	 * "hi": bilingual for a shopper on the Hindi storefront (issue 31): each heading and label in English, as the
	 * law's terms stay, with its Hindi beneath; the figures, names and HSN codes as they are. Absent: English only.
	 */
	language?: "en" | "hi";
}

/** The Hindi beside each English heading and label of a bilingual tax document. */
const HINDI_LABELS: Record<string, string> = {
	"TAX INVOICE": "कर बीजक",
	"CREDIT NOTE": "क्रेडिट नोट",
	"Invoice number": "बीजक संख्या",
	"Credit note number": "क्रेडिट नोट संख्या",
	"Invoice date": "बीजक की तारीख़",
	Date: "तारीख़",
	"Against invoice": "इस बीजक के बदले",
	"Order number": "ऑर्डर संख्या",
	"Order date": "ऑर्डर की तारीख़",
	"Place of supply": "आपूर्ति का स्थान",
	"Reverse charge": "रिवर्स चार्ज",
	"BILL TO / SHIP TO": "बिल और डिलीवरी का पता",
	"Total taxable value": "कुल कर-योग्य मूल्य",
	"Round off": "पूर्णांकन",
	"Invoice total": "बीजक की कुल राशि",
	"Credit note total": "क्रेडिट नोट की कुल राशि",
	"Prices include GST; the tax shown is contained in them, not added.":
		"कीमतों में GST शामिल है; दिखाया गया कर उन्हीं में है, अलग से नहीं जोड़ा गया।",
	"Authorised signatory": "अधिकृत हस्ताक्षरकर्ता",
	"This is a computer-generated document and needs no signature.":
		"यह कंप्यूटर से बना दस्तावेज़ है, इस पर हस्ताक्षर की ज़रूरत नहीं।",
};

const require = createRequire(import.meta.url);
/**
 * DejaVu Sans, shipped by the `dejavu-fonts-ttf` package: it has the rupee
 * sign (U+20B9), which the PDF standard fonts lack, and it is embedded
 * (subset) in each PDF, so no font is needed on the server or the reader.
 * It has no Devanagari, so text in Hindi (a buyer's name, an address, a
 * product name) is drawn with Noto Sans Devanagari (Google's, shipped as TTF
 * by `@expo-google-fonts/noto-sans-devanagari`), which also has Latin, digits
 * and ₹; each PDF embeds only the glyphs it uses of either (issue 22).
 */
const FONT_FILES = {
	regular: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
	bold: "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf",
	"regular-devanagari": "@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf",
	"bold-devanagari": "@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf",
} as const;

type FontName = keyof typeof FONT_FILES;
/** A font parsed by fontkit (pdfkit's font engine), which pdfkit takes in place of a file. */
type ParsedFont = { layout: (...args: never[]) => unknown; hasGlyphForCodePoint: (codePoint: number) => boolean };
let parsedFonts: Promise<Record<FontName, ParsedFont>> | null = null;

/**
 * The fonts, parsed on the first PDF and kept: pdfkit would parse the files
 * again for every document (about 300 ms of CPU each for DejaVu; kept, about
 * 80 ms, for a couple of MB held once a PDF has been asked for).
 */
function fonts(): Promise<Record<FontName, ParsedFont>> {
	parsedFonts ??= (async () => {
		const { readFile } = await import("node:fs/promises");
		const fontkit = require("fontkit") as { create: (buffer: Buffer) => ParsedFont };
		const names = Object.keys(FONT_FILES) as FontName[];
		const files = await Promise.all(names.map((name) => readFile(require.resolve(FONT_FILES[name]))));
		return Object.fromEntries(names.map((name, i) => [name, fontkit.create(files[i] as Buffer)])) as Record<
			FontName,
			ParsedFont
		>;
	})().catch((error: unknown) => {
		parsedFonts = null;
		throw error;
	});
	return parsedFonts;
}

/** How many of the text's characters (not spaces) a font has no glyph for. */
function missing(font: ParsedFont, text: string): number {
	let count = 0;
	for (const char of text) {
		const codePoint = char.codePointAt(0) ?? 0;
		if (codePoint > 0x20 && !font.hasGlyphForCodePoint(codePoint)) count += 1;
	}
	return count;
}

/**
 * The font a piece of text is drawn with: DejaVu Sans when it has every
 * character (every English invoice, as before), else Noto Sans Devanagari
 * when it has more of them (Hindi, alone or with Latin, digits and ₹).
 */
function fontFor(fonts: Record<FontName, ParsedFont>, weight: "regular" | "bold", text: string): FontName {
	const latin = missing(fonts[weight], text);
	if (latin === 0) return weight;
	const devanagari: FontName = weight === "regular" ? "regular-devanagari" : "bold-devanagari";
	return missing(fonts[devanagari], text) < latin ? devanagari : weight;
}

const money = new Intl.NumberFormat("en-IN", {
	style: "currency",
	currency: "INR",
	minimumFractionDigits: 2,
	maximumFractionDigits: 2,
});
/** ₹1,299.00 (the same figures as the plain-text invoice) */
export const pdfAmount = (paise: Paise) => money.format(paise / 100);
const bare = (paise: Paise) => pdfAmount(paise).replace("₹", "");

const dateFormat = new Intl.DateTimeFormat("en-IN", {
	day: "numeric",
	month: "long",
	year: "numeric",
	timeZone: "Asia/Kolkata",
});

const ONES = [
	"",
	"One",
	"Two",
	"Three",
	"Four",
	"Five",
	"Six",
	"Seven",
	"Eight",
	"Nine",
	"Ten",
	"Eleven",
	"Twelve",
	"Thirteen",
	"Fourteen",
	"Fifteen",
	"Sixteen",
	"Seventeen",
	"Eighteen",
	"Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
	if (n < 20) return ONES[n] ?? "";
	const ten = TENS[Math.floor(n / 10)] ?? "";
	return n % 10 ? `${ten}-${ONES[n % 10]}` : ten;
}

function belowThousand(n: number): string {
	const hundreds = Math.floor(n / 100);
	const rest = n % 100;
	return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""].filter(Boolean).join(" ");
}

/** A whole number in words in the Indian system (crore, lakh, thousand): 1,23,456 → "One Lakh Twenty-Three Thousand …". */
function indianWords(n: number): string {
	if (n === 0) return "Zero";
	const parts: string[] = [];
	const crore = Math.floor(n / 1_00_00_000);
	const lakh = Math.floor((n % 1_00_00_000) / 1_00_000);
	const thousand = Math.floor((n % 1_00_000) / 1000);
	const rest = n % 1000;
	if (crore) parts.push(`${indianWords(crore)} Crore`);
	if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
	if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
	if (rest) parts.push(belowThousand(rest));
	return parts.join(" ");
}

/** "Rupees One Thousand Two Hundred Ninety-Nine and Fifty Paise Only", as Indian invoices state the total. */
export function amountInWords(paise: Paise): string {
	const rupees = Math.floor(paise / 100);
	const rest = paise % 100;
	return `Rupees ${indianWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ""} Only`;
}

/** The file a document downloads as: pitara-invoice-PIT-2026-27-000123.pdf */
export function pdfFileName(document: TaxDocument): string {
	const kind = document.kind === "invoice" ? "invoice" : "credit-note";
	return `pitara-${kind}-${document.number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;
}

/**
 * A tax invoice or credit note, as issued, as a PDF (A4): the seller's legal
 * name, address, GSTIN and state code, the number and date, the order, the
 * place of supply, the buyer, each line's HSN/SAC, quantity, taxable value,
 * rate and CGST + SGST or IGST, the totals and the total in words. The PDF
 * library (pdfkit) and the fonts are loaded on the first PDF asked for, not
 * at start: most processes never draw one.
 */
export function taxDocumentPdf(document: TaxDocument, order: PdfOrderFacts): Promise<Buffer> {
	return taxDocumentsPdf([{ document, order }]);
}

/**
 * Several tax documents in one PDF, each starting on its own page (the
 * console's bulk print of invoices, issue 27): each drawn as taxDocumentPdf
 * draws one.
 */
export async function taxDocumentsPdf(
	list: readonly { document: TaxDocument; order: PdfOrderFacts }[],
): Promise<Buffer> {
	const first = list[0];
	if (!first) throw new Error("no tax document to draw");
	const [{ default: PDFDocument }, font] = await Promise.all([import("pdfkit"), fonts()]);
	const doc = new PDFDocument({
		size: "A4",
		margin: 40,
		info: {
			Title:
				list.length === 1
					? `${first.document.kind === "invoice" ? "Tax invoice" : "Credit note"} ${first.document.number}`
					: `${list.length} tax documents`,
			Author: first.document.seller.legal_name,
			Creator: SHOP.name,
		},
	});
	const chunks: Buffer[] = [];
	doc.on("data", (chunk: Buffer) => chunks.push(chunk));
	const finished = new Promise<void>((resolve, reject) => {
		doc.on("end", resolve);
		doc.on("error", reject);
	});
	// pdfkit takes a font fontkit has parsed as well as a file (PDFFontFactory.open)
	for (const [name, parsed] of Object.entries(font)) doc.registerFont(name, parsed as unknown as Buffer);
	/** Text in a weight: set in the font that has its characters (fontFor), then written as pdfkit's text() would. */
	const write = (weight: "regular" | "bold", text: string, ...rest: unknown[]) => {
		doc.font(fontFor(font, weight, text));
		return (doc.text as (text: string, ...rest: unknown[]) => typeof doc)(text, ...rest);
	};

	const drawOne = (document: TaxDocument, order: PdfOrderFacts) => {
		const title = document.kind === "invoice" ? "TAX INVOICE" : "CREDIT NOTE";
		/** a label's Hindi on a bilingual document (its own line, beneath the English); undefined otherwise */
		const hindiOf = (label: string) => (order.language === "hi" ? HINDI_LABELS[label] : undefined);
		const left = doc.page.margins.left;
		const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
		const bottom = doc.page.height - doc.page.margins.bottom;
		const { seller, buyer, totals } = document;
		const intra = document.intra_state;

		/* header: the seller on the left, the title on the right */
		const top = doc.y;
		doc.font("bold").fontSize(16).text(title, left, top, { width, align: "right" });
		const titleHi = hindiOf(title);
		if (titleHi) write("bold", titleHi, left, doc.y, { width, align: "right" });
		doc.fontSize(14);
		write("bold", seller.trade_name || SHOP.name, left, top, { width: width * 0.6 });
		doc.fontSize(9);
		write("regular", seller.legal_name, { width: width * 0.6 });
		for (const line of seller.address_lines) write("regular", line, { width: width * 0.6 });
		write("regular", `GSTIN: ${seller.gstin}`);
		write("regular", `State: ${seller.state}   State code: ${seller.state_code}`);
		write("regular", `Phone: ${SHOP.phone}   E-mail: ${SHOP.email}`);
		doc.moveDown(0.8);
		doc
			.moveTo(left, doc.y)
			.lineTo(left + width, doc.y)
			.lineWidth(0.7)
			.stroke("#475569");
		doc.moveDown(0.6);

		/* the document's facts on the left, the buyer on the right */
		const factsTop = doc.y;
		const facts: [string, string][] = [
			[document.kind === "invoice" ? "Invoice number" : "Credit note number", document.number],
			[document.kind === "invoice" ? "Invoice date" : "Date", dateFormat.format(new Date(document.issued_at))],
			...(document.against ? ([["Against invoice", document.against]] as [string, string][]) : []),
			["Order number", `#${order.orderId}`],
			["Order date", dateFormat.format(order.orderDate)],
			["Place of supply", document.place_of_supply],
			["Reverse charge", "No"],
		];
		for (const [label, value] of facts) {
			const y = doc.y;
			doc.fontSize(9).fillColor("#475569");
			write("regular", `${label}:`, left, y, { width: 130 });
			const labelHi = hindiOf(label);
			if (labelHi) write("regular", labelHi, left, doc.y, { width: 130 });
			const labelBottom = doc.y;
			doc.fillColor("#0f172a");
			write("bold", value, left + 130, y, { width: width / 2 - 135 });
			doc.y = Math.max(doc.y, labelBottom);
		}
		const factsBottom = doc.y;
		const buyerX = left + width / 2 + 10;
		doc.font("bold").fontSize(9).fillColor("#475569").text("BILL TO / SHIP TO", buyerX, factsTop);
		const billToHi = hindiOf("BILL TO / SHIP TO");
		if (billToHi) write("bold", billToHi, buyerX);
		doc.fillColor("#0f172a");
		write("bold", buyer.name, buyerX);
		for (const line of buyer.address_lines) write("regular", line, buyerX, doc.y, { width: width / 2 - 10 });
		write("regular", `State: ${buyer.state}${buyer.state_code ? `   State code: ${buyer.state_code}` : ""}`, buyerX);
		doc.y = Math.max(doc.y, factsBottom) + 14;

		/* the lines */
		type Column = { label: string; width: number; align: "left" | "right"; cell: (i: number) => string };
		const line = (i: number) => document.lines[i] as TaxDocument["lines"][number];
		const taxColumns: Column[] = intra
			? [
					{ label: "CGST", width: 56, align: "right", cell: (i) => bare(line(i).cgst) },
					{ label: "SGST", width: 56, align: "right", cell: (i) => bare(line(i).sgst) },
				]
			: [{ label: "IGST", width: 64, align: "right", cell: (i) => bare(line(i).igst) }];
		const fixed: Column[] = [
			{ label: "#", width: 18, align: "left", cell: (i) => String(i + 1) },
			{ label: "HSN/SAC", width: 54, align: "left", cell: (i) => line(i).hsn },
			{ label: "Qty", width: 26, align: "right", cell: (i) => String(line(i).quantity) },
			{ label: "Taxable value", width: 66, align: "right", cell: (i) => bare(line(i).taxable) },
			{ label: "GST rate", width: 36, align: "right", cell: (i) => `${line(i).rate}%` },
			...taxColumns,
			{ label: "Amount", width: 66, align: "right", cell: (i) => bare(line(i).gross) },
		];
		const descriptionWidth = width - fixed.reduce((sum, column) => sum + column.width, 0);
		const columns: Column[] = [
			fixed[0] as Column,
			{
				label: "Description",
				width: descriptionWidth,
				align: "left",
				cell: (i) =>
					line(i).discount > 0
						? `${line(i).description} (after ${pdfAmount(line(i).discount)} of the promo discount)`
						: line(i).description,
			},
			...fixed.slice(1),
		];
		const pad = 3;
		const drawRow = (cells: string[], weight: "regular" | "bold", shade: boolean) => {
			doc.fontSize(8.5);
			const height =
				Math.max(
					...cells.map((text, c) =>
						doc.font(fontFor(font, weight, text)).heightOfString(text, { width: (columns[c]?.width ?? 0) - 2 * pad }),
					),
				) +
				2 * pad;
			if (doc.y + height > bottom - 30) {
				doc.addPage();
			}
			const y = doc.y;
			if (shade) doc.rect(left, y, width, height).fill("#f1f5f9");
			doc.fillColor("#0f172a");
			let x = left;
			cells.forEach((text, c) => {
				const column = columns[c] as Column;
				write(weight, text, x + pad, y + pad, { width: column.width - 2 * pad, align: column.align });
				x += column.width;
			});
			doc
				.moveTo(left, y + height)
				.lineTo(left + width, y + height)
				.lineWidth(0.4)
				.stroke("#cbd5e1");
			doc.x = left;
			doc.y = y + height;
		};
		drawRow(
			columns.map((column) => column.label),
			"bold",
			true,
		);
		document.lines.forEach((_, i) => {
			drawRow(
				columns.map((column) => column.cell(i)),
				"regular",
				false,
			);
		});

		/* totals */
		doc.moveDown(0.8);
		if (doc.y > bottom - 140) doc.addPage();
		const totalsX = left + width - 230;
		const total = (label: string, value: string, strong = false) => {
			const y = doc.y;
			doc
				.font(strong ? "bold" : "regular")
				.fontSize(strong ? 11 : 9.5)
				.fillColor("#0f172a");
			doc.text(label, totalsX, y, { width: 120 });
			doc.text(value, totalsX + 120, y, { width: 110, align: "right" });
			const labelHi = hindiOf(label);
			if (labelHi) {
				doc.fontSize(8).fillColor("#475569");
				write("regular", labelHi, totalsX, doc.y, { width: 120 });
				doc.fillColor("#0f172a");
			}
			doc.moveDown(0.2);
		};
		total("Total taxable value", pdfAmount(totals.taxable));
		if (intra) {
			total("CGST", pdfAmount(totals.cgst));
			total("SGST", pdfAmount(totals.sgst));
		} else {
			total("IGST", pdfAmount(totals.igst));
		}
		// cash on delivery rounded to the rupee (CGST Act s. 170): the round-off is its own line
		if (totals.round_off) total("Round off", pdfAmount(totals.round_off));
		total(document.kind === "invoice" ? "Invoice total" : "Credit note total", pdfAmount(totals.total), true);
		doc.moveDown(0.5);
		doc
			.font("regular")
			.fontSize(9)
			.text(`Amount in words: ${amountInWords(totals.total)}`, left, doc.y, { width });
		doc.moveDown(0.5);
		const note =
			document.kind === "invoice"
				? "Prices include GST; the tax shown is contained in them, not added."
				: `The order was cancelled after it was invoiced; this credit note reverses invoice ${document.against ?? ""} in full.`;
		doc.fillColor("#475569").text(note, { width });
		const noteHi = hindiOf(note);
		if (noteHi) write("regular", noteHi, left, doc.y, { width });

		/* signature */
		doc.moveDown(2);
		doc.fillColor("#0f172a");
		write("bold", `For ${seller.legal_name}`, left, doc.y, { width, align: "right" });
		doc.moveDown(1.5);
		doc.font("regular").text("Authorised signatory", { width, align: "right" });
		const signatoryHi = hindiOf("Authorised signatory");
		if (signatoryHi) write("regular", signatoryHi, left, doc.y, { width, align: "right" });
		doc.moveDown(1);
		const generated = "This is a computer-generated document and needs no signature.";
		doc.font("regular").fillColor("#64748b").fontSize(8).text(generated, left, doc.y, { width, align: "center" });
		const generatedHi = hindiOf(generated);
		if (generatedHi) write("regular", generatedHi, left, doc.y, { width, align: "center" });
	};
	list.forEach(({ document, order }, index) => {
		if (index > 0) doc.addPage();
		drawOne(document, order);
	});

	doc.end();
	await finished;
	return Buffer.concat(chunks);
}

/**
 * The invoice's fonts for another PDF of the shop (shipping's labels and
 * papers): `register(doc)` gives the document the four fonts, `fontFor`
 * picks the one that has a text's characters.
 */
export async function shopPdfFonts(): Promise<{
	register: (doc: { registerFont: (name: string, font: Buffer) => unknown }) => void;
	fontFor: (weight: "regular" | "bold", text: string) => string;
}> {
	const font = await fonts();
	return {
		register: (doc) => {
			for (const [name, parsed] of Object.entries(font)) doc.registerFont(name, parsed as unknown as Buffer);
		},
		fontFor: (weight, text) => fontFor(font, weight, text),
	};
}
