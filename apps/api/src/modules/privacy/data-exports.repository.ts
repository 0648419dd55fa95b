import { and, desc, eq, gt, isNotNull, lt, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { dataExports } from "../../db/schema/index.ts";

export type DataExportRow = Omit<typeof dataExports.$inferSelect, "file">;
const withoutFile = {
	id: dataExports.id,
	userId: dataExports.userId,
	token: dataExports.token,
	status: dataExports.status,
	requestedAt: dataExports.requestedAt,
	readyAt: dataExports.readyAt,
	expiresAt: dataExports.expiresAt,
	fileName: dataExports.fileName,
};

/** The user's export still being made, if any (a second request while one is pending gets that one). */
export async function pendingExportOf(db: Db, userId: number): Promise<DataExportRow | undefined> {
	const [row] = await db
		.select(withoutFile)
		.from(dataExports)
		.where(and(eq(dataExports.userId, userId), eq(dataExports.status, "pending")))
		.limit(1);
	return row;
}

export async function insertDataExport(db: Db, userId: number, token: string): Promise<DataExportRow> {
	const [row] = await db.insert(dataExports).values({ userId, token }).returning(withoutFile);
	return row as DataExportRow;
}

/** The user's exports still offered (pending, or ready and not expired), newest first. */
export function exportsOfUser(db: Db, userId: number, now: Date): Promise<DataExportRow[]> {
	return db
		.select(withoutFile)
		.from(dataExports)
		.where(
			and(
				eq(dataExports.userId, userId),
				sql`(${dataExports.status} = 'pending' or ${dataExports.expiresAt} > ${now.toISOString()})`,
			),
		)
		.orderBy(desc(dataExports.requestedAt))
		.limit(5);
}

/** A ready file by its link, for its own account only and before it expires (else nothing: the route's 404). */
export async function readyExportFile(
	db: Db,
	token: string,
	userId: number,
	now: Date,
): Promise<{ fileName: string; file: Buffer } | undefined> {
	const [row] = await db
		.select({ fileName: dataExports.fileName, file: dataExports.file })
		.from(dataExports)
		.where(
			and(
				eq(dataExports.token, token),
				eq(dataExports.userId, userId),
				eq(dataExports.status, "ready"),
				gt(dataExports.expiresAt, now),
			),
		);
	return row?.file && row.fileName ? { fileName: row.fileName, file: row.file } : undefined;
}

/**
 * Pending exports for this run, each taken `for update skip locked` (inside the caller's transaction), so two
 * processes running the job never make the same file twice.
 */
export function claimPendingExports(db: Db, limit: number): Promise<{ id: number; userId: number }[]> {
	return queryRows(
		db,
		sql`select id, user_id as "userId" from data_exports where status = 'pending'
			order by id limit ${limit} for update skip locked`,
	);
}

export async function markExportReady(
	db: Db,
	id: number,
	file: Buffer,
	fileName: string,
	readyAt: Date,
	expiresAt: Date,
): Promise<void> {
	await db
		.update(dataExports)
		.set({ status: "ready", file, fileName, readyAt, expiresAt })
		.where(eq(dataExports.id, id));
}

/** Retention: exports whose link expired before `before` (their files with them). */
export async function deleteExpiredExports(db: Db, before: Date): Promise<number> {
	const rows = await db
		.delete(dataExports)
		.where(and(isNotNull(dataExports.expiresAt), lt(dataExports.expiresAt, before)))
		.returning({ id: dataExports.id });
	return rows.length;
}

/** Erasure: every export of the account, made or not. */
export async function deleteExportsOfUser(db: Db, userId: number): Promise<number> {
	const rows = await db.delete(dataExports).where(eq(dataExports.userId, userId)).returning({ id: dataExports.id });
	return rows.length;
}
