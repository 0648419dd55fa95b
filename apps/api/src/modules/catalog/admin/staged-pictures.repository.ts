import { inArray, lt } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { stagedPictures } from "../../../db/schema/index.ts";

export type StagedPictureRow = typeof stagedPictures.$inferSelect;

export async function insertStagedPicture(
	db: Db,
	values: { token: string; staffId: number; path: string; expiresAt: Date },
): Promise<StagedPictureRow> {
	const [row] = await db.insert(stagedPictures).values(values).returning();
	return row as StagedPictureRow;
}

export async function stagedPicturesByToken(db: Db, tokens: string[]): Promise<StagedPictureRow[]> {
	if (tokens.length === 0) return [];
	return db.select().from(stagedPictures).where(inArray(stagedPictures.token, tokens));
}

export async function deleteStagedPictures(db: Db, ids: number[]): Promise<void> {
	if (ids.length === 0) return;
	await db.delete(stagedPictures).where(inArray(stagedPictures.id, ids));
}

/** Removes the uploads that expired before `now` (their files stay: a saved picture may share one). Answers how many. */
export async function deleteExpiredStagedPictures(db: Db, now: Date): Promise<number> {
	const gone = await db
		.delete(stagedPictures)
		.where(lt(stagedPictures.expiresAt, now))
		.returning({ id: stagedPictures.id });
	return gone.length;
}
