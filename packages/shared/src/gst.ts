import { z } from "zod";
import { INDIAN_STATES, type IndianState } from "./indian-states.ts";
import type { Paise } from "./money.ts";

/**
 * The GST tax invoice (issue 17; decision 019): the shop's registration, an
 * HSN code and rate per category, and the arithmetic of a tax invoice from
 * GST-inclusive prices, once for the server (which issues invoices) and the
 * web app (which shows and downloads them).
 *
 * Prices stay GST-inclusive to the shopper. Per line, the tax is taken out of
 * what was paid for it: IGST = round(gross × rate / (100 + rate)); within the
 * shop's state CGST = SGST = round(gross × rate/2 / (100 + rate)); the
 * taxable value is what is left (gross − tax), so every line's taxable value
 * and tax add up to what the shopper paid for it to the paisa, and the lines
 * add up to the order's total.
 */

/** GST state codes (the first two digits of a GSTIN), as the GST portal lists them. */
export const GST_STATE_CODES: Record<IndianState, string> = {
	"Jammu and Kashmir": "01",
	"Himachal Pradesh": "02",
	Punjab: "03",
	Chandigarh: "04",
	Uttarakhand: "05",
	Haryana: "06",
	Delhi: "07",
	Rajasthan: "08",
	"Uttar Pradesh": "09",
	Bihar: "10",
	Sikkim: "11",
	"Arunachal Pradesh": "12",
	Nagaland: "13",
	Manipur: "14",
	Mizoram: "15",
	Tripura: "16",
	Meghalaya: "17",
	Assam: "18",
	"West Bengal": "19",
	Jharkhand: "20",
	Odisha: "21",
	Chhattisgarh: "22",
	"Madhya Pradesh": "23",
	Gujarat: "24",
	"Dadra and Nagar Haveli and Daman and Diu": "26",
	Maharashtra: "27",
	Karnataka: "29",
	Goa: "30",
	Lakshadweep: "31",
	Kerala: "32",
	"Tamil Nadu": "33",
	Puducherry: "34",
	"Andaman and Nicobar Islands": "35",
	Telangana: "36",
	"Andhra Pradesh": "37",
	Ladakh: "38",
};

export function gstStateCode(state: string): string | null {
	return (GST_STATE_CODES as Record<string, string>)[state] ?? null;
}

const percent = z.number().min(0).max(40);

/** An HSN (goods) or SAC (services) code and its GST rate; `slab`: a higher rate above a unit price. */
export const gstRuleSchema = z.object({
	hsn: z.string().regex(/^\d{4,8}$/, "HSN/SAC code must be 4 to 8 digits"),
	rate: percent,
	/** price-dependent rates (clothing): above `upTo` paise a piece, `rateAbove` */
	slab: z.object({ upTo: z.number().int().min(0), rateAbove: percent }).optional(),
});
export type GstRule = z.infer<typeof gstRuleSchema>;

/** The shop's registration and its rates: app_settings row `tax` over DEFAULT_TAX_SETTINGS. */
export const taxSettingsSchema = z.object({
	legalName: z.string().min(1).max(200),
	tradeName: z.string().min(1).max(200),
	gstin: z.string().regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, "GSTIN must be 15 characters"),
	addressLines: z.array(z.string().min(1).max(200)).min(1).max(5),
	/** the state the shop is registered in: CGST + SGST within it, IGST elsewhere */
	state: z.enum(INDIAN_STATES),
	/** by category name, lower case */
	categories: z.record(z.string(), gstRuleSchema),
	/** a category without a rule of its own */
	otherGoods: gstRuleSchema,
	/** delivery and the cash on delivery fee: courier services */
	delivery: gstRuleSchema,
	/** the series' prefix: PIT/2026-27/000123 */
	invoicePrefix: z.string().regex(/^[A-Z]{1,6}$/),
	/** GSTR-1's HSN summary: 4 digits up to ₹5 crore turnover in the last year, else 6 (absent: 4) */
	hsnDigits: z.union([z.literal(4), z.literal(6)]).optional(),
	/**
	 * the shop's turnover was above ₹5 crore last financial year: HSN in 6 digits, and B2B invoices need
	 * e-invoicing (an IRN), which Pitara does not do yet, so checkout offers no GSTIN (issue 29)
	 */
	turnoverAbove5Crore: z.boolean().optional(),
});
export type TaxSettings = z.infer<typeof taxSettingsSchema>;

