import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { createGunzip, createGzip } from "node:zlib";
import { type SQL, sql } from "drizzle-orm";
import { type Database, type Db, queryRows } from "./client.ts";

/**
 * Moving a shop between databases (issue 16): `exportShop` writes every table
 * of the public schema, its sequences and (by default) the media files into
 * one gzipped JSON-lines file; `importShop` loads it into an empty database in
 * one transaction and checks row counts, money sums and a digest of every
 * table before it commits. Rows travel as PostgreSQL's own JSON of each row
 * (`row_to_json`) and come back through `json_populate_recordset`, so every
 * type (timestamps, arrays, jsonb, text with any character) is converted by
 * PostgreSQL itself, the same on PGlite and a PostgreSQL server.
 */

export const EXPORT_FORMAT = "pitara-export";
export const EXPORT_VERSION = 1;
const PAGE_ROWS = 1000;

/** Integer columns that hold money (paise), summed table by table on both sides. */
const MONEY_COLUMN = /(^|_)(price|mrp|total|discount|delivery|amount|balance)($|_)/;

export interface TableSummary {
	table: string;
	rows: number;
	/** money column → sum, as text (a bigint sum may pass 2^53) */
	sums: Record<string, string>;
	/** md5 over the rows' text in primary-key order: any changed value shows */
	digest: string;
}

export interface SequenceValue {
	name: string;
	/** null when the sequence was never used */
	lastValue: string | null;
}

export interface ExportHeader {
	format: typeof EXPORT_FORMAT;
	version: typeof EXPORT_VERSION;
	exportedAt: string;
	source: Database["kind"];
	/** the hashes of the applied migrations, oldest first: the importer must have the same */
	migrations: string[];
	tables: (TableSummary & { columns: string[] })[];
	sequences: SequenceValue[];
	media: { dir: string; included: boolean; files: number; bytes: number };
}

interface TableInfo {
	table: string;
	/** stored columns in attribute order (generated columns are computed again on import) */
	columns: string[];
	primaryKey: string[];
	moneyColumns: string[];
}

const ident = (name: string) => sql.identifier(name);
const list = (names: string[]) =>
	sql.join(
		names.map((name) => ident(name)),
		sql`, `,
	);

/**
 * Tables rebuilt from others, neither exported nor imported: the reports' daily summary and its marks (decision
 * 058) — the imported orders mark every day again through the triggers, and the first report sums them.
 */
const DERIVED_TABLES = ["report_days", "report_dirty_days"];

async function tableInfos(db: Db): Promise<TableInfo[]> {
	const rows = await queryRows<{ table: string; column: string; type: string; pk: boolean }>(
		db,
		sql`select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type",
				coalesce(a.attnum = any(i.indkey), false) as pk
			from pg_class c
			join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
			join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
			left join pg_index i on i.indrelid = c.oid and i.indisprimary
			where c.relkind in ('r', 'p') and c.relname not in (${sql.join(
				DERIVED_TABLES.map((name) => sql`${name}`),
				sql`, `,
			)})
			order by c.relname, a.attnum`,
	);
	const byTable = new Map<string, TableInfo>();
	for (const row of rows) {
		let info = byTable.get(row.table);
		if (!info) {
			info = { table: row.table, columns: [], primaryKey: [], moneyColumns: [] };
			byTable.set(row.table, info);
		}
		info.columns.push(row.column);
		if (row.pk) info.primaryKey.push(row.column);
		if (/^(integer|bigint|smallint|numeric)/.test(row.type) && MONEY_COLUMN.test(row.column)) {
			info.moneyColumns.push(row.column);
		}
	}
	for (const info of byTable.values()) if (info.primaryKey.length === 0) info.primaryKey = [...info.columns];
	return [...byTable.values()];
}

/** Tables ordered so that every table comes after the tables its foreign keys point at. */
async function dependencyOrder(db: Db, tables: string[]): Promise<string[]> {
	const edges = await queryRows<{ child: string; parent: string }>(
		db,
		sql`select c.relname as child, p.relname as parent
			from pg_constraint k
			join pg_class c on c.oid = k.conrelid
			join pg_class p on p.oid = k.confrelid
			join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
			where k.contype = 'f' and k.conrelid <> k.confrelid`,
	);
	const ordered: string[] = [];
	const placed = new Set<string>();
	const visiting = new Set<string>();
	const visit = (table: string) => {
		if (placed.has(table) || visiting.has(table)) return;
		visiting.add(table);
		for (const edge of edges) if (edge.child === table) visit(edge.parent);
		visiting.delete(table);
		placed.add(table);
		ordered.push(table);
	};
	for (const table of [...tables].sort()) visit(table);
	return ordered.filter((table) => tables.includes(table));
}

