import type { UserRole } from "@pitara/shared";
import { and, asc, count, desc, eq, ilike, like, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

/**
 * The staff's view of accounts: customers found by name, phone or e-mail,
 * and who is staff (any role but customer). Used by the admin console's customers and
 * staff sections through accounts' index.ts.
 */

export type AccountRow = Pick<
	typeof users.$inferSelect,
	"id" | "fullName" | "email" | "phone" | "gender" | "dob" | "role" | "createdAt"
>;

const accountColumns = {
	id: users.id,
	fullName: users.fullName,
	email: users.email,
	phone: users.phone,
	gender: users.gender,
	dob: users.dob,
	role: users.role,
	createdAt: users.createdAt,
};

/** `%`, `_` and `\` typed into a search box are matched as themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A search typed by the staff: digits match the start of a phone, anything else a name or e-mail. */
export function accountSearch(q: string): SQL | undefined {
	const text = escapeLike(q.trim());
	if (/^\d{1,10}$/.test(q.trim())) return like(users.phone, `${text}%`);
	return or(ilike(users.fullName, `%${text}%`), ilike(users.email, `%${text}%`));
}

export async function listAccounts(
	db: Db,
	filter: { q?: string | undefined; role?: UserRole | "staff" | undefined },
	page: { page: number; pageSize: number },
): Promise<{ rows: AccountRow[]; total: number }> {
	const where = and(
		filter.q ? accountSearch(filter.q) : undefined,
		filter.role === "staff" ? ne(users.role, "customer") : filter.role ? eq(users.role, filter.role) : undefined,
	);
	const [rows, [counted]] = await Promise.all([
		db
			.select(accountColumns)
			.from(users)
			.where(where)
			.orderBy(desc(users.createdAt), desc(users.id))
			.limit(page.pageSize)
			.offset((page.page - 1) * page.pageSize),
		db.select({ total: count() }).from(users).where(where),
	]);
	return { rows, total: counted?.total ?? 0 };
}

export async function findAccount(db: Db, id: number): Promise<AccountRow | undefined> {
	const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
	return row;
}

/**
 * Locks every staff member's row (in id order, so two of these never
 * deadlock) and answers their ids and roles: two admins changing each
 * other's rights at the same moment then run one after another, and the shop
 * always keeps one admin.
 */
export async function lockStaff(db: Db): Promise<{ id: number; role: UserRole }[]> {
	return db
		.select({ id: users.id, role: users.role })
		.from(users)
		.where(ne(users.role, "customer"))
		.orderBy(asc(users.id))
		.for("no key update");
}

export async function setRole(db: Db, userId: number, role: UserRole): Promise<AccountRow | undefined> {
	const [row] = await db
		.update(users)
		.set({ role, updatedAt: new Date() })
		.where(eq(users.id, userId))
		.returning(accountColumns);
	return row;
}

export async function findUserIdByPhone(db: Db, phone: string): Promise<number | undefined> {
	const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
	return row?.id;
}

/** The customer whose account has this e-mail (any case), if one does: a contact message's sender (issue 27). */
export async function findUserIdByEmail(db: Db, email: string): Promise<number | undefined> {
	const [row] = await db
		.select({ id: users.id })
		.from(users)
		.where(sql`lower(${users.email}) = lower(${email.trim()})`)
		.limit(1);
	return row?.id;
}
