import { describe, expect, it } from "vitest";
import {
	DEFAULT_TAX_SETTINGS,
	documentNumber,
	financialYear,
	GST_STATE_CODES,
	gstRuleFor,
	gstStateCode,
	shareDiscount,
	splitTax,
	taxInvoiceLines,
	taxSettingsSchema,
} from "./gst.ts";
import { INDIAN_STATES } from "./indian-states.ts";

const settings = DEFAULT_TAX_SETTINGS;

describe("GST rates per category", () => {
	it("charges clothing 5% up to ₹2,500 a piece and 18% above (the slab of September 2025)", () => {
		expect(gstRuleFor(settings, "Girls", 2_500_00)).toEqual({ hsn: "6204", rate: 5 });
		expect(gstRuleFor(settings, "boys", 2_500_01)).toEqual({ hsn: "6203", rate: 18 });
		expect(gstRuleFor(settings, "Infants", 499_00)).toEqual({ hsn: "6111", rate: 5 });
	});

	it("uses each category's HSN and rate, and the other-goods rule for an unknown one", () => {
		expect(gstRuleFor(settings, "Toys", 100).rate).toBe(5);
		expect(gstRuleFor(settings, "Books", 100)).toEqual({ hsn: "4901", rate: 0 });
		expect(gstRuleFor(settings, "Biotique", 100).rate).toBe(18);
		expect(gstRuleFor(settings, "Jewelry", 100).rate).toBe(3);
		expect(gstRuleFor(settings, "Gadgets", 100)).toEqual({ hsn: "9619", rate: 18 });
	});

	it("has a GST state code for every state and union territory, and valid defaults", () => {
		expect(INDIAN_STATES.every((state) => /^\d{2}$/.test(GST_STATE_CODES[state]))).toBe(true);
		expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(INDIAN_STATES.length);
		expect(gstStateCode("Karnataka")).toBe("29");
		expect(gstStateCode("Nowhere")).toBeNull();
		expect(taxSettingsSchema.safeParse(DEFAULT_TAX_SETTINGS).success).toBe(true);
		expect(DEFAULT_TAX_SETTINGS.gstin.slice(0, 2)).toBe(gstStateCode(DEFAULT_TAX_SETTINGS.state));
	});
});

describe("tax out of GST-inclusive amounts", () => {
	it("splits intra-state tax into equal CGST and SGST and inter-state into IGST, to the paisa", () => {
		// ₹1,050 at 5%: ₹1,000 taxable, ₹50 tax
		expect(splitTax(1_050_00, 5, true)).toEqual({ taxable: 1_000_00, cgst: 25_00, sgst: 25_00, igst: 0 });
		expect(splitTax(1_050_00, 5, false)).toEqual({ taxable: 1_000_00, cgst: 0, sgst: 0, igst: 50_00 });
		// ₹999 at 18%: 152.39 of tax inside; halves round to 76.19 each, the taxable value takes the rest
		expect(splitTax(999_00, 18, false)).toEqual({ taxable: 846_61, cgst: 0, sgst: 0, igst: 152_39 });
		expect(splitTax(999_00, 18, true)).toEqual({ taxable: 846_62, cgst: 76_19, sgst: 76_19, igst: 0 });
		expect(splitTax(500_00, 0, true)).toEqual({ taxable: 500_00, cgst: 0, sgst: 0, igst: 0 });
	});

	it("shares a discount to the paisa, odd paise to the largest remainders", () => {
		expect(shareDiscount([1198_00, 402_00], 240_00)).toEqual([179_70, 60_30]);
		const shares = shareDiscount([100, 100, 100], 100);
		expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
		expect([...shares].sort()).toEqual([33, 33, 34]);
		expect(shareDiscount([500], 0)).toEqual([0]);
	});

	const order = {
		items: [
			{ name: "Floral Frock", category: "Girls", unitPrice: 599_00, quantity: 2 },
			{ name: "Wooden Blocks", category: "Toys", unitPrice: 402_33, quantity: 1 },
			{ name: "Party Dress", category: "Girls", unitPrice: 2_999_00, quantity: 1 },
			{ name: "Story Book", category: "Books", unitPrice: 199_00, quantity: 3 },
		],
		promoDiscount: 333_33,
		delivery: 50_00,
		codFee: 20_00,
	};
	const total = 599_00 * 2 + 402_33 + 2_999_00 + 199_00 * 3 - 333_33 + 50_00 + 20_00;

	it("states every line of an intra-state order with CGST + SGST, and totals equal to the order's total", () => {
		const invoice = taxInvoiceLines(settings, { ...order, deliveryState: "Karnataka" });
		expect(invoice.intraState).toBe(true);
		expect(invoice.lines.map((line) => [line.description, line.hsn, line.rate])).toEqual([
			["Floral Frock", "6204", 5],
			["Wooden Blocks", "9503", 5],
			["Party Dress", "6204", 18],
			["Story Book", "4901", 0],
			["Delivery charges", "996812", 18],
			["Cash on delivery fee", "996812", 18],
		]);
		for (const line of invoice.lines) {
			expect(line.igst).toBe(0);
			expect(line.cgst).toBe(line.sgst);
			expect(line.taxable + line.cgst + line.sgst).toBe(line.gross);
		}
		expect(invoice.lines.reduce((sum, line) => sum + line.discount, 0)).toBe(333_33);
		expect(invoice.totals.total).toBe(total);
		expect(invoice.totals.taxable + invoice.totals.cgst + invoice.totals.sgst).toBe(total);
	});

	it("states an inter-state order with IGST only, the same gross per line and the same total", () => {
		const intra = taxInvoiceLines(settings, { ...order, deliveryState: "Karnataka" });
		const inter = taxInvoiceLines(settings, { ...order, deliveryState: "Maharashtra" });
		expect(inter.intraState).toBe(false);
		expect(inter.lines.map((line) => line.gross)).toEqual(intra.lines.map((line) => line.gross));
		for (const line of inter.lines) {
			expect(line.cgst + line.sgst).toBe(0);
			expect(line.taxable + line.igst).toBe(line.gross);
		}
		// the delivery line: ₹50 at 18% holds ₹7.63 of IGST
		expect(inter.lines[4]).toMatchObject({ gross: 50_00, taxable: 42_37, igst: 7_63 });
		expect(inter.totals).toMatchObject({ cgst: 0, sgst: 0, total });
	});
});

describe("invoice numbers", () => {
	it("belong to India's financial year, April to March, in IST", () => {
		expect(financialYear(new Date("2026-11-23T10:00:00Z"))).toBe("2026-27");
		expect(financialYear(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27"); // 23:59:59 IST, 31 March
		expect(financialYear(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28"); // midnight IST, 1 April
		expect(financialYear(new Date("2099-12-31T00:00:00Z"))).toBe("2099-00");
	});

	it("are numbered PIT/2026-27/000123, credit notes in their own series", () => {
		expect(documentNumber("PIT", "invoice", "2026-27", 123)).toBe("PIT/2026-27/000123");
		expect(documentNumber("PIT", "credit_note", "2026-27", 1)).toBe("PIT-CN/2026-27/000001");
	});
});
