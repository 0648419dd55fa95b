import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/helpers.ts";
import type { Database } from "../db/client.ts";
import { auditLog, users } from "../db/schema/index.ts";
import { verifyPassword } from "../lib/passwords.ts";
import { createAdmin, parseAdminArgs, UsageError } from "./create-admin.ts";

let database: Database;

beforeAll(async () => {
	database = await createTestDatabase();
});

afterAll(async () => {
	await database?.close();
});

describe("create-admin", () => {
	it("reads --phone, --name and --email and explains what is wrong", () => {
		expect(parseAdminArgs(["--phone", "9123456789", "--name", "Meera Iyer", "--email", "Meera@Example.com"])).toEqual({
			phone: "9123456789",
			name: "Meera Iyer",
			email: "meera@example.com",
		});
		expect(() => parseAdminArgs(["--phone", "91234", "--name", "Meera Iyer"])).toThrow(
			/--phone: Phone number must be 10 digits\n--email is missing\nUsage:/,
		);
		expect(() => parseAdminArgs(["--phone", "9123456789", "--nme", "x"])).toThrow(UsageError);
	});

	it("creates an admin with a random password shown once, or promotes the phone's account", async () => {
		const created = await createAdmin(database.db, {
			phone: "9123456789",
			name: "Meera Iyer",
			email: "meera@example.com",
		});
		expect(created.kind).toBe("created");
		const [row] = await database.db.select().from(users).where(eq(users.phone, "9123456789"));
		expect(row?.role).toBe("admin");
		if (created.kind !== "created") throw new Error("not created");
		expect(created.password.length).toBeGreaterThanOrEqual(16);
		expect(row?.passwordHash).not.toContain(created.password);
		expect(await verifyPassword(created.password, row?.passwordHash ?? "")).toBe(true);

		expect(
			await createAdmin(database.db, { phone: "9123456789", name: "Meera Iyer", email: "meera@example.com" }),
		).toEqual({
			kind: "already-admin",
			id: row?.id,
		});

		const [customer] = await database.db
			.insert(users)
			.values({ fullName: "Vikram Shah", email: "vikram@example.com", phone: "9123400000", passwordHash: "x" })
			.returning();
		const promoted = await createAdmin(database.db, {
			phone: "9123400000",
			name: "Ignored",
			email: "other@example.com",
		});
		expect(promoted).toEqual({ kind: "promoted", id: customer?.id });
		const [after] = await database.db
			.select()
			.from(users)
			.where(eq(users.id, customer?.id ?? 0));
		expect(after).toMatchObject({ role: "admin", fullName: "Vikram Shah", passwordHash: "x" });

		await expect(
			createAdmin(database.db, { phone: "9123499999", name: "Someone", email: "vikram@example.com" }),
		).rejects.toThrow(/already uses the email/);
	});

	it("writes an audit entry for each admin it makes, by the command line", async () => {
		const made = await createAdmin(database.db, { phone: "9123411111", name: "Audit Me", email: "audit@example.com" });
		const [customer] = await database.db
			.insert(users)
			.values({ fullName: "Promote Me", email: "promote@example.com", phone: "9123422222", passwordHash: "x" })
			.returning();
		await createAdmin(database.db, { phone: "9123422222", name: "Ignored", email: "ignored@example.com" });
		const entries = await database.db.select().from(auditLog).where(eq(auditLog.entity, "user"));
		const mine = entries.filter((entry) => [String(made.id), String(customer?.id)].includes(entry.entityId));
		expect(mine.map((entry) => [entry.entityId, entry.action, entry.actorName, entry.actorUserId])).toEqual([
			[String(made.id), "create_admin", "create-admin (command line)", null],
			[String(customer?.id), "grant_staff", "create-admin (command line)", null],
		]);
		expect(mine[1]).toMatchObject({ before: { role: "customer" }, after: { role: "admin" } });
		// nothing of the password reaches the log
		expect(JSON.stringify(mine)).not.toMatch(/password|scrypt/i);
	});
});
