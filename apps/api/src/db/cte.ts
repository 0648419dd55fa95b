import { type SQL, sql } from "drizzle-orm";

/**
 * A common table expression one module's repository supplies to a statement another part composes (placing an
 * order: decision 025), as a typed handle rather than a bare name: its `name`, the SQL that defines it
 * (`name as (...)`, possibly after CTEs it needs), and the columns it yields (`Row`, a type only). A part that
 * reads another's CTE takes a `Cte<string, { the columns it reads }>`, so passing a CTE that lacks one of them,
 * or a string, is a type error; a CTE yielding more columns than a reader needs is accepted.
 */
export interface Cte<Name extends string, Row extends Record<string, unknown>> {
	readonly name: Name;
	/** `name as (...)`, with any CTEs it is built on before it, for a statement's `with` list */
	readonly definition: SQL;
	/** the CTE's name, quoted, to read it: `from ${cte.ref} o` */
	readonly ref: SQL;
	/** the columns a row of it has (never set: for the type checker only) */
	readonly row?: Row;
}

/** A CTE named `name` defined by `body` (`name as (body)`), after `before` (CTEs it reads that are its own). */
export function cte<Row extends Record<string, unknown>, Name extends string = string>(
	name: Name,
	body: SQL,
	before?: SQL,
): Cte<Name, Row> {
	const ref = sql`${sql.identifier(name)}`;
	return { name, ref, definition: before ? sql`${before}, ${ref} as (${body})` : sql`${ref} as (${body})` };
}
