import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashing with scrypt from node:crypto. A stored hash reads
 * `scrypt$N$r$p$saltB64$hashB64` (N = 16384, r = 8, p = 1, a 16-byte salt,
 * a 64-byte key), so the parameters can be raised later and old hashes still
 * verify.
 */
const PREFIX = "scrypt";
const COST = 16_384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

// refuse hashes that would make verification absurdly expensive
const MAX_COST = 1 << 20;
const MAX_BLOCK_SIZE = 32;
const MAX_PARALLELISM = 16;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
			error ? reject(error) : resolve(key),
		);
	});
}

function memoryFor(cost: number, blockSize: number, parallelism: number): number {
	// scrypt needs about 128 · N · r bytes (plus 128 · r · p); leave headroom
	return 128 * cost * blockSize * 2 + 128 * blockSize * parallelism + 1024 * 1024;
}

export async function hashPassword(password: string): Promise<string> {
	const salt = randomBytes(SALT_BYTES);
	const key = await derive(password, salt, KEY_BYTES, {
		N: COST,
		r: BLOCK_SIZE,
		p: PARALLELISM,
		maxmem: memoryFor(COST, BLOCK_SIZE, PARALLELISM),
	});
	return [PREFIX, COST, BLOCK_SIZE, PARALLELISM, salt.toString("base64"), key.toString("base64")].join("$");
}

/** True when `password` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
	const parts = stored.split("$");
	if (parts.length !== 6 || parts[0] !== PREFIX) return false;
	const [, costText, blockText, parallelText, saltText, keyText] = parts as [
		string,
		string,
		string,
		string,
		string,
		string,
	];
	const cost = Number(costText);
	const blockSize = Number(blockText);
	const parallelism = Number(parallelText);
	const valid =
		Number.isInteger(cost) &&
		cost > 1 &&
		cost <= MAX_COST &&
		(cost & (cost - 1)) === 0 &&
		Number.isInteger(blockSize) &&
		blockSize >= 1 &&
		blockSize <= MAX_BLOCK_SIZE &&
		Number.isInteger(parallelism) &&
		parallelism >= 1 &&
		parallelism <= MAX_PARALLELISM;
	if (!valid) return false;
	const salt = Buffer.from(saltText, "base64");
	const expected = Buffer.from(keyText, "base64");
	if (salt.length === 0 || expected.length < 16) return false;
	const actual = await derive(password, salt, expected.length, {
		N: cost,
		r: blockSize,
		p: parallelism,
		maxmem: memoryFor(cost, blockSize, parallelism),
	});
	return timingSafeEqual(actual, expected);
}

/** True when a stored hash uses weaker parameters than new hashes do (rehash it at the next login). */
export function needsRehash(stored: string): boolean {
	const parts = stored.split("$");
	return (
		parts.length !== 6 ||
		parts[0] !== PREFIX ||
		Number(parts[1]) < COST ||
		Number(parts[2]) < BLOCK_SIZE ||
		Number(parts[3]) < PARALLELISM
	);
}
