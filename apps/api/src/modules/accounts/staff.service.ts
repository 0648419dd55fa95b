import { phoneSchema, STAFF_ROLE_LABELS, type StaffRole } from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { conflict, forbidden, notFound } from "../../lib/errors.ts";
import { findUserByPhone } from "./accounts.repository.ts";
import { type AccountRow, findAccount, lockStaff, setRole } from "./staff.repository.ts";

export interface RoleChange {
	before: AccountRow;
	after: AccountRow;
}

const NO_SUCH_PHONE = "No customer has that phone number. They need to register first.";

/** The one asking must still be an admin when the staff's rows are locked (another admin may have just changed it). */
function assertStillAdmin(staff: { id: number; role: string }[], byUserId: number): void {
	if (!staff.some((member) => member.id === byUserId && member.role === "admin")) {
		throw forbidden("Only the shop's admin can change the staff.");
	}
}

/**
 * Makes the customer with this phone a member of staff with this role
 * (STAFF_ROLES; admin unless said). The person registers first, as any
 * customer does; `npm run create-admin` makes the first admin. Runs in the
 * caller's transaction, which the route audits.
 */
export async function grantStaff(tx: Db, phone: string, role: StaffRole, byUserId: number): Promise<RoleChange> {
	const found = await findUserByPhone(tx, phoneSchema.parse(phone));
	if (!found) throw notFound(NO_SUCH_PHONE, "USER_NOT_FOUND");
	const staff = await lockStaff(tx);
	assertStillAdmin(staff, byUserId);
	const before = await findAccount(tx, found.id);
	if (!before) throw notFound(NO_SUCH_PHONE, "USER_NOT_FOUND");
	if (before.role !== "customer") {
		const as = before.role === "admin" ? "" : ` (${STAFF_ROLE_LABELS[before.role]})`;
		throw conflict(`${before.fullName} is already staff${as}`, "ALREADY_STAFF");
	}
	const after = await setRole(tx, before.id, role);
	if (!after) throw notFound(NO_SUCH_PHONE, "USER_NOT_FOUND");
	return { before, after };
}

/**
 * Gives a member of staff another role. Nobody changes their own, so the
 * shop always keeps an admin.
 */
export async function changeStaffRole(tx: Db, userId: number, role: StaffRole, byUserId: number): Promise<RoleChange> {
	if (userId === byUserId) {
		throw conflict("You cannot change your own role. Ask another admin.", "OWN_STAFF_RIGHTS");
	}
	const staff = await lockStaff(tx);
	assertStillAdmin(staff, byUserId);
	const before = await findAccount(tx, userId);
	if (!before) throw notFound("Customer not found", "USER_NOT_FOUND");
	if (!staff.some((member) => member.id === userId)) throw conflict(`${before.fullName} is not staff`, "NOT_STAFF");
	if (before.role === role) throw conflict(`${before.fullName} already has that role`, "SAME_ROLE");
	const after = await setRole(tx, userId, role);
	if (!after) throw notFound("Customer not found", "USER_NOT_FOUND");
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
	const staff = await lockStaff(tx);
	const before = await findAccount(tx, userId);
	if (!before) throw notFound("Customer not found", "USER_NOT_FOUND");
	if (!staff.some((member) => member.id === userId)) throw conflict(`${before.fullName} is not staff`, "NOT_STAFF");
	// the one asking lost their rights a moment ago (another admin took them): nothing changes
	assertStillAdmin(staff, byUserId);
	const after = await setRole(tx, userId, "customer");
	if (!after) throw notFound("Customer not found", "USER_NOT_FOUND");
	return { before, after };
}
