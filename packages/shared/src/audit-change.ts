import { formatIndiaDateTime } from "./dates.ts";

/** One field an audit entry changed, as the console and its CSV export show it. */
export interface AuditFieldChange {
	field: string;
	before: string;
	after: string;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A value of an entry in words: "—" for nothing, an instant in India time, objects as JSON. */
export function showAuditValue(value: unknown): string {
	if (value === undefined || value === null || value === "") return "—";
	if (typeof value === "string" && ISO_INSTANT.test(value)) {
		const at = new Date(value);
		return Number.isNaN(at.getTime()) ? value : formatIndiaDateTime(at);
	}
	if (typeof value === "object") return JSON.stringify(value);
	return String(value);
}

const asObject = (value: unknown): Record<string, unknown> =>
	value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The fields an audit entry changed, before → after: every top-level field whose value differs (a
 * creation lists what was set, a deletion what was there). Times read in India time.
 */
export function describeAuditChange(before: unknown, after: unknown): AuditFieldChange[] {
	const from = asObject(before);
	const to = asObject(after);
	const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
	return fields
		.filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
		.map((field) => ({ field, before: showAuditValue(from[field]), after: showAuditValue(to[field]) }));
}

/** What an entry changed by its name, when its record has one (a product, a person, a code, a title). */
export function auditEntityName(before: unknown, after: unknown): string | null {
	for (const record of [asObject(after), asObject(before)]) {
		for (const key of ["name", "full_name", "title", "code"]) {
			const value = record[key];
			if (typeof value === "string" && value.trim() !== "") return value;
		}
	}
	return null;
}
