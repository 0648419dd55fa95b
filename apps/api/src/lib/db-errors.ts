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

/** The name of the foreign key a foreign-key violation (23503) broke, or null for any other error. */
export function foreignKeyViolation(error: unknown): string | null {
	for (const link of errorChain(error)) {
		if (link.code === "23503") return typeof link.constraint === "string" ? link.constraint : "";
	}
	return null;
}

/** Network errors of a connection to the database server. */
const CONNECTION_ERRNOS = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);

/**
 * True when the error says the database server cannot be reached or went
 * away (restarted, shutting down, still starting, connection dropped) rather
 * than that the query was wrong: SQLSTATE class 08 (connection exception),
 * 57P01–57P03 (admin/crash shutdown, cannot connect now), a refused or reset
 * socket, or node-postgres's "Connection terminated" and pool timeout. Such a
 * request answers 503 and may be retried; nothing it began was committed.
 */
export function databaseUnavailable(error: unknown): boolean {
	for (const link of errorChain(error)) {
		const code = typeof link.code === "string" ? link.code : "";
		if (code.startsWith("08") || code === "57P01" || code === "57P02" || code === "57P03") return true;
		if (CONNECTION_ERRNOS.has(code)) return true;
		const message = (link as { message?: unknown }).message;
		if (
			typeof message === "string" &&
			/Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
				message,
			)
		) {
			return true;
		}
	}
	return false;
}
