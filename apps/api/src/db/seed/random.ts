/**
 * A small seeded PRNG so every run of the seed makes the same shop.
 * mulberry32: 32-bit state, good enough for picking demo data.
 */
export type Random = () => number;

export function mulberry32(seed: number): Random {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
	};
}

/** A 32-bit hash of a string (FNV-1a), for deriving independent seeds. */
export function hashString(text: string): number {
	let hash = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		hash ^= text.charCodeAt(i);
		hash = Math.imul(hash, 0x01000193);
	}
	return hash >>> 0;
}

/** An independent generator for one named thing, e.g. product number 42. */
export function rngFor(...parts: (string | number)[]): Random {
	return mulberry32(hashString(parts.join("\u0000")));
}

export function randomInt(rng: Random, min: number, max: number): number {
	return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Random, items: readonly T[]): T {
	const item = items[Math.floor(rng() * items.length)];
	if (item === undefined) throw new Error("pick from an empty list");
	return item;
}

export function chance(rng: Random, probability: number): boolean {
	return rng() < probability;
}

/** A shuffled copy (Fisher-Yates). */
export function shuffled<T>(rng: Random, items: readonly T[]): T[] {
	const copy = [...items];
	for (let i = copy.length - 1; i > 0; i--) {
		const j = Math.floor(rng() * (i + 1));
		[copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
	}
	return copy;
}

/** `count` distinct items, in random order. */
export function sample<T>(rng: Random, items: readonly T[], count: number): T[] {
	return shuffled(rng, items).slice(0, Math.max(0, Math.min(count, items.length)));
}

/** A weighted choice: entries are [item, weight]. */
export function weighted<T>(rng: Random, entries: readonly (readonly [T, number])[]): T {
	const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
	let roll = rng() * total;
	for (const [item, weight] of entries) {
		roll -= weight;
		if (roll < 0) return item;
	}
	const last = entries[entries.length - 1];
	if (!last) throw new Error("weighted choice from an empty list");
	return last[0];
}
