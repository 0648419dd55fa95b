import { phoneSchema } from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { conflict, forbidden, notFound } from "../../lib/errors.ts";
import { findUserByPhone } from "./accounts.repository.ts";
import { type AccountRow, findAccount, lockAdmins, setRole } from "./staff.repository.ts";

export interface RoleChange {
	before: AccountRow;
	after: AccountRow;
}

/**
 * Makes the customer with this phone a member of staff (role admin). The
 * person registers first, as any customer does; `npm run create-admin` makes
 * the first admin. Runs in the caller's transaction.
 */
export async function grantStaff(tx: Db, phone: string): Promise<RoleChange> {
	const found = await findUserByPhone(tx, phoneSchema.parse(phone));
	if (!found) throw notFound("No customer has that phone number. They need to register first.", "USER_NOT_FOUND");
	await lockAdmins(tx);
	const before = await findAccount(tx, found.id);
	if (!before) throw notFound("No customer has that phone number. They need to register first.", "USER_NOT_FOUND");
	if (before.role === "admin") throw conflict(`${before.fullName} is already staff`, "ALREADY_STAFF");
	const after = await setRole(tx, before.id, "admin");
	if (!after) throw notFound("No customer has that phone number. They need to register first.", "USER_NOT_FOUND");
	return { before, after };
}

/**
 * Takes a staff member's rights away: they become a customer, and their next
 * request to the admin API is refused (the role is read on every request).
 * Nobody takes their own rights away, so the shop always keeps an admin.
 */
export async function revokeStaff(tx: Db, userId: number, byUserId: number): Promise<RoleChange> {
	if (userId === byUserId) {
		throw conflict("You cannot take away your own staff rights. Ask another admin.", "OWN_STAFF_RIGHTS");
	}
	const admins = await lockAdmins(tx);
	const before = await findAccount(tx, userId);
	if (!before) throw notFound("Customer not found", "USER_NOT_FOUND");
	if (!admins.includes(userId)) throw conflict(`${before.fullName} is not staff`, "NOT_STAFF");
	// the one asking lost their rights a moment ago (another admin took them): nothing changes
	if (!admins.includes(byUserId)) throw forbidden("Only the shop's staff can do that.");
	const after = await setRole(tx, userId, "customer");
	if (!after) throw notFound("Customer not found", "USER_NOT_FOUND");
	return { before, after };
}
