import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema/index.ts";

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditValues = Omit<typeof auditLog.$inferInsert, "id" | "createdAt">;

export async function insertAuditEntry(db: Db, values: AuditValues): Promise<AuditRow> {
	const [row] = await db.insert(auditLog).values(values).returning();
	if (!row) throw new Error("audit entry not written");
	return row;
}

export interface AuditFilter {
	actorUserId?: number | undefined;
	entity?: string | undefined;
	entityId?: string | undefined;
	/** from this moment on (inclusive) */
	from?: Date | undefined;
	/** before this moment */
	before?: Date | undefined;
}

/** Entries newest first, one page, with the number of entries that match. */
export async function listAuditEntries(
	db: Db,
	filter: AuditFilter,
	page: { page: number; pageSize: number },
): Promise<{ rows: AuditRow[]; total: number }> {
	const where: SQL[] = [];
	if (filter.actorUserId !== undefined) where.push(eq(auditLog.actorUserId, filter.actorUserId));
	if (filter.entity !== undefined) where.push(eq(auditLog.entity, filter.entity));
	if (filter.entityId !== undefined) where.push(eq(auditLog.entityId, filter.entityId));
	if (filter.from !== undefined) where.push(gte(auditLog.createdAt, filter.from));
	if (filter.before !== undefined) where.push(lt(auditLog.createdAt, filter.before));
	const condition = where.length > 0 ? and(...where) : undefined;
	const [rows, [counted]] = await Promise.all([
		db
			.select()
			.from(auditLog)
			.where(condition)
			.orderBy(desc(auditLog.createdAt), desc(auditLog.id))
			.limit(page.pageSize)
			.offset((page.page - 1) * page.pageSize),
		db.select({ total: count() }).from(auditLog).where(condition),
	]);
	return { rows, total: counted?.total ?? 0 };
}

/** The staff members who appear in the log, for the log's filter. */
export async function listAuditActors(db: Db): Promise<{ userId: number | null; name: string }[]> {
	return db
		.selectDistinct({ userId: auditLog.actorUserId, name: auditLog.actorName })
		.from(auditLog)
		.orderBy(auditLog.actorName);
}
