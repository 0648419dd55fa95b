import { doublePrecision, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * India Post's pincode directory, one row per pincode (the package lists post
 * offices; the import keeps the district and state most of a pincode's offices
 * name). Reference data loaded at start by `modules/delivery`, never edited by hand.
 */
export const pincodes = pgTable(
	"pincodes",
	{
		pincode: text().primaryKey(),
		/** the district, offered as the address's city */
		district: text().notNull(),
		/** one of INDIAN_STATES, corrected to today's states and union territories */
		state: text().notNull(),
		latitude: doublePrecision(),
		longitude: doublePrecision(),
	},
	(t) => [index("pincodes_state_idx").on(t.state)],
);

/** Which directory the pincodes table holds, so that a start loads it once. */
export const pincodeImports = pgTable("pincode_imports", {
	source: text().primaryKey(),
	rows: integer().notNull(),
	loadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
