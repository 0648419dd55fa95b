import type { Readable } from "node:stream";
import writeXlsxFile, { type Row, type SheetData } from "write-excel-file/node";
import { type Gstr1Json, type HsnJsonRow, posName } from "./gstr1.service.ts";

/**
 * The GSTR-1 pack as a workbook in the sheets and headings of the GST
 * offline tool's Excel template (b2b, b2cl, b2cs, cdnr, cdnur, exemp,
 * hsn(b2b), hsn(b2c), docs), built from the same JSON so that the two files
 * cannot disagree; streamed to the response as it is zipped.
 */

type Cell = string | number;
type GstSheet = { sheet: string; data: SheetData };
const header = (names: string[]): Row => names.map((value) => ({ value, fontWeight: "bold" as const }));
const rows = (data: Cell[][]): Row[] => data.map((row) => row.map((value) => ({ value })));

const HSN_HEAD = [
	"HSN",
	"Description",
	"UQC",
	"Total Quantity",
	"Total Value",
	"Rate",
	"Taxable Value",
	"Integrated Tax Amount",
	"Central Tax Amount",
	"State/UT Tax Amount",
	"Cess Amount",
];
const hsnRow = (row: HsnJsonRow): Cell[] => [
	row.hsn_sc,
	row.desc,
	row.uqc,
	row.qty,
	Math.round((row.txval + row.iamt + row.camt + row.samt) * 100) / 100,
	row.rt,
	row.txval,
	row.iamt,
	row.camt,
	row.samt,
	row.csamt,
];

export function gstr1Sheets(json: Gstr1Json): GstSheet[] {
	const sheet = (name: string, head: string[], data: Cell[][]): GstSheet => ({
		sheet: name,
		data: [header(head), ...rows(data)],
	});
	return [
		sheet(
			"b2b",
			[
				"GSTIN/UIN of Recipient",
				"Receiver Name",
				"Invoice Number",
				"Invoice date",
				"Invoice Value",
				"Place Of Supply",
				"Reverse Charge",
				"Applicable % of Tax Rate",
				"Invoice Type",
				"E-Commerce GSTIN",
				"Rate",
				"Taxable Value",
				"Cess Amount",
			],
			json.b2b.flatMap((buyer) =>
				buyer.inv.flatMap((inv) =>
					inv.itms.map((item) => [
						buyer.ctin,
						"",
						inv.inum,
						inv.idt,
						inv.val,
						posName(inv.pos),
						"N",
						"",
						"Regular B2B",
						"",
						item.itm_det.rt,
						item.itm_det.txval,
						0,
					]),
				),
			),
		),
		sheet(
			"b2cl",
			[
				"Invoice Number",
				"Invoice date",
				"Invoice Value",
				"Place Of Supply",
				"Applicable % of Tax Rate",
				"Rate",
				"Taxable Value",
				"Cess Amount",
				"E-Commerce GSTIN",
			],
			json.b2cl.flatMap((place) =>
				place.inv.flatMap((inv) =>
					inv.itms.map((item) => [
						inv.inum,
						inv.idt,
						inv.val,
						posName(place.pos),
						"",
						item.itm_det.rt,
						item.itm_det.txval,
						0,
						"",
					]),
				),
			),
		),
		sheet(
			"b2cs",
			[
				"Type",
				"Place Of Supply",
				"Applicable % of Tax Rate",
				"Rate",
				"Taxable Value",
				"Cess Amount",
				"E-Commerce GSTIN",
			],
			json.b2cs.map((row) => ["OE", posName(row.pos), "", row.rt, row.txval, 0, ""]),
		),
		sheet(
			"cdnr",
			[
				"GSTIN/UIN of Recipient",
				"Receiver Name",
				"Note Number",
				"Note Date",
				"Note Type",
				"Place Of Supply",
				"Reverse Charge",
				"Note Supply Type",
				"Note Value",
				"Applicable % of Tax Rate",
				"Rate",
				"Taxable Value",
				"Cess Amount",
			],
			json.cdnr.flatMap((buyer) =>
				buyer.nt.flatMap((note) =>
					note.itms.map((item) => [
						buyer.ctin,
						"",
						note.nt_num,
						note.nt_dt,
						"C",
						posName(note.pos),
						"N",
						"Regular B2B",
						note.val,
						"",
						item.itm_det.rt,
						item.itm_det.txval,
						0,
					]),
				),
			),
		),
		sheet(
			"cdnur",
			[
				"UR Type",
				"Note Number",
				"Note Date",
				"Note Type",
				"Place Of Supply",
				"Note Value",
				"Applicable % of Tax Rate",
				"Rate",
				"Taxable Value",
				"Cess Amount",
			],
			json.cdnur.flatMap((note) =>
				note.itms.map((item) => [
					"B2CL",
					note.nt_num,
					note.nt_dt,
					"C",
					posName(note.pos),
					note.val,
					"",
					item.itm_det.rt,
					item.itm_det.txval,
					0,
				]),
			),
		),
		sheet(
			"exemp",
			["Description", "Nil Rated Supplies", "Exempted (other than nil rated/non GST supply)", "Non-GST Supplies"],
			json.nil.inv.map((row) => [
				row.sply_ty === "INTRAB2C"
					? "Intra-State supplies to unregistered persons"
					: "Inter-State supplies to unregistered persons",
				row.nil_amt,
				0,
				0,
			]),
		),
		sheet("hsn(b2b)", HSN_HEAD, json.hsn.hsn_b2b.map(hsnRow)),
		sheet("hsn(b2c)", HSN_HEAD, json.hsn.hsn_b2c.map(hsnRow)),
		sheet(
			"docs",
			["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
			json.doc_issue.doc_det.flatMap((det) =>
				det.docs.map((doc) => [det.doc_typ, doc.from, doc.to, doc.totnum, doc.cancel]),
			),
		),
	];
}

/** The workbook as a stream of its bytes. */
export function gstr1Workbook(json: Gstr1Json): Promise<Readable> {
	const output = writeXlsxFile(gstr1Sheets(json));
	return (output.toStream as () => Promise<Readable>).call(output);
}
