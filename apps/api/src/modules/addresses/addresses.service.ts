import { type AddressFields, addressPincodeProblem, MAX_ADDRESSES_PER_USER, messages } from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { lockUser } from "../accounts/index.ts";
import { findPincode } from "../delivery/index.ts";
import { transaction } from "../events/index.ts";
import {
	clearDefault,
	countAddresses,
	deleteAddress,
	insertAddress,
	markDefault,
	newestAddress,
	updateAddress,
} from "./addresses.repository.ts";

/**
 * The address book's rules, each change in one transaction that holds the
 * user's row: at most MAX_ADDRESSES_PER_USER addresses; exactly one default
 * once there is any address (the first becomes it; deleting it hands it to
 * the newest left); moving the default clears the old one before setting the
 * new, so the one-default index is never broken. Another user's address is
 * simply not found.
 */
/**
 * The pincode must be in India Post's directory and the state must be its
 * state (the same rule the web form applies, `addressPincodeProblem`).
 */
async function checkPincode(db: Db, fields: AddressFields): Promise<void> {
	const found = await findPincode(db, fields.pincode);
	const problem = addressPincodeProblem(fields, found);
	if (problem) throw badRequest(problem.message, [problem], "ADDRESS_PINCODE");
}

export async function addAddress(db: Db, userId: number, fields: AddressFields, makeDefault: boolean) {
	await checkPincode(db, fields);
	return transaction(db, async (tx) => {
		await lockUser(tx, userId);
		const existing = await countAddresses(tx, userId);
		if (existing >= MAX_ADDRESSES_PER_USER) {
			throw conflict(messages.addresses.limitReached(MAX_ADDRESSES_PER_USER), "ADDRESS_LIMIT");
		}
		const isDefault = makeDefault || existing === 0;
		if (isDefault) await clearDefault(tx, userId);
		return insertAddress(tx, userId, fields, isDefault);
	});
}

export async function editAddress(db: Db, userId: number, id: number, fields: AddressFields, makeDefault: boolean) {
	await checkPincode(db, fields);
	return transaction(db, async (tx) => {
		await lockUser(tx, userId);
		const row = await updateAddress(tx, userId, id, fields);
		if (!row) throw notFound(messages.addresses.notFound, "ADDRESS_NOT_FOUND");
		if (!makeDefault || row.isDefault) return row;
		await clearDefault(tx, userId, id);
		return (await markDefault(tx, userId, id)) ?? row;
	});
}

export function setDefaultAddress(db: Db, userId: number, id: number) {
	return transaction(db, async (tx) => {
		await lockUser(tx, userId);
		await clearDefault(tx, userId, id);
		const row = await markDefault(tx, userId, id);
		// not the caller's: the rollback restores the default that was cleared
		if (!row) throw notFound(messages.addresses.notFound, "ADDRESS_NOT_FOUND");
		return row;
	});
}

export function removeAddress(db: Db, userId: number, id: number) {
	return transaction(db, async (tx) => {
		await lockUser(tx, userId);
		const row = await deleteAddress(tx, userId, id);
		if (!row) throw notFound(messages.addresses.notFound, "ADDRESS_NOT_FOUND");
		if (row.isDefault) {
			const next = await newestAddress(tx, userId);
			if (next) await markDefault(tx, userId, next.id);
		}
		return row;
	});
}
