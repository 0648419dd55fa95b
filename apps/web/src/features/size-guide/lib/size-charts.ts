import { sizeGuideMessages } from "@pitara/shared";
/** A measurement range in centimetres; a single number when `to` is omitted. */
export interface Range {
	from: number;
	to?: number;
}

export interface SizeRow {
	/** the size exactly as products are labelled with it ("2-3 Y", "0-3 M") */
	size: string;
	/** the age it usually fits */
	age: string;
	height: Range;
	chest: Range;
	waist: Range;
	/** kilograms, for infants */
	weight?: Range;
}

/** A one-size item (bibs): no measurements, a sentence on how it fits. */
export interface FreeSizeRow {
	size: string;
	age: string;
	fits: string;
}

import { chartIdForCategory, type SizeChartId } from "./size-chart-ids.ts";

export type { SizeChartId };

export interface SizeChart {
	/** the anchor: /size-guide#girls */
	id: SizeChartId;
	title: string;
	note: string;
	rows: SizeRow[];
	/** one-size items of this kind, said in words under the measured sizes */
	freeSizes?: FreeSizeRow[];
}

const r = (from: number, to?: number): Range => (to === undefined ? { from } : { from, to });

/**
 * Pitara's body-measurement charts: what a child measures, not the garment.
 * Indian children's sizing (as on Indian brands' labels), which runs a little
 * slimmer than European charts at the same age. One row for every size the
 * shop sells in these categories, labelled exactly as the products are
 * (apps/api/src/db/seed/catalogue.ts: KIDS and INFANT), and none for sizes it
 * does not sell. Clothes come in every other year (2-3 Y, then 4-5 Y), so the
 * height, chest and waist ranges run on from one size to the next.
 */
export const SIZE_CHARTS: SizeChart[] = [
	{
		id: "girls",
		title: sizeGuideMessages.girls113Years,
		note: sizeGuideMessages.frocksTopsLeggingsEthnic,
		rows: [
			{ size: "1-2 Y", age: "1-2 years", height: r(80, 92), chest: r(48, 52), waist: r(47, 50) },
			{ size: "2-3 Y", age: "2-3 years", height: r(92, 104), chest: r(52, 55), waist: r(50, 52) },
			{ size: "4-5 Y", age: "4-5 years", height: r(104, 116), chest: r(55, 58), waist: r(52, 54) },
			{ size: "6-7 Y", age: "6-7 years", height: r(116, 128), chest: r(58, 62), waist: r(54, 57) },
			{ size: "8-9 Y", age: "8-9 years", height: r(128, 140), chest: r(62, 67), waist: r(57, 60) },
			{ size: "10-11 Y", age: "10-11 years", height: r(140, 152), chest: r(67, 73), waist: r(60, 63) },
			{ size: "12-13 Y", age: "12-13 years", height: r(152, 160), chest: r(73, 79), waist: r(63, 66) },
		],
	},
	{
		id: "boys",
		title: sizeGuideMessages.boys113Years,
		note: sizeGuideMessages.tShirtsShirtsShorts,
		rows: [
			{ size: "1-2 Y", age: "1-2 years", height: r(80, 92), chest: r(49, 53), waist: r(48, 51) },
			{ size: "2-3 Y", age: "2-3 years", height: r(92, 104), chest: r(53, 56), waist: r(51, 53) },
			{ size: "4-5 Y", age: "4-5 years", height: r(104, 116), chest: r(56, 59), waist: r(53, 55) },
			{ size: "6-7 Y", age: "6-7 years", height: r(116, 128), chest: r(59, 63), waist: r(55, 58) },
			{ size: "8-9 Y", age: "8-9 years", height: r(128, 140), chest: r(63, 68), waist: r(58, 62) },
			{ size: "10-11 Y", age: "10-11 years", height: r(140, 152), chest: r(68, 74), waist: r(62, 65) },
			{ size: "12-13 Y", age: "12-13 years", height: r(152, 160), chest: r(74, 80), waist: r(65, 69) },
		],
	},
	{
		id: "infants",
		title: sizeGuideMessages.infants024Months,
		note: sizeGuideMessages.onesiesRompersJhablasSleep,
		rows: [
			{ size: "0-3 M", age: "0-3 months", height: r(50, 62), chest: r(40), waist: r(40), weight: r(3, 6) },
			{ size: "3-6 M", age: "3-6 months", height: r(62, 68), chest: r(43), waist: r(42), weight: r(6, 8) },
			{ size: "6-9 M", age: "6-9 months", height: r(68, 72), chest: r(45), waist: r(44), weight: r(8, 9) },
			{ size: "9-12 M", age: "9-12 months", height: r(72, 76), chest: r(47), waist: r(46), weight: r(9, 10) },
			{ size: "12-18 M", age: "12-18 months", height: r(76, 83), chest: r(49), waist: r(47), weight: r(10, 11.5) },
			{ size: "18-24 M", age: "18-24 months", height: r(83, 90), chest: r(51), waist: r(48), weight: r(11.5, 13) },
		],
		freeSizes: [
			{
				size: "Free Size",
				age: "0-24 months",
				fits: sizeGuideMessages.bibsFits,
			},
		],
	},
];

/** The chart for a product's category ("Girls" → the girls' chart), if its clothes come in body sizes. */
export function chartForCategory(category: string): SizeChart | undefined {
	const id = chartIdForCategory(category);
	return SIZE_CHARTS.find((chart) => chart.id === id);
}

/** Centimetres to inches, to the nearest half inch. */
export function toInches(cm: number): number {
	return Math.round((cm / 2.54) * 2) / 2;
}

/** "92-98" in cm, or in inches ("36-38.5"). */
export function formatRange(range: Range, unit: "cm" | "in"): string {
	const convert = unit === "cm" ? (value: number) => value : toInches;
	const from = convert(range.from);
	return range.to === undefined ? String(from) : `${from}-${convert(range.to)}`;
}
