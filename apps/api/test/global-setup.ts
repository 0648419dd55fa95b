import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client.ts";
import { seedDemo } from "../src/db/seed/index.ts";
import { ensurePincodeDirectory } from "../src/modules/delivery/index.ts";
import { TEST_PINCODES } from "./pincodes.ts";

declare module "vitest" {
	interface ProvidedContext {
		/** PGlite dumps of a migrated database, empty and with the demo shop */
		pgliteEmptyDump: string;
		pgliteSeededDump: string;
		/** PostgreSQL template databases, when TEST_DATABASE_URL is set */
		pgEmptyTemplate: string;
		pgSeededTemplate: string;
		/** the generated demo images, shared read-only by every test file */
		mediaDir: string;
	}
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function withDatabase(url: string, database: string): string {
	const parsed = new URL(url);
	parsed.pathname = `/${database}`;
	return parsed.toString();
}

/**
 * Migrates a golden database once, and a second one with the demo shop, so
 * that every test file can start from a fresh copy in milliseconds: a PGlite
 * data-directory dump, or a PostgreSQL template database when
 * TEST_DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
	const workDir = await mkdtemp(path.join(os.tmpdir(), "pitara-test-"));
	// generated image names carry a content hash, so the drawn images can outlive a run and spare the next one
	const mediaDir = fileURLToPath(new URL("../../../node_modules/.cache/pitara-test-media", import.meta.url));
	project.provide("mediaDir", mediaDir);
	const url = process.env.TEST_DATABASE_URL;

	if (url) {
		const suffix = `${process.pid}_${Date.now().toString(36)}`;
		const emptyName = `pitara_tpl_empty_${suffix}`;
		const seededName = `pitara_tpl_seeded_${suffix}`;
		const admin = new pg.Client({ connectionString: url });
		await admin.connect();
		for (const name of [emptyName, seededName]) await admin.query(`create database ${quote(name)}`);
		for (const [name, seeded] of [
			[emptyName, false],
			[seededName, true],
		] as const) {
			const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 2 });
			await database.migrate();
			await ensurePincodeDirectory(database, { only: TEST_PINCODES });
			if (seeded) await database.db.transaction((tx) => seedDemo(tx, { mediaDir }));
			await database.db.execute(sql`analyze`);
			await database.close();
		}
		project.provide("pgEmptyTemplate", emptyName);
		project.provide("pgSeededTemplate", seededName);
		project.provide("pgliteEmptyDump", "");
		project.provide("pgliteSeededDump", "");
		return async () => {
			// test files drop their own copies; drop the templates and anything a crashed run left behind
			const { rows } = await admin.query<{ datname: string }>(
				"select datname from pg_database where datname like $1 or datname in ($2, $3)",
				[`pitara_t_%_${process.pid}_%`, emptyName, seededName],
			);
			for (const row of rows) await admin.query(`drop database if exists ${quote(row.datname)} with (force)`);
			await admin.end();
			await rm(workDir, { recursive: true, force: true });
		};
	}

	const dumps: Record<"empty" | "seeded", string> = { empty: "", seeded: "" };
	for (const kind of ["empty", "seeded"] as const) {
		const database = await openDatabase({});
		await database.migrate();
		await ensurePincodeDirectory(database, { only: TEST_PINCODES });
		if (kind === "seeded") await database.db.transaction((tx) => seedDemo(tx, { mediaDir }));
		await database.db.execute(sql`analyze`);
		const client = (database.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
		const dump = await client.dumpDataDir("none");
		const file = path.join(workDir, `${kind}.tar`);
		await writeFile(file, Buffer.from(await dump.arrayBuffer()));
		await database.close();
		dumps[kind] = file;
	}
	project.provide("pgliteEmptyDump", dumps.empty);
	project.provide("pgliteSeededDump", dumps.seeded);
	project.provide("pgEmptyTemplate", "");
	project.provide("pgSeededTemplate", "");
	return async () => {
		await rm(workDir, { recursive: true, force: true });
	};
}
