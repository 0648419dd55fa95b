import { createRequire } from "node:module";
import { SHOP } from "@pitara/shared";
import { shopPdfFonts } from "../invoices/index.ts";

/**
 * The parcel's papers (issue 25), drawn with pdfkit (the invoices' library
 * and fonts): the 4×6 inch label with the AWB as a Code 128 barcode (bars
 * from bwip-js, drawn as vectors), the A4 packing slip (no prices for a
 * gift), and the day's manifest. Drawn from the shipment as stored, so a
 * label fetched twice is the same label.
 */

export interface PaperAddress {
	name: string;
	phone: string;
	lines: string[];
}

export interface LabelFacts {
	shipmentId: number;
	orderId: number;
	awb: string;
	courierName: string;
	to: PaperAddress;
	from: PaperAddress;
	/** paise to collect; 0: prepaid */
	codAmount: number;
	weightGrams: number;
	box: { lengthCm: number; breadthCm: number; heightCm: number };
	units: number;
	bookedOn: Date;
}

export interface SlipFacts {
	orderId: number;
	/** null: a whole order's slip, printed before its parcel is booked */
	shipmentId: number | null;
	orderDate: Date;
	to: PaperAddress;
	awb: string | null;
	courierName: string | null;
	lines: { name: string; quantity: number; unitPrice: number }[];
	/** a gift: the slip shows no prices */
	gift: boolean;
}

export interface ManifestRow {
	awb: string;
	orderId: number;
	shipmentId: number;
	courierName: string;
	name: string;
	pincode: string;
	weightGrams: number;
	codAmount: number;
}

const require = createRequire(import.meta.url);
type Bars = { sbs: number[] }[];
/** Code 128's bars and spaces of a text, as module widths (bar, space, bar …). */
export function code128(text: string): number[] {
	const bwip = require("bwip-js") as { raw: (bcid: string, text: string, opts: string) => Bars };
	const [symbol] = bwip.raw("code128", text, "");
	if (!symbol) throw new Error("no barcode");
	return symbol.sbs;
}

const rupees = (paise: number) =>
	`₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const istDate = (date: Date) =>
	new Intl.DateTimeFormat("en-IN", {
		day: "numeric",
		month: "short",
		year: "numeric",
		timeZone: "Asia/Kolkata",
	}).format(date);

type Doc = PDFKit.PDFDocument;

async function draw(
	size: [number, number] | "A4",
	margin: number,
	title: string,
	body: (doc: Doc, write: Write) => void,
) {
	const [{ default: PDFDocument }, fonts] = await Promise.all([import("pdfkit"), shopPdfFonts()]);
	// a fixed creation date: the same shipment draws the same bytes
	const doc = new PDFDocument({
		size,
		margin,
		autoFirstPage: false,
		info: { Title: title, Author: SHOP.name, Creator: SHOP.name, CreationDate: new Date(0) },
	});
	const chunks: Buffer[] = [];
	doc.on("data", (chunk: Buffer) => chunks.push(chunk));
	const finished = new Promise<void>((resolve, reject) => {
		doc.on("end", resolve);
		doc.on("error", reject);
	});
	fonts.register(doc as unknown as { registerFont: (name: string, font: Buffer) => unknown });
	const write: Write = (weight, text, ...rest) => {
		doc.font(fonts.fontFor(weight, text));
		return (doc.text as (text: string, ...rest: unknown[]) => Doc)(text, ...rest);
	};
	body(doc, write);
	doc.end();
	await finished;
	return Buffer.concat(chunks);
}
type Write = (weight: "regular" | "bold", text: string, ...rest: unknown[]) => Doc;

function barcode(doc: Doc, text: string, x: number, y: number, width: number, height: number) {
	const widths = code128(text);
	const modules = widths.reduce((sum, w) => sum + w, 0);
	const unit = width / modules;
	let at = x;
	widths.forEach((w, i) => {
		if (i % 2 === 0) doc.rect(at, y, w * unit, height).fill("#000000");
		at += w * unit;
	});
}

/** One 4×6 inch page per label (the bulk print is many labels in one PDF). */
export function labelsPdf(labels: LabelFacts[]): Promise<Buffer> {
	return draw(
		[288, 432],
		14,
		labels.length === 1 ? `Label ${labels[0]?.awb}` : `${labels.length} labels`,
		(doc, write) => {
			for (const label of labels) {
				doc.addPage({ size: [288, 432], margin: 14 });
				const left = 14;
				const width = 260;
				doc.fontSize(13);
				write("bold", label.courierName, left, 14, { width: 160 });
				doc.fontSize(13);
				write("bold", label.codAmount > 0 ? `COD ${rupees(label.codAmount)}` : "PREPAID", left + 130, 14, {
					width: 130,
					align: "right",
				});
				doc
					.moveTo(left, 36)
					.lineTo(left + width, 36)
					.lineWidth(1)
					.stroke("#000000");
				barcode(doc, label.awb, left + 10, 44, width - 20, 60);
				doc.fontSize(11);
				write("bold", `AWB ${label.awb}`, left, 108, { width, align: "center" });
				doc
					.moveTo(left, 126)
					.lineTo(left + width, 126)
					.stroke("#000000");
				doc.fontSize(8);
				write("regular", "SHIP TO", left, 132);
				doc.fontSize(12);
				write("bold", label.to.name, left, 142, { width });
				doc.fontSize(10);
				for (const line of label.to.lines) write("regular", line, { width });
				write("regular", `Phone: ${label.to.phone}`, { width });
				const y = Math.max(doc.y + 8, 250);
				doc
					.moveTo(left, y)
					.lineTo(left + width, y)
					.stroke("#000000");
				doc.fontSize(9);
				write(
					"regular",
					`Order #${label.orderId} · Parcel ${label.shipmentId} · ${label.units} item${label.units === 1 ? "" : "s"}`,
					left,
					y + 6,
					{ width },
				);
				write(
					"regular",
					`Weight ${(label.weightGrams / 1000).toFixed(2)} kg · Box ${label.box.lengthCm}×${label.box.breadthCm}×${label.box.heightCm} cm`,
					{ width },
				);
				write("regular", `Booked ${istDate(label.bookedOn)}`, { width });
				const z = doc.y + 8;
				doc
					.moveTo(left, z)
					.lineTo(left + width, z)
					.stroke("#000000");
				doc.fontSize(8);
				write("regular", "IF UNDELIVERED, RETURN TO", left, z + 6);
				doc.fontSize(9);
				write("bold", label.from.name, { width });
				for (const line of label.from.lines) write("regular", line, { width });
				write("regular", `Phone: ${label.from.phone}`, { width });
			}
		},
	);
}