/**
 * Defaults, at the rates in force since 22 September 2025 (GST Council's 56th
 * meeting; Notification No. 9/2025-Central Tax (Rate), 17 September 2025),
 * checked on 23 November 2026. Clothing (chapters 61/62): 5% up to ₹2,500 a
 * piece, 18% above; toys (9503) and sports goods (9506) 5%; caps and hats
 * (6505) 5%; printed books (4901) nil; skincare (3304) 18%; imitation
 * jewellery (7117) 3%; courier services (SAC 996812) 18%. The shop's
 * accountant confirms them; they are settings, not code.
 */
export const DEFAULT_TAX_SETTINGS: TaxSettings = {
	legalName: "Pitara Kids Retail Private Limited",
	tradeName: "Pitara",
	gstin: "29ABCDE1234F1Z5",
	addressLines: ["42, 2nd Floor, Koramangala 5th Block", "Bengaluru, Karnataka 560095"],
	state: "Karnataka",
	categories: {
		girls: { hsn: "6204", rate: 5, slab: { upTo: 2_500_00, rateAbove: 18 } },
		boys: { hsn: "6203", rate: 5, slab: { upTo: 2_500_00, rateAbove: 18 } },
		infants: { hsn: "6111", rate: 5, slab: { upTo: 2_500_00, rateAbove: 18 } },
		accessories: { hsn: "6505", rate: 5 },
		toys: { hsn: "9503", rate: 5 },
		sports: { hsn: "9506", rate: 5 },
		books: { hsn: "4901", rate: 0 },
		biotique: { hsn: "3304", rate: 18 },
		jewelry: { hsn: "7117", rate: 3 },
	},
	otherGoods: { hsn: "9619", rate: 18 },
	delivery: { hsn: "996812", rate: 18 },
	invoicePrefix: "PIT",
};

/** The HSN code and rate of one item of a category sold at a unit price (paise). */
export function gstRuleFor(settings: TaxSettings, category: string, unitPrice: Paise): { hsn: string; rate: number } {
	const rule = settings.categories[category.trim().toLowerCase()] ?? settings.otherGoods;
	const rate = rule.slab && unitPrice > rule.slab.upTo ? rule.slab.rateAbove : rule.rate;
	return { hsn: rule.hsn, rate };
}

/**
 * Splits a discount over amounts in proportion, to the paisa (the largest
 * remainders get the odd paise), so that each line's tax is on what was
 * really paid for it.
 */
export function shareDiscount(amounts: readonly Paise[], discount: Paise): Paise[] {
	const total = amounts.reduce((sum, amount) => sum + amount, 0);
	if (discount <= 0 || total <= 0) return amounts.map(() => 0);
	const exact = amounts.map((amount) => (amount * Math.min(discount, total)) / total);
	const shares = exact.map(Math.floor);
	let left = Math.min(discount, total) - shares.reduce((sum, share) => sum + share, 0);
	const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) }));
	order.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
	for (const { index } of order) {
		if (left <= 0) break;
		shares[index] = (shares[index] ?? 0) + 1;
		left -= 1;
	}
	return shares;
}

/** One line of a tax invoice, paise. */
export interface TaxLine {
	description: string;
	hsn: string;
	quantity: number;
	rate: number;
	/** what the shopper paid for the line, GST included, after its share of a promo discount */
	gross: Paise;
	/** the promo discount taken off this line */
	discount: Paise;
	taxable: Paise;
	cgst: Paise;
	sgst: Paise;
	igst: Paise;
	/** the order line an item's tax line is for (credit notes of some units name it; absent on older invoices) */
	order_item_id?: number;
}

export interface TaxTotals {
	taxable: Paise;
	cgst: Paise;
	sgst: Paise;
	igst: Paise;
	/** an order paid in cash: what rounds it to the rupee, a line of its own (absent for none) */
	round_off?: Paise;
	/** taxable + cgst + sgst + igst (+ round_off): the order's total */
	total: Paise;
}

