import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { emailSchema, fullNameSchema, phoneSchema } from "@pitara/shared";
import { loadConfigOrExit } from "../config.ts";
import { type Db, openDatabase } from "../db/client.ts";
import { uniqueViolation } from "../lib/db-errors.ts";
import { hashPassword } from "../lib/passwords.ts";
import { findUserByPhone, insertUser, setRole } from "../modules/accounts/index.ts";
import { audited } from "../modules/audit/index.ts";

/** The audit log's actor for changes made with `npm run create-admin`. */
const COMMAND_LINE = { userId: null, name: "create-admin (command line)" };

const USAGE = 'Usage: npm run create-admin -- --phone <10 digits> --name "<full name>" --email <email>';

export class UsageError extends Error {}

export interface AdminArgs {
	phone: string;
	name: string;
	email: string;
}

/** Reads and checks --phone, --name and --email, with the registration form's rules. */
export function parseAdminArgs(argv: string[]): AdminArgs {
	let values: Record<string, string | boolean | undefined>;
	try {
		({ values } = parseArgs({
			args: argv,
			options: { phone: { type: "string" }, name: { type: "string" }, email: { type: "string" } },
			strict: true,
			allowPositionals: false,
		}));
	} catch (error) {
		throw new UsageError(`${(error as Error).message}\n${USAGE}`);
	}
	const problems: string[] = [];
	const check = <T>(
		flag: string,
		schema: {
			safeParse(
				value: unknown,
			): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
		},
	) => {
		const value = values[flag];
		if (typeof value !== "string") {
			problems.push(`--${flag} is missing`);
			return undefined;
		}
		const parsed = schema.safeParse(value);
		if (!parsed.success) {
			problems.push(`--${flag}: ${parsed.error.issues[0]?.message ?? "is not valid"}`);
			return undefined;
		}
		return parsed.data;
	};
	const phone = check<string>("phone", phoneSchema);
	const name = check<string>("name", fullNameSchema);
	const email = check<string>("email", emailSchema);
	if (problems.length > 0 || !phone || !name || !email) throw new UsageError(`${problems.join("\n")}\n${USAGE}`);
	return { phone, name, email };
}

export type AdminResult =
	| { kind: "created"; id: number; password: string }
	| { kind: "promoted"; id: number }
	| { kind: "already-admin"; id: number };

/**
 * Makes the user with this phone an admin: promotes an existing account
 * (keeping its password and details), or creates one with a random password
 * that is answered once and stored only as a hash.
 */
export async function createAdmin(db: Db, args: AdminArgs): Promise<AdminResult> {
	const existing = await findUserByPhone(db, args.phone);
	if (existing) {
		if (existing.role === "admin") return { kind: "already-admin", id: existing.id };
		// the grant is audited like one made in the console, by "the command line"
		return audited(db, COMMAND_LINE, { entity: "user", action: "grant_staff" }, async (tx) => {
			await setRole(tx, existing.id, "admin");
			const who = { full_name: existing.fullName, phone: existing.phone, email: existing.email };
			return {
				entityId: existing.id,
				before: { ...who, role: existing.role },
				after: { ...who, role: "admin" },
				result: { kind: "promoted" as const, id: existing.id },
			};
		});
	}
	const password = randomBytes(12).toString("base64url");
	try {
		return await audited(db, COMMAND_LINE, { entity: "user", action: "create_admin" }, async (tx) => {
			const row = await insertUser(tx, {
				fullName: args.name,
				email: args.email,
				phone: args.phone,
				passwordHash: await hashPassword(password),
				role: "admin",
			});
			return {
				entityId: row.id,
				before: null,
				after: { full_name: args.name, phone: args.phone, email: args.email, role: "admin" },
				result: { kind: "created" as const, id: row.id, password },
			};
		});
	} catch (error) {
		if (uniqueViolation(error) !== null) {
			throw new UsageError(
				`Another account already uses the email ${args.email}. Use another email, or that account's phone.`,
			);
		}
		throw error;
	}
}

async function main() {
	let args: AdminArgs;
	try {
		args = parseAdminArgs(process.argv.slice(2));
	} catch (error) {
		console.error((error as Error).message);
		process.exit(2);
	}
	const config = loadConfigOrExit();
	const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
	try {
		await database.migrate();
		const result = await createAdmin(database.db, args);
		if (result.kind === "created") {
			console.log(`Created admin ${args.name} (user ${result.id}, phone ${args.phone}, ${args.email}).`);
			console.log(`Password (shown once, store it safely): ${result.password}`);
			console.log("Log in with the phone number and the one-time code sent to it.");
		} else if (result.kind === "promoted") {
			console.log(`The account with phone ${args.phone} (user ${result.id}) is now an admin.`);
		} else {
			console.log(`The account with phone ${args.phone} (user ${result.id}) is already an admin.`);
		}
	} catch (error) {
		console.error(error instanceof UsageError ? error.message : error);
		process.exitCode = 1;
	} finally {
		await database.close();
	}
}

if (import.meta.url === `file://${process.argv[1]}`) {
	await main();
}
