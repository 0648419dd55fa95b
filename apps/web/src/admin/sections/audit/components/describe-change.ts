export interface FieldChange {
	field: string;
	before: string;
	after: string;
}

const show = (value: unknown): string => {
	if (value === undefined || value === null || value === "") return "—";
	if (typeof value === "object") return JSON.stringify(value);
	return String(value);
};

/**
 * The fields an audit entry changed, before → after: every top-level field
 * whose value differs (a creation lists what was set, a deletion what was
 * there).
 */
export function describeChange(before: unknown, after: unknown): FieldChange[] {
	const asObject = (value: unknown): Record<string, unknown> =>
		value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
	const from = asObject(before);
	const to = asObject(after);
	const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
	return fields
		.filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
		.map((field) => ({ field, before: show(from[field]), after: show(to[field]) }));
}