/** The tax inside a GST-inclusive amount, split as CGST + SGST (intra-state) or IGST. */
export function splitTax(
	gross: Paise,
	rate: number,
	intraState: boolean,
): Pick<TaxLine, "taxable" | "cgst" | "sgst" | "igst"> {
	if (gross <= 0 || rate <= 0) return { taxable: Math.max(0, gross), cgst: 0, sgst: 0, igst: 0 };
	if (intraState) {
		const half = Math.round((gross * rate) / 2 / (100 + rate));
		return { taxable: gross - 2 * half, cgst: half, sgst: half, igst: 0 };
	}
	const igst = Math.round((gross * rate) / (100 + rate));
	return { taxable: gross - igst, cgst: 0, sgst: 0, igst };
}

export interface TaxableOrder {
	items: readonly {
		name: string;
		category: string;
		unitPrice: Paise;
		quantity: number;
		orderItemId?: number;
		/** the line's share of promoDiscount as the order recorded it (decision 067); absent: shared by value */
		discount?: Paise;
		/** the promo applies to the line; absent: true */
		eligible?: boolean;
	}[];
	promoDiscount: Paise;
	delivery: Paise;
	codFee: Paise;
	/** an order paid in cash: what rounds its total to the rupee (a "Round off" line, outside the taxable value) */
	roundOff?: Paise;
	/** the delivery address's state: the place of supply */
	deliveryState: string;
}

/**
 * Each item's part of the promo discount: the shares the order recorded when they add up to it (a scoped promo's
 * discount sits on its eligible lines only, decision 067), else the discount shared by value over the eligible lines
 * (over all lines when they cannot carry it).
 */
function lineDiscounts(order: TaxableOrder, amounts: readonly Paise[]): Paise[] {
	const given = order.items.map((item) => item.discount);
	const sum = given.reduce<number>((total, share) => total + (share ?? 0), 0);
	if (given.every((share, i) => share !== undefined && share <= (amounts[i] ?? 0)) && sum === order.promoDiscount) {
		return given as Paise[];
	}
	const eligible = amounts.map((amount, i) => (order.items[i]?.eligible === false ? 0 : amount));
	const room = eligible.reduce((total, amount) => total + amount, 0);
	return shareDiscount(room >= order.promoDiscount ? eligible : amounts, order.promoDiscount);
}

/**
 * The lines and totals of an order's tax invoice: each item (its share of a
 * promo discount taken off first), then delivery and a cash on delivery fee
 * at the delivery's rate; CGST + SGST when delivered in the shop's state,
 * IGST otherwise.
 */
export function taxInvoiceLines(
	settings: TaxSettings,
	order: TaxableOrder,
): { intraState: boolean; lines: TaxLine[]; totals: TaxTotals } {
	const intraState = order.deliveryState === settings.state;
	const amounts = order.items.map((item) => item.unitPrice * item.quantity);
	const shares = lineDiscounts(order, amounts);
	const lines: TaxLine[] = order.items.map((item, index) => {
		const { hsn, rate } = gstRuleFor(settings, item.category, item.unitPrice);
		const discount = shares[index] ?? 0;
		const gross = (amounts[index] ?? 0) - discount;
		return {
			description: item.name,
			hsn,
			quantity: item.quantity,
			rate,
			gross,
			discount,
			...splitTax(gross, rate, intraState),
			...(item.orderItemId !== undefined ? { order_item_id: item.orderItemId } : {}),
		};
	});
	const service = (description: string, gross: Paise): TaxLine => ({
		description,
		hsn: settings.delivery.hsn,
		quantity: 1,
		rate: settings.delivery.rate,
		gross,
		discount: 0,
		...splitTax(gross, settings.delivery.rate, intraState),
	});
	if (order.delivery > 0) lines.push(service("Delivery charges", order.delivery));
	if (order.codFee > 0) lines.push(service("Cash on delivery fee", order.codFee));
	const totals = taxTotals(lines);
	if (order.roundOff) {
		totals.round_off = order.roundOff;
		totals.total += order.roundOff;
	}
	return { intraState, lines, totals };
}

