import type { Address, AddressFields } from "@pitara/shared";
import { and, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { type Db, rowFromJson } from "../../db/client.ts";
import { addresses } from "../../db/schema/index.ts";

export type AddressRow = typeof addresses.$inferSelect;

/** An address row as the API answers it (SPEC.md §3: `id` and `address_id` are the same). */
export function toAddress(row: AddressRow): Address {
	return {
		id: row.id,
		address_id: row.id,
		name: row.name,
		phone: row.phone,
		pincode: row.pincode,
		address_line1: row.addressLine1,
		address_line2: row.addressLine2,
		city: row.city,
		state: row.state,
		country: row.country,
		is_default: row.isDefault,
		user_id: row.userId,
	};
}

function columns(fields: AddressFields) {
	return {
		name: fields.name,
		phone: fields.phone,
		pincode: fields.pincode,
		addressLine1: fields.address_line1,
		addressLine2: fields.address_line2,
		city: fields.city,
		state: fields.state,
		country: fields.country,
	};
}

/** The default first, then the newest. */
export async function listAddresses(db: Db, userId: number): Promise<AddressRow[]> {
	return db
		.select()
		.from(addresses)
		.where(eq(addresses.userId, userId))
		.orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
	const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
	return row?.n ?? 0;
}

export async function findAddress(db: Db, userId: number, id: number): Promise<AddressRow | undefined> {
	const [row] = await db
		.select()
		.from(addresses)
		.where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
		.limit(1);
	return row;
}

/**
 * findAddress as one expression of a larger statement (placing an order):
 * the user's address as JSON (addressFromJson reads it), or null.
 */
export function addressJsonSql(userId: number, id: number): SQL {
	return sql`(select row_to_json(a) from addresses a where a.id = ${id} and a.user_id = ${userId})`;
}

/** The pincode of the user's address, as an expression (null when it is not theirs). */
export function addressPincodeSql(userId: number, id: number): SQL {
	return sql`(select pincode from addresses where id = ${id} and user_id = ${userId})`;
}

/** The address addressJsonSql read, or undefined. */
export function addressFromJson(raw: unknown): AddressRow | undefined {
	return raw === null || raw === undefined ? undefined : rowFromJson(addresses, raw);
}

export async function insertAddress(
	db: Db,
	userId: number,
	fields: AddressFields,
	isDefault: boolean,
): Promise<AddressRow> {
	const [row] = await db
		.insert(addresses)
		.values({ userId, ...columns(fields), isDefault })
		.returning();
	if (!row) throw new Error("address not inserted");
	return row;
}

export async function updateAddress(
	db: Db,
	userId: number,
	id: number,
	fields: AddressFields,
): Promise<AddressRow | undefined> {
	const [row] = await db
		.update(addresses)
		.set({ ...columns(fields), updatedAt: new Date() })
		.where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
		.returning();
	return row;
}

/** Clears the user's default (all but `keepId`); the partial unique index allows one default per user. */
export async function clearDefault(db: Db, userId: number, keepId?: number): Promise<void> {
	await db
		.update(addresses)
		.set({ isDefault: false, updatedAt: new Date() })
		.where(
			and(
				eq(addresses.userId, userId),
				eq(addresses.isDefault, true),
				keepId === undefined ? undefined : ne(addresses.id, keepId),
			),
		);
}

export async function markDefault(db: Db, userId: number, id: number): Promise<AddressRow | undefined> {
	const [row] = await db
		.update(addresses)
		.set({ isDefault: true, updatedAt: new Date() })
		.where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
		.returning();
	return row;
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<AddressRow | undefined> {
	const [row] = await db
		.delete(addresses)
		.where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
		.returning();
	return row;
}

/** The most recently added of the user's addresses, if any is left. */
export async function newestAddress(db: Db, userId: number): Promise<AddressRow | undefined> {
	const [row] = await db
		.select()
		.from(addresses)
		.where(eq(addresses.userId, userId))
		.orderBy(desc(addresses.createdAt), desc(addresses.id))
		.limit(1);
	return row;
}

/** Saved addresses' pincodes and states in id order, `limit` after `afterId` (the pincode report pages through them). */
export async function addressPincodesPage(
	db: Db,
	afterId: number,
	limit: number,
): Promise<{ id: number; pincode: string; state: string }[]> {
	return db
		.select({ id: addresses.id, pincode: addresses.pincode, state: addresses.state })
		.from(addresses)
		.where(sql`${addresses.id} > ${afterId}`)
		.orderBy(addresses.id)
		.limit(limit);
}

/** Erasure: every address a user saved. */
export async function deleteAddressesOfUser(db: Db, userId: number): Promise<number> {
	return (await db.delete(addresses).where(eq(addresses.userId, userId)).returning({ id: addresses.id })).length;
}
