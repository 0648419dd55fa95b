/**
 * PostgreSQL errors as both drivers report them (node-postgres and PGlite put
 * `code` and `constraint` on the error; drizzle wraps it in `cause`).
 */
interface PgErrorFields {
	code?: unknown;
	constraint?: unknown;
	cause?: unknown;
}

function* errorChain(error: unknown): Generator<PgErrorFields> {
	let current: unknown = error;
	for (let depth = 0; depth < 5 && current && typeof current === "object"; depth += 1) {
		yield current as PgErrorFields;
		current = (current as PgErrorFields).cause;
	}
}

/** The name of the unique index or constraint a unique violation (23505) broke, or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
	for (const link of errorChain(error)) {
		if (link.code === "23505") return typeof link.constraint === "string" ? link.constraint : "";
	}
	return null;
}