export function taxTotals(lines: readonly TaxLine[]): TaxTotals {
	const totals = { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
	for (const line of lines) {
		totals.taxable += line.taxable;
		totals.cgst += line.cgst;
		totals.sgst += line.sgst;
		totals.igst += line.igst;
		totals.total += line.taxable + line.cgst + line.sgst + line.igst;
	}
	return totals;
}

/**
 * The lines of a credit note for some units of an invoice's item lines (a partial cancellation or a return,
 * issue 24): each line is the invoice's line for that order line, its amounts and GST taken for the units as a
 * share of the invoiced quantity, counted from the units earlier credit notes took (floor of the running share),
 * so the credit notes of a line add up to exactly its invoice line and never more. Units above what is left are
 * refused (null).
 */
export function creditNoteLines(
	invoiceLines: readonly TaxLine[],
	/** units already credited, by order line */
	credited: ReadonlyMap<number, number>,
	units: readonly { orderItemId: number; quantity: number }[],
): TaxLine[] | null {
	const out: TaxLine[] = [];
	for (const unit of units) {
		const line = invoiceLines.find((l) => l.order_item_id === unit.orderItemId);
		if (!line) continue;
		const before = credited.get(unit.orderItemId) ?? 0;
		const after = before + unit.quantity;
		if (unit.quantity <= 0 || after > line.quantity) return null;
		const part = (value: number) =>
			Math.floor((value * after) / line.quantity) - Math.floor((value * before) / line.quantity);
		const taxes = { taxable: part(line.taxable), cgst: part(line.cgst), sgst: part(line.sgst), igst: part(line.igst) };
		out.push({
			description: line.description,
			hsn: line.hsn,
			quantity: unit.quantity,
			rate: line.rate,
			gross: taxes.taxable + taxes.cgst + taxes.sgst + taxes.igst,
			discount: part(line.discount),
			...taxes,
			order_item_id: unit.orderItemId,
		});
	}
	return out;
}

/** India's financial year (April–March) of an instant, in IST: "2026-27". */
export function financialYear(at: Date): string {
	const ist = new Date(at.getTime() + 330 * 60 * 1000);
	const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
	return `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
}

/**
 * Section 34(2) of the CGST Act: a credit note for a supply of a financial
 * year cannot be declared after 30 November of the next one. The first
 * instant (1 December, 00:00 in India) at which a credit note against an
 * invoice of `year` ("2025-26") is late.
 */
export function creditNoteDeadline(year: string): Date {
	const first = Number(year.slice(0, 4));
	return new Date(Date.UTC(first + 1, 11, 1) - 330 * 60 * 1000);
}

/** "PIT/2026-27/000123"; a credit note's series is "PIT-CN/2026-27/000001". */
export function documentNumber(prefix: string, kind: TaxDocumentKind, year: string, sequence: number): string {
	return `${kind === "credit_note" ? `${prefix}-CN` : prefix}/${year}/${String(sequence).padStart(6, "0")}`;
}

export const TAX_DOCUMENT_KINDS = ["invoice", "credit_note"] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

const taxLineSchema = z.object({
	description: z.string(),
	hsn: z.string(),
	quantity: z.number().int(),
	rate: z.number(),
	gross: z.number().int(),
	discount: z.number().int(),
	taxable: z.number().int(),
	cgst: z.number().int(),
	sgst: z.number().int(),
	igst: z.number().int(),
	order_item_id: z.number().int().optional(),
});

/**
 * A tax invoice or credit note as issued (kept as issued: later changes of the
 * settings never alter it). Amounts in paise.
 */
export const taxDocumentSchema = z.object({
	kind: z.enum(TAX_DOCUMENT_KINDS),
	/** PIT/2026-27/000123 */
	number: z.string(),
	/** ISO date-time */
	issued_at: z.string(),
	financial_year: z.string(),
	/** a credit note: the invoice it reverses */
	against: z.string().nullable(),
	seller: z.object({
		legal_name: z.string(),
		trade_name: z.string(),
		gstin: z.string(),
		address_lines: z.array(z.string()),
		state: z.string(),
		state_code: z.string(),
	}),
	buyer: z.object({
		name: z.string(),
		address_lines: z.array(z.string()),
		state: z.string(),
		state_code: z.string().nullable(),
		/** a business purchase: the buyer's GSTIN and trade name (the invoice lands in GSTR-1's B2B) */
		gstin: z.string().optional(),
		trade_name: z.string().optional(),
	}),
	/** "Karnataka (29)" */
	place_of_supply: z.string(),
	intra_state: z.boolean(),
	lines: z.array(taxLineSchema),
	totals: z.object({
		taxable: z.number().int(),
		cgst: z.number().int(),
		sgst: z.number().int(),
		igst: z.number().int(),
		/** an order paid in cash: its round-off to the rupee (absent for none) */
		round_off: z.number().int().optional(),
		total: z.number().int(),
	}),
});
export type TaxDocument = z.infer<typeof taxDocumentSchema>;
