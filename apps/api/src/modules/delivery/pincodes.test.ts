import { INDIAN_STATES, messages } from "@pitara/shared";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createTestDatabase, type TestApp } from "../../../test/helpers.ts";
import { pincodes } from "../../db/schema/index.ts";
import { ensurePincodeDirectory } from "./pincode-import.ts";
import { pincodeEntries } from "./pincode-source.ts";
import { currentState, titleCase } from "./pincode-states.ts";
import { findPincode } from "./pincodes.repository.ts";

describe("today's states from India Post's names", () => {
	it.each([
		["ANDHRA PRADESH", "Adilabad", "Telangana"],
		["ANDHRA PRADESH", "Rangareddy", "Telangana"],
		["ANDHRA PRADESH", "Guntur", "Andhra Pradesh"],
		["JAMMU & KASHMIR", "Leh", "Ladakh"],
		["JAMMU & KASHMIR", "Kargil", "Ladakh"],
		["JAMMU & KASHMIR", "Srinagar", "Jammu and Kashmir"],
		["DAMAN & DIU", "Daman", "Dadra and Nagar Haveli and Daman and Diu"],
		["DADRA & NAGAR HAVELI", "Dadra & Nagar Haveli", "Dadra and Nagar Haveli and Daman and Diu"],
		["THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU", "Daman", "Dadra and Nagar Haveli and Daman and Diu"],
		["PONDICHERRY", "Pondicherry", "Puducherry"],
		["CHATTISGARH", "Raipur", "Chhattisgarh"],
		["ANDAMAN & NICOBAR ISLANDS", "South Andaman", "Andaman and Nicobar Islands"],
		["TELANGANA", "Hyderabad", "Telangana"],
	])("%s (%s) is %s", (raw, district, state) => {
		expect(currentState(raw, district)).toBe(state);
	});

	it("knows no state for NA or a name it does not recognise", () => {
		expect(currentState("NA", "NA")).toBeNull();
		expect(currentState("GONDOR", "Minas Tirith")).toBeNull();
	});

	it("writes districts in title case", () => {
		expect(titleCase("BENGALURU URBAN")).toBe("Bengaluru Urban");
		expect(titleCase("LAKSHADWEEP DISTRICT")).toBe("Lakshadweep District");
		expect(titleCase("SOUTH 24 PARGANAS")).toBe("South 24 Parganas");
	});

	it("keeps one entry per pincode: most offices' district and state, a missing one from its sorting district", () => {
		const entries = pincodeEntries([
			{ p: "504293", i: "ADILABAD", s: "ANDHRA PRADESH", a: 19, n: 79 },
			{ p: "504293", i: "ADILABAD", s: "ANDHRA PRADESH", a: 19.2, n: 79.2 },
			{ p: "504293", i: "NIRMAL", s: "TELANGANA", a: 0, n: 0 },
			{ p: "504296", i: "NA", s: "NA", a: 0, n: 0 },
			{ p: "999999", i: "NA", s: "NA" },
			{ p: "12345", i: "X", s: "KERALA" },
		]);
		expect(entries).toEqual([
			{ pincode: "504293", district: "Adilabad", state: "Telangana", latitude: 19.1, longitude: 79.1 },
			{ pincode: "504296", district: "Adilabad", state: "Telangana", latitude: null, longitude: null },
		]);
	});
});

describe("the full directory", () => {
	it("loads every pincode once, fast, without a network, in today's states", { timeout: 60_000 }, async () => {
		const database = await createTestDatabase();
		try {
			const first = await ensurePincodeDirectory(database);
			expect(first.loaded).toBe(true);
			expect(first.rows).toBeGreaterThan(19_000);
			console.info(`full pincode import: ${first.rows} pincodes in ${first.ms} ms`);
			const [total] = await database.db.select({ n: count() }).from(pincodes);
			// the test database already held a subset; the full import updates those and adds the rest
			expect(total?.n).toBe(first.rows);
			const states = await database.db.selectDistinct({ state: pincodes.state }).from(pincodes);
			expect(states.map((s) => s.state).sort()).toEqual([...INDIAN_STATES].sort());

			const again = await ensurePincodeDirectory(database);
			expect(again.loaded).toBe(false);

			const expectations: [string, string, string][] = [
				["560095", "Bengaluru Urban", "Karnataka"],
				["110001", "New Delhi", "Delhi"],
				["500001", "Hyderabad", "Telangana"],
				["194101", "Leh Ladakh", "Ladakh"],
				["396210", "Daman", "Dadra and Nagar Haveli and Daman and Diu"],
				["744101", "South Andamans", "Andaman and Nicobar Islands"],
				["781001", "Kamrup Metro", "Assam"],
			];
			for (const [pin, district, state] of expectations) {
				expect(await findPincode(database.db, pin)).toMatchObject({ pincode: pin, district, state });
			}
		} finally {
			await database.close();
		}
	});
});

describe("GET /api/pincodes/:pincode", () => {
	let t: TestApp;
	beforeAll(async () => {
		t = await createTestApp();
	});
	afterAll(async () => {
		await t?.close();
	});

	it("answers a pincode's district and state", async () => {
		const res = await t.app.inject({ method: "GET", url: "/api/pincodes/560095" });
		expect(res.statusCode).toBe(200);
		expect(res.json()).toEqual({
			status: true,
			response: { pincode: "560095", district: "Bengaluru Urban", state: "Karnataka" },
		});
	});

	it("says so for an unknown pincode, and refuses one that is not six digits", async () => {
		const unknown = await t.app.inject({ method: "GET", url: "/api/pincodes/999999" });
		expect(unknown.statusCode).toBe(404);
		expect(unknown.json()).toMatchObject({
			status: false,
			code: "UNKNOWN_PINCODE",
			message: messages.addresses.unknownPincode("999999"),
		});
		const malformed = await t.app.inject({ method: "GET", url: "/api/pincodes/56ab12" });
		expect(malformed.statusCode).toBe(400);
		expect(malformed.json().message).toBe("Pincode must be a valid 6-digit Indian pincode");
	});
});