async function summarise(db: Db, info: TableInfo): Promise<TableSummary> {
	const t = ident(info.table);
	const sums = info.moneyColumns.map((column) => sql`, coalesce(sum(${ident(column)}), 0)::text as ${ident(column)}`);
	const [row] = await queryRows<Record<string, string>>(
		db,
		sql`select count(*)::text as "__rows",
				coalesce(md5(string_agg(md5(row(${list(info.columns)})::text), '' order by ${list(info.primaryKey)})), '') as "__digest"
				${sql.join(sums, sql``)}
			from ${t}`,
	);
	if (!row) throw new Error(`could not read ${info.table}`);
	return {
		table: info.table,
		rows: Number(row.__rows),
		sums: Object.fromEntries(info.moneyColumns.map((column) => [column, String(row[column])])),
		digest: String(row.__digest),
	};
}

/** The same settings on both sides, so that each value's text (and so the digest) is the same. */
async function fixSessionFormats(tx: Db) {
	await tx.execute(sql`set local timezone = 'UTC'`);
	await tx.execute(sql`set local datestyle = 'ISO, YMD'`);
	await tx.execute(sql`set local intervalstyle = 'postgres'`);
	await tx.execute(sql`set local extra_float_digits = 1`);
}

async function appliedMigrations(db: Db): Promise<string[]> {
	const [exists] = await queryRows<{ present: boolean }>(
		db,
		sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
	);
	if (!exists?.present) return [];
	const rows = await queryRows<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations order by id`);
	return rows.map((row) => row.hash);
}

async function sequenceValues(db: Db): Promise<SequenceValue[]> {
	const rows = await queryRows<{ name: string; last_value: string | null }>(
		db,
		sql`select sequencename as name, last_value::text from pg_sequences where schemaname = 'public' order by 1`,
	);
	return rows.map((row) => ({ name: row.name, lastValue: row.last_value }));
}

async function mediaFiles(dir: string): Promise<{ file: string; size: number }[]> {
	const out: { file: string; size: number }[] = [];
	const walk = async (relative: string) => {
		let entries: import("node:fs").Dirent[];
		try {
			entries = await readdir(path.join(dir, relative), { withFileTypes: true });
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
			throw error;
		}
		for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
			const child = path.join(relative, entry.name);
			if (entry.isDirectory()) await walk(child);
			else if (entry.isFile() && !entry.name.startsWith(".")) {
				out.push({ file: child.split(path.sep).join("/"), size: (await stat(path.join(dir, child))).size });
			}
		}
	};
	await walk("");
	return out;
}

export interface ExportOptions {
	out: string;
	mediaDir: string;
	/** false leaves the media files out (the import then says where they are) */
	includeMedia?: boolean;
}

/** Writes the shop in `database` to `out`; answers the file's header (what was written). */
export async function exportShop(database: Database, options: ExportOptions): Promise<ExportHeader> {
	const includeMedia = options.includeMedia ?? true;
	const media = await mediaFiles(options.mediaDir);
	const partial = `${options.out}.partial`;
	const gzip = createGzip({ level: 6 });
	const file = createWriteStream(partial);
	const done = new Promise<void>((resolve, reject) => {
		file.on("finish", resolve);
		file.on("error", reject);
		gzip.on("error", reject);
	});
	gzip.pipe(file);
	const writeLine = async (value: unknown) => {
		if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, "drain");
	};

	// one snapshot of the whole shop: rows, counts and sequences agree even if something writes meanwhile
	const header = await database.db.transaction(
		async (tx) => {
			await fixSessionFormats(tx);
			const infos = await tableInfos(tx);
			const order = await dependencyOrder(
				tx,
				infos.map((info) => info.table),
			);
			const byName = new Map(infos.map((info) => [info.table, info]));
			const tables: ExportHeader["tables"] = [];
			for (const table of order) {
				const info = byName.get(table);
				if (info) tables.push({ ...(await summarise(tx, info)), columns: info.columns });
			}
			const head: ExportHeader = {
				format: EXPORT_FORMAT,
				version: EXPORT_VERSION,
				exportedAt: new Date().toISOString(),
				source: database.kind,
				migrations: await appliedMigrations(tx),
				tables,
				sequences: await sequenceValues(tx),
				media: {
					dir: path.resolve(options.mediaDir),
					included: includeMedia,
					files: media.length,
					bytes: media.reduce((sum, entry) => sum + entry.size, 0),
				},
			};
			await writeLine(head);
			for (const table of order) {
				const info = byName.get(table);
				if (info) await writeRows(tx, info, writeLine);
			}
			return head;
		},
		{ isolationLevel: "repeatable read", accessMode: "read only" },
	);

	if (includeMedia) {
		for (const entry of media) {
			const data = await readFile(path.join(options.mediaDir, entry.file));
			await writeLine({ media: entry.file, data: data.toString("base64") });
		}
	}
	await writeLine({ end: true });
	gzip.end();
	await done;
	await rename(partial, options.out);
	return header;
}

async function writeRows(tx: Db, info: TableInfo, writeLine: (value: unknown) => Promise<void>) {
	const t = ident(info.table);
	const order = list(info.primaryKey);
	let after: string | null = null;
	for (;;) {
		// keyset pages: the next page starts after the last row's key, whatever the key's types
		const where: SQL = after
			? sql`where (${order}) > (select ${order} from json_populate_record(null::${t}, ${after}::json))`
			: sql``;
		const rows = await queryRows<{ row: Record<string, unknown> }>(
			tx,
			sql`select row_to_json(r) as row from (select ${list(info.columns)} from ${t} ${where} order by ${order} limit ${PAGE_ROWS}) as r`,
		);
		if (rows.length === 0) return;
		await writeLine({ table: info.table, rows: rows.map((r) => r.row) });
		const last = rows[rows.length - 1]?.row ?? {};
		after = JSON.stringify(Object.fromEntries(info.primaryKey.map((column) => [column, last[column]])));
		if (rows.length < PAGE_ROWS) return;
	}
}

export class ImportError extends Error {}

export interface ImportOptions {
	in: string;
	/** where the media files are written; unset leaves them where they are */
	mediaDir?: string | undefined;
}

export interface ImportReport {
	header: ExportHeader;
	/** per table: what the file said and what the database holds after the import */
	tables: { table: string; expected: TableSummary; actual: TableSummary }[];
	sequences: number;
	media: { written: number; unchanged: number; bytes: number; dir: string | null };
}

async function* readLines(file: string): AsyncGenerator<Record<string, unknown>> {
	const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
	for await (const line of lines) if (line.trim() !== "") yield JSON.parse(line) as Record<string, unknown>;
}

/**
 * Loads an export into `database`, which must be empty: applies the
 * migrations, inserts every table in foreign-key order, sets the sequences,
 * then compares each table's row count, money sums and digest with the
 * file's and commits only if all of them agree. Media files are written to
 * `mediaDir` afterwards (existing identical files are kept).
 */
export async function importShop(database: Database, options: ImportOptions): Promise<ImportReport> {
	const lines = readLines(options.in);
	const first = await lines.next();
	const header = first.value as ExportHeader | undefined;
	if (first.done || header?.format !== EXPORT_FORMAT) throw new ImportError(`${options.in} is not a Pitara export.`);
	if (header.version !== EXPORT_VERSION) {
		throw new ImportError(`${options.in} is format version ${header.version}; this Pitara reads ${EXPORT_VERSION}.`);
	}

	const occupied = await occupiedTables(database.db);
	if (occupied.length > 0) {
		throw new ImportError(
			`The target database is not empty (${occupied.slice(0, 5).join(", ")}${occupied.length > 5 ? ", …" : ""} hold rows). Import into a new, empty database.`,
		);
	}
	await database.migrate();
	const migrations = await appliedMigrations(database.db);
	if (migrations.join() !== header.migrations.join()) {
		throw new ImportError(
			`The export was made by a Pitara with ${header.migrations.length} migrations, this one has ${migrations.length}: export and import with the same version (upgrade the old shop first).`,
		);
	}

	const expected = new Map(header.tables.map((table) => [table.table, table]));
	const mediaCounts = { written: 0, unchanged: 0, bytes: 0 };
	const report = await database.db.transaction(async (tx) => {
		await fixSessionFormats(tx);
		const infos = new Map((await tableInfos(tx)).map((info) => [info.table, info]));
		for (const table of header.tables) {
			const info = infos.get(table.table);
			if (!info) throw new ImportError(`The export has a table ${table.table} that this database does not have.`);
			if (info.columns.join() !== table.columns.join()) {
				throw new ImportError(`The columns of ${table.table} differ between the export and this database.`);
			}
		}
		// reference data a start loads on its own gives way to the export's
		for (const table of REFERENCE_TABLES) await tx.execute(sql`delete from ${ident(table)}`);
		let mediaStarted = false;
		const pendingMedia: { file: string; data: string }[] = [];
		for (;;) {
			const next = await lines.next();
			if (next.done) throw new ImportError(`${options.in} ends early: it is truncated.`);
			const line = next.value;
			if (line.end === true) break;
			if (typeof line.media === "string" && typeof line.data === "string") {
				mediaStarted = true;
				pendingMedia.push({ file: line.media, data: line.data });
				if (pendingMedia.length >= 50) await writeMedia(options.mediaDir, pendingMedia.splice(0), mediaCounts);
				continue;
			}
			if (mediaStarted) throw new ImportError(`${options.in} has rows after its media.`);
			const table = String(line.table);
			const info = infos.get(table);
			const rows = line.rows;
			if (!info || !expected.has(table) || !Array.isArray(rows)) throw new ImportError(`Unexpected line for ${table}.`);
			await tx.execute(
				sql`insert into ${ident(table)} (${list(info.columns)}) overriding system value
					select ${list(info.columns)} from json_populate_recordset(null::${ident(table)}, ${JSON.stringify(rows)}::json)`,
			);
		}
		await writeMedia(options.mediaDir, pendingMedia.splice(0), mediaCounts);

		for (const sequence of header.sequences) {
			if (sequence.lastValue === null) continue;
			await tx.execute(sql`select setval(${`public.${quoteIdent(sequence.name)}`}::regclass, ${sequence.lastValue})`);
		}

		const tables: ImportReport["tables"] = [];
		const mismatches: string[] = [];
		for (const table of header.tables) {
			const info = infos.get(table.table);
			if (!info) continue;
			const actual = await summarise(tx, info);
			tables.push({ table: table.table, expected: table, actual });
			if (actual.rows !== table.rows) mismatches.push(`${table.table}: ${actual.rows} rows, expected ${table.rows}`);
			for (const [column, sum] of Object.entries(table.sums)) {
				if (actual.sums[column] !== sum) {
					mismatches.push(`${table.table}.${column}: sum ${actual.sums[column]}, expected ${sum}`);
				}
			}
			if (actual.digest !== table.digest) mismatches.push(`${table.table}: the rows' contents differ`);
		}
		if (mismatches.length > 0) {
			throw new ImportError(
				`The imported data does not match the export, nothing was kept:\n  ${mismatches.join("\n  ")}`,
			);
		}
		return tables;
	});
	// fresh tables have no statistics yet: the planner would guess on the first requests
	await database.db.execute(sql`analyze`);
	return {
		header,
		tables: report,
		sequences: header.sequences.filter((sequence) => sequence.lastValue !== null).length,
		media: { ...mediaCounts, dir: options.mediaDir ? path.resolve(options.mediaDir) : null },
	};
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Tables of reference data that every start loads by itself (the pincode
 * directory): a new shop that has started once holds them and still counts
 * as empty; the import replaces them with the export's rows.
 */