/** A4 packing slips, one page each: the items and units (and prices, unless a gift). */
export function packingSlipsPdf(slips: SlipFacts[]): Promise<Buffer> {
	return draw("A4", 40, "Packing slip", (doc, write) => {
		for (const slip of slips) {
			doc.addPage({ size: "A4", margin: 40 });
			const left = 40;
			const width = doc.page.width - 80;
			doc.fontSize(18);
			write("bold", `${SHOP.name} — Packing slip`, left, 40, { width });
			doc.fontSize(10);
			write(
				"regular",
				`Order #${slip.orderId} placed ${istDate(slip.orderDate)}${slip.shipmentId === null ? "" : ` · Parcel ${slip.shipmentId}`}`,
			);
			if (slip.awb) write("regular", `${slip.courierName ?? "Courier"} AWB ${slip.awb}`);
			doc.moveDown();
			write("bold", "Ship to");
			write("regular", slip.to.name);
			for (const line of slip.to.lines) write("regular", line);
			write("regular", `Phone: ${slip.to.phone}`);
			doc.moveDown();
			const cols = slip.gift ? [width - 80, 80] : [width - 240, 60, 90, 90];
			const heads = slip.gift ? ["Item", "Qty"] : ["Item", "Qty", "Price", "Amount"];
			const row = (cells: string[], weight: "regular" | "bold") => {
				const y = doc.y;
				let x = left;
				let bottom = y;
				cells.forEach((cell, i) => {
					write(weight, cell, x, y, { width: (cols[i] ?? 60) - 6, align: i === 0 ? "left" : "right" });
					bottom = Math.max(bottom, doc.y);
					x += cols[i] ?? 60;
				});
				doc.x = left;
				doc.y = bottom + 4;
			};
			row(heads, "bold");
			for (const line of slip.lines) {
				row(
					slip.gift
						? [line.name, String(line.quantity)]
						: [line.name, String(line.quantity), rupees(line.unitPrice), rupees(line.unitPrice * line.quantity)],
					"regular",
				);
			}
			doc.moveDown();
			write(
				"regular",
				slip.gift ? "A gift for you — with love, from Pitara." : `Questions? ${SHOP.phone} · ${SHOP.email}`,
				left,
			);
		}
	});
}

/** The day's manifest: every parcel handed to the couriers, for the pickup person to sign. */
export function manifestPdf(day: string, rows: ManifestRow[]): Promise<Buffer> {
	return draw("A4", 40, `Manifest ${day}`, (doc, write) => {
		doc.addPage({ size: "A4", margin: 40 });
		const left = 40;
		const width = doc.page.width - 80;
		doc.fontSize(16);
		write("bold", `${SHOP.name} — Manifest for ${day}`, left, 40, { width });
		doc.fontSize(10);
		write(
			"regular",
			`${rows.length} parcel${rows.length === 1 ? "" : "s"} · COD to collect ${rupees(rows.reduce((s, r) => s + r.codAmount, 0))}`,
		);
		doc.moveDown();
		const cols = [110, 90, 60, 110, 60, 50, 35];
		const row = (cells: string[], weight: "regular" | "bold") => {
			if (doc.y > doc.page.height - 80) doc.addPage({ size: "A4", margin: 40 });
			const y = doc.y;
			let x = left;
			let bottom = y;
			cells.forEach((cell, i) => {
				write(weight, cell, x, y, { width: (cols[i] ?? 50) - 4 });
				bottom = Math.max(bottom, doc.y);
				x += cols[i] ?? 50;
			});
			doc.x = left;
			doc.y = bottom + 3;
		};
		doc.fontSize(9);
		row(["AWB", "Courier", "Order", "Name", "Pincode", "kg", "COD"], "bold");
		for (const r of rows) {
			row(
				[
					r.awb,
					r.courierName,
					`#${r.orderId}/${r.shipmentId}`,
					r.name,
					r.pincode,
					(r.weightGrams / 1000).toFixed(2),
					r.codAmount > 0 ? "yes" : "",
				],
				"regular",
			);
		}
		doc.moveDown(2);
		write("regular", "Handed over by ____________________     Received by (courier) ____________________", left);
	});
}
