import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../src/app.ts";
import { type Config, loadConfig } from "../src/config.ts";
import { type Database, openDatabase } from "../src/db/client.ts";
import { sessions, users } from "../src/db/schema/index.ts";
import type { SmsSender } from "../src/lib/sms.ts";
import { hashToken, newToken } from "../src/lib/tokens.ts";
import { SESSION_TTL_MS } from "../src/modules/accounts/session-rules.ts";

export interface TestDatabaseOptions {
	/** start from the demo shop instead of an empty, migrated database */
	seeded?: boolean;
}

/**
 * A fresh database for one test file: a copy of the golden PGlite dump, or a
 * new PostgreSQL database made from the template when TEST_DATABASE_URL is set.
 */
export async function createTestDatabase({ seeded = false }: TestDatabaseOptions = {}): Promise<Database> {
	const url = process.env.TEST_DATABASE_URL;
	if (url) {
		const template = inject(seeded ? "pgSeededTemplate" : "pgEmptyTemplate");
		const name = `pitara_t_${randomBytes(4).toString("hex")}_${process.ppid}_${Date.now().toString(36)}`;
		const admin = new pg.Client({ connectionString: url });
		await admin.connect();
		try {
			await admin.query(`create database "${name}" template "${template}"`);
		} finally {
			await admin.end();
		}
		const parsed = new URL(url);
		parsed.pathname = `/${name}`;
		const database = await openDatabase({ databaseUrl: parsed.toString(), poolSize: 20 });
		return {
			...database,
			async close() {
				await database.close();
				const cleaner = new pg.Client({ connectionString: url });
				await cleaner.connect();
				await cleaner.query(`drop database if exists "${name}" with (force)`);
				await cleaner.end();
			},
		};
	}
	const dump = await readFile(inject(seeded ? "pgliteSeededDump" : "pgliteEmptyDump"));
	return openDatabase({ loadDataDir: new Blob([dump]) });
}

export function testConfig(overrides: Record<string, string> = {}): Config {
	return loadConfig({
		NODE_ENV: "test",
		SEED: "none",
		LOG_LEVEL: "silent",
		DATA_DIR: "/tmp/pitara-test-unused",
		MEDIA_DIR: inject("mediaDir"),
		WEB_DIST_DIR: "/tmp/pitara-test-no-web-build",
		// tests of a shop behind a proxy or at a public PUBLIC_URL run the test gateway and console SMS
		ALLOW_DEMO_SETTINGS: "true",
		...overrides,
	});
}

export interface TestApp {
	app: FastifyInstance;
	database: Database;
	config: Config;
	close(): Promise<void>;
}

/** The real app over a fresh database, ready for `app.inject`. */
export async function createTestApp(
	options: TestDatabaseOptions & {
		env?: Record<string, string>;
		sms?: SmsSender;
		/** the app's logger (silent unless given; tests that read the log pass `loggerOptions` with a stream) */
		logger?: FastifyServerOptions["logger"];
		/** adds routes or hooks before the app is ready (tests of the app's own machinery) */
		configure?: (app: FastifyInstance) => void | Promise<void>;
	} = {},
): Promise<TestApp> {
	const database = await createTestDatabase(options);
	const config = testConfig(options.env);
	const app = await buildApp({
		config,
		database,
		...(options.sms ? { sms: options.sms } : {}),
		...(options.logger ? { logger: options.logger } : {}),
	});
	await options.configure?.(app);
	await app.ready();
	// the outbox delivers as in a running server (jobs/ starts it there)
	app.outbox.start();
	return {
		app,
		database,
		config,
		async close() {
			await app.close();
			await database.close();
		},
	};
}

let phoneCounter = 0;

/** A customer (or admin) with a live session, made directly in the database. */
export async function createUser(
	database: Database,
	fields: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: number; token: string; phone: string; email: string; auth: { authorization: string } }> {
	phoneCounter += 1;
	const phone =
		fields.phone ?? `7${String(process.pid % 1000).padStart(3, "0")}${String(phoneCounter).padStart(6, "0")}`;
	const email = fields.email ?? `user${phone}@example.com`;
	const [user] = await database.db
		.insert(users)
		.values({
			fullName: "Test Shopper",
			passwordHash: "scrypt$unused",
			gender: "Female",
			dob: "1990-01-01",
			...fields,
			phone,
			email,
		})
		.returning({ id: users.id });
	if (!user) throw new Error("user not created");
	const token = newToken();
	await database.db
		.insert(sessions)
		.values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
	return { id: user.id, token, phone, email, auth: { authorization: `Bearer ${token}` } };
}

/** A member of the shop's staff (role admin) with a live session. */
export function createAdmin(database: Database, fields: Partial<typeof users.$inferInsert> = {}) {
	return createUser(database, { ...fields, role: "admin" });
}

/** Injects a JSON request and parses the answer. */
export async function call(
	app: FastifyInstance,
	options: InjectOptions,
): Promise<{ status: number; body: Record<string, unknown> & { status?: unknown }; response: LightMyRequestResponse }> {
	const response = await app.inject(options);
	let body: Record<string, unknown> = {};
	try {
		body = response.json();
	} catch {
		body = {};
	}
	return { status: response.statusCode, body, response };
}
