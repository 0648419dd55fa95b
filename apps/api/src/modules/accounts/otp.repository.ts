import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { otpChallenges } from "../../db/schema/index.ts";

/** What the code-request rules need to know about the recent codes of a phone and an IP address. */
export interface RecentCodes {
	/** seconds since the newest code for the phone, null when there is none in the last hour */
	newestAgeSeconds: number | null;
	/** codes sent to the phone in the last hour */
	phoneCount: number;
	/** seconds since the oldest of those */
	oldestAgeSeconds: number | null;
	/** codes asked for from the IP address in the last hour */
	ipCount: number;
}

/** Ages are measured on the database's clock, the one clock all API instances share. */
export async function recentCodes(db: Db, phone: string, ip: string): Promise<RecentCodes> {
	const [row] = await queryRows<{
		newest_age: string | number | null;
		oldest_age: string | number | null;
		phone_count: string | number;
		ip_count: string | number;
	}>(
		db,
		sql`select
			(select extract(epoch from now() - max(created_at)) from ${otpChallenges}
				where phone = ${phone} and created_at > now() - interval '1 hour') as newest_age,
			(select extract(epoch from now() - min(created_at)) from ${otpChallenges}
				where phone = ${phone} and created_at > now() - interval '1 hour') as oldest_age,
			(select count(*) from ${otpChallenges}
				where phone = ${phone} and created_at > now() - interval '1 hour') as phone_count,
			(select count(*) from ${otpChallenges}
				where requester_ip = ${ip} and created_at > now() - interval '1 hour') as ip_count`,
	);
	const num = (value: string | number | null | undefined) =>
		value === null || value === undefined ? null : Number(value);
	return {
		newestAgeSeconds: num(row?.newest_age),
		oldestAgeSeconds: num(row?.oldest_age),
		phoneCount: num(row?.phone_count) ?? 0,
		ipCount: num(row?.ip_count) ?? 0,
	};
}

/** A new code voids every earlier one of the phone. */
export async function voidOpenChallenges(db: Db, phone: string): Promise<void> {
	await db.execute(sql`update ${otpChallenges} set consumed_at = now() where phone = ${phone} and consumed_at is null`);
}

export async function insertChallenge(
	db: Db,
	values: { phone: string; codeHash: string; ttlSeconds: number; ip: string },
): Promise<number> {
	const [row] = await queryRows<{ id: number }>(
		db,
		sql`insert into ${otpChallenges} (phone, code_hash, expires_at, requester_ip)
			values (${values.phone}, ${values.codeHash}, now() + make_interval(secs => ${values.ttlSeconds}), ${values.ip})
			returning id`,
	);
	if (!row) throw new Error("challenge not inserted");
	return row.id;
}

/** Removes a challenge whose code never reached the shopper: it must neither work nor count as sent. */
export async function deleteChallenge(db: Db, id: number): Promise<void> {
	await db.execute(sql`delete from ${otpChallenges} where id = ${id}`);
}

/**
 * Spends one try on the phone's live challenge before the code is compared,
 * in one conditional update: concurrent guesses each take a try, and no more
 * than `maxAttempts` of them are ever compared. Answers nothing when there is
 * no live challenge or its tries are used up.
 */
export async function takeAttempt(
	db: Db,
	phone: string,
	maxAttempts: number,
	maxFailedPerDay: number,
): Promise<{ id: number; codeHash: string; attempts: number } | undefined> {
	const [row] = await queryRows<{ id: number; code_hash: string; attempts: number }>(
		db,
		sql`update ${otpChallenges} set attempts = attempts + 1
			where id = (
				select id from ${otpChallenges}
				where phone = ${phone} and consumed_at is null and expires_at > now()
				order by id desc limit 1
			)
			and attempts < ${maxAttempts} and consumed_at is null and expires_at > now()
			and attempts + (
				select coalesce(sum(other.attempts), 0) from ${otpChallenges} other
				where other.phone = ${phone} and other.id <> ${otpChallenges}.id
					and other.created_at > now() - interval '1 day'
			) < ${maxFailedPerDay}
			returning id, code_hash, attempts`,
	);
	return row ? { id: row.id, codeHash: row.code_hash, attempts: Number(row.attempts) } : undefined;
}

/**
 * Uses the challenge up; true for exactly one caller, however many race. The
 * right code's try is given back, so `attempts` summed over a phone's
 * challenges counts its wrong codes (failedTriesToday).
 */
export async function consumeChallenge(db: Db, id: number): Promise<boolean> {
	const rows = await queryRows<{ id: number }>(
		db,
		sql`update ${otpChallenges} set consumed_at = now(), attempts = greatest(attempts - 1, 0)
			where id = ${id} and consumed_at is null and expires_at > now()
			returning id`,
	);
	return rows.length === 1;
}

/** The phone's newest challenge of the last hour, to explain why a code was refused. */
export async function newestChallenge(
	db: Db,
	phone: string,
): Promise<{ attempts: number; consumed: boolean; expired: boolean } | undefined> {
	const [row] = await queryRows<{ attempts: number; consumed: boolean; expired: boolean }>(
		db,
		sql`select attempts, consumed_at is not null as consumed, expires_at <= now() as expired
			from ${otpChallenges} where phone = ${phone} and created_at > now() - interval '1 hour'
			order by id desc limit 1`,
	);
	return row ? { attempts: Number(row.attempts), consumed: row.consumed, expired: row.expired } : undefined;
}

/** Wrong codes (and tries in flight) for a phone in the last 24 hours. */
export async function failedTriesToday(db: Db, phone: string): Promise<number> {
	const [row] = await queryRows<{ n: number }>(
		db,
		sql`select coalesce(sum(attempts), 0)::int as n from ${otpChallenges}
			where phone = ${phone} and created_at > now() - interval '1 day'`,
	);
	return Number(row?.n ?? 0);
}

/** Erasure: every login code ever sent to a phone. */
export async function deleteChallengesOfPhone(db: Db, phone: string): Promise<void> {
	await db.execute(sql`delete from ${otpChallenges} where phone = ${phone}`);
}

/** Retention: login codes (and their attempts) made before `before`. */
export async function deleteOldChallenges(db: Db, before: Date): Promise<number> {
	const rows = await queryRows<{ id: number }>(
		db,
		sql`delete from ${otpChallenges} where created_at < ${before.toISOString()}::timestamptz returning id`,
	);
	return rows.length;
}