const REFERENCE_TABLES = ["pincodes", "pincode_imports"];

/** Public tables that hold at least one row, reference data aside. */
async function occupiedTables(db: Db): Promise<string[]> {
	const tables = await queryRows<{ table: string }>(
		db,
		sql`select c.relname as "table" from pg_class c join pg_namespace n on n.oid = c.relnamespace
			where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
	);
	const occupied: string[] = [];
	for (const { table } of tables) {
		if (REFERENCE_TABLES.includes(table)) continue;
		const [row] = await queryRows<{ any: boolean }>(db, sql`select exists (select 1 from ${ident(table)}) as any`);
		if (row?.any) occupied.push(table);
	}
	return occupied;
}

/**
 * Writes media files under `dir` (none when it is undefined: the files stay
 * where the export says). A name may not climb out of `dir`; a file already
 * there with the same bytes is left alone; each file lands whole (written
 * beside, then renamed).
 */
async function writeMedia(
	dir: string | undefined,
	files: { file: string; data: string }[],
	counts: { written: number; unchanged: number; bytes: number },
) {
	if (!dir) return;
	const root = path.resolve(dir);
	for (const { file, data } of files) {
		const target = path.resolve(root, file);
		if (!target.startsWith(root + path.sep))
			throw new ImportError(`The export names a media file outside its folder: ${file}`);
		const bytes = Buffer.from(data, "base64");
		counts.bytes += bytes.length;
		try {
			if ((await readFile(target)).equals(bytes)) {
				counts.unchanged += 1;
				continue;
			}
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
		}
		await mkdir(path.dirname(target), { recursive: true });
		await writeFile(`${target}.partial`, bytes);
		await rename(`${target}.partial`, target);
		counts.written += 1;
	}
}
