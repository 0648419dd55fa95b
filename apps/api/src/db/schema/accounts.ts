import { sql } from "drizzle-orm";
import {
	boolean,
	check,
	date,
	index,
	integer,
	pgTable,
	text,
	timestamp,
	uniqueIndex,
	varchar,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";

export const users = pgTable(
	"users",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		fullName: text().notNull(),
		/** stored lower-cased */
		email: text().notNull(),
		phone: varchar({ length: 10 }).notNull(),
		passwordHash: text().notNull(),
		gender: text(),
		dob: date({ mode: "string" }),
		/** the storefront's language the shopper chose ("English | हिन्दी", decision 060): kept to open their pages in it */
		language: text({ enum: ["en", "hi"] })
			.notNull()
			.default("en"),
		/** customer, or one of the staff's roles (STAFF_ROLES, packages/shared/src/staff-access.ts) */
		role: text({ enum: ["customer", "admin", "orders", "catalogue", "support"] })
			.notNull()
			.default("customer"),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(t) => [
		uniqueIndex("users_email_unique").on(t.email),
		uniqueIndex("users_phone_unique").on(t.phone),
		check("users_phone_digits", sql`${t.phone} ~ '^[0-9]{10}$'`),
		check("users_email_lower", sql`${t.email} = lower(${t.email})`),
		check("users_role_valid", sql`${t.role} in ('customer', 'admin', 'orders', 'catalogue', 'support')`),
		// the staff's customer search by name; the staff list by role
		index("users_full_name_trgm_idx").using("gin", t.fullName.op("gin_trgm_ops")).with({ fastupdate: false }),
		index("users_role_idx").on(t.role).where(sql`${t.role} <> 'customer'`),
	],
);

export const sessions = pgTable(
	"sessions",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		/** hex SHA-256 of the bearer token; the token itself is never stored */
		tokenHash: text().notNull(),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		createdAt: createdAt(),
		lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
		expiresAt: timestamp({ withTimezone: true }).notNull(),
		revokedAt: timestamp({ withTimezone: true }),
	},
	(t) => [uniqueIndex("sessions_token_hash_unique").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

export const otpChallenges = pgTable(
	"otp_challenges",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		phone: varchar({ length: 10 }).notNull(),
		codeHash: text().notNull(),
		expiresAt: timestamp({ withTimezone: true }).notNull(),
		attempts: integer().notNull().default(0),
		consumedAt: timestamp({ withTimezone: true }),
		createdAt: createdAt(),
		requesterIp: text(),
	},
	(t) => [
		index("otp_challenges_phone_created_idx").on(t.phone, t.createdAt),
		index("otp_challenges_ip_created_idx").on(t.requesterIp, t.createdAt),
		check("otp_challenges_attempts_nonnegative", sql`${t.attempts} >= 0`),
	],
);

export const addresses = pgTable(
	"addresses",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		name: text().notNull(),
		phone: varchar({ length: 10 }).notNull(),
		pincode: varchar({ length: 6 }).notNull(),
		addressLine1: text().notNull(),
		addressLine2: text(),
		city: text().notNull(),
		state: text().notNull(),
		country: text().notNull().default("India"),
		isDefault: boolean().notNull().default(false),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(t) => [
		index("addresses_user_idx").on(t.userId),
		// at most one default address per user
		uniqueIndex("addresses_one_default_per_user").on(t.userId).where(sql`${t.isDefault}`),
		check("addresses_pincode_digits", sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
		check("addresses_phone_digits", sql`${t.phone} ~ '^[0-9]{10}$'`),
	],
);
