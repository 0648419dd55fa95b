import path from "node:path";
import { type ParseArgsConfig, parseArgs } from "node:util";
import { loadConfigOrExit } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { type ExportHeader, exportShop, ImportError, type ImportReport, importShop } from "../db/transfer.ts";

/**
 * `npm run db:export -- --out FILE` and `npm run db:import -- --in FILE --database-url URL`:
 * moving a shop off the embedded database (or between servers). See docs/deployment.md.
 */

const EXPORT_USAGE =
	"Usage: npm run db:export -- --out FILE [--no-media] [--database-url URL | --data-dir DIR] [--media-dir DIR]";
const IMPORT_USAGE = "Usage: npm run db:import -- --in FILE --database-url URL [--media-dir DIR | --no-media]";

class UsageError extends Error {}

// npm runs workspace scripts inside the workspace; paths are meant from where the command was typed
const fromCwd = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

function parse(argv: string[], options: NonNullable<ParseArgsConfig["options"]>, usage: string) {
	try {
		return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values as Record<
			string,
			string | boolean | undefined
		>;
	} catch (error) {
		throw new UsageError(`${(error as Error).message}\n${usage}`);
	}
}

const money = (paise: string) =>
	`₹${(Number(BigInt(paise)) / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const size = (bytes: number) =>
	bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

function describeExport(header: ExportHeader, out: string): string {
	const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
	const lines = [
		`Exported the ${header.source === "pglite" ? "embedded" : "PostgreSQL"} shop to ${out}:`,
		`  ${header.tables.length} tables, ${rows} rows, ${header.sequences.length} sequences, ${header.migrations.length} migrations`,
		header.media.included
			? `  ${header.media.files} media files (${size(header.media.bytes)}) from ${header.media.dir}`
			: `  media not included: they stay in ${header.media.dir} (${header.media.files} files, ${size(header.media.bytes)})`,
	];
	for (const table of header.tables) {
		const sums = Object.entries(table.sums).map(([column, sum]) => `${column} ${money(sum)}`);
		lines.push(
			`  ${table.table.padEnd(24)} ${String(table.rows).padStart(8)} rows${sums.length ? `  ${sums.join(", ")}` : ""}`,
		);
	}
	return lines.join("\n");
}

function describeImport(report: ImportReport, url: string): string {
	const where = new URL(url);
	where.password = where.password ? "***" : "";
	const lines = [`Imported ${report.header.exportedAt} export into ${where.toString()}, checked table by table:`];
	for (const { table, expected, actual } of report.tables) {
		const sums = Object.entries(actual.sums).map(([column, sum]) => `${column} ${money(sum)}`);
		lines.push(
			`  ${table.padEnd(24)} ${String(actual.rows).padStart(8)}/${expected.rows} rows  ${actual.digest === expected.digest ? "same contents" : "DIFFERENT"}${sums.length ? `  ${sums.join(", ")} (same as the export)` : ""}`,
		);
	}
	lines.push(`  ${report.sequences} sequences set to their exported values; statistics gathered (analyze)`);
	const media = report.header.media;
	if (!media.included) {
		lines.push(
			`  media were not in the export: copy ${media.dir} (${media.files} files) to the new server's MEDIA_DIR, or point MEDIA_DIR at it`,
		);
	} else if (report.media.dir) {
		lines.push(
			`  media: ${report.media.written} files written, ${report.media.unchanged} already there, into ${report.media.dir} (set MEDIA_DIR to it)`,
		);
	} else {
		lines.push("  media: left out (--no-media); the export still holds them");
	}
	return lines.join("\n");
}

async function runExport(argv: string[]) {
	const values = parse(
		argv,
		{
			out: { type: "string" },
			"no-media": { type: "boolean" },
			"database-url": { type: "string" },
			"data-dir": { type: "string" },
			"media-dir": { type: "string" },
		},
		EXPORT_USAGE,
	);
	if (typeof values.out !== "string") throw new UsageError(`--out is missing\n${EXPORT_USAGE}`);
	const config = loadConfigOrExit();
	const databaseUrl = typeof values["database-url"] === "string" ? values["database-url"] : config.DATABASE_URL;
	const dataDir = typeof values["data-dir"] === "string" ? fromCwd(values["data-dir"]) : config.DATA_DIR;
	const mediaDir =
		typeof values["media-dir"] === "string"
			? fromCwd(values["media-dir"])
			: typeof values["data-dir"] === "string"
				? path.join(dataDir, "media")
				: config.MEDIA_DIR;
	const database = await openDatabase({ databaseUrl, dataDir, poolSize: 1 });
	try {
		const out = fromCwd(values.out);
		const header = await exportShop(database, { out, mediaDir, includeMedia: values["no-media"] !== true });
		console.log(describeExport(header, out));
	} finally {
		await database.close();
	}
}

async function runImport(argv: string[]) {
	const values = parse(
		argv,
		{
			in: { type: "string" },
			"database-url": { type: "string" },
			"media-dir": { type: "string" },
			"no-media": { type: "boolean" },
		},
		IMPORT_USAGE,
	);
	if (typeof values.in !== "string") throw new UsageError(`--in is missing\n${IMPORT_USAGE}`);
	const databaseUrl = typeof values["database-url"] === "string" ? values["database-url"] : process.env.DATABASE_URL;
	if (!databaseUrl) throw new UsageError(`--database-url (or DATABASE_URL) is missing\n${IMPORT_USAGE}`);
	const config = loadConfigOrExit();
	const mediaDir =
		values["no-media"] === true
			? undefined
			: typeof values["media-dir"] === "string"
				? fromCwd(values["media-dir"])
				: config.MEDIA_DIR;
	const database = await openDatabase({ databaseUrl, poolSize: 1 });
	try {
		const report = await importShop(database, { in: fromCwd(values.in), mediaDir });
		console.log(describeImport(report, databaseUrl));
	} finally {
		await database.close();
	}
}

async function main() {
	const [command, ...argv] = process.argv.slice(2);
	try {
		if (command === "export") await runExport(argv);
		else if (command === "import") await runImport(argv);
		else throw new UsageError(`${EXPORT_USAGE}\n${IMPORT_USAGE}`);
	} catch (error) {
		if (error instanceof UsageError) {
			console.error(error.message);
			process.exit(2);
		}
		console.error(error instanceof ImportError ? error.message : error);
		process.exit(1);
	}
}

if (import.meta.url === `file://${process.argv[1]}`) {
	await main();
}
