import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/helpers.ts";
import type { Database } from "../db/client.ts";
import { transaction } from "../modules/events/index.ts";
import { CachedAnswer, CatalogueCache, MAX_ALIASES } from "./catalogue-cache.ts";
import { catalogueChanged, onCatalogueChange } from "./catalogue-changes.ts";

const answer = (body: string, tags: string[]) => ({ body, tags });

/** A promise and the function that settles it, to hold a build half-way. */
function gate<T>() {
	let open!: (value: T) => void;
	const promise = new Promise<T>((resolve) => {
		open = resolve;
	});
	return { promise, open };
}

describe("the catalogue cache", () => {
	it("keeps an answer until a write names one of its tags, and only those", async () => {
		const cache = new CatalogueCache();
		await cache.fill("a", async () => answer("A", ["product:1", "listing:all"]));
		await cache.fill("b", async () => answer("B", ["product:2"]));
		expect(cache.lookup("a")?.body.toString()).toBe("A");
		cache.invalidate(["product:1"]);
		expect(cache.lookup("a")).toBeUndefined();
		expect(cache.lookup("b")?.body.toString()).toBe("B");
		cache.invalidate(["*"]);
		expect(cache.lookup("b")).toBeUndefined();
		expect(cache.version).toBe(2);
	});

	it("does not keep an answer built while a write to what it shows committed", async () => {
		const cache = new CatalogueCache();
		const held = gate<void>();
		const building = cache.fill("a", async () => {
			await held.promise;
			return answer("old price", ["product:1"]);
		});
		cache.invalidate(["product:1"]);
		held.open();
		// the request that was under way gets what it read; nobody after it does
		expect((await building).body.toString()).toBe("old price");
		expect(cache.lookup("a")).toBeUndefined();
		expect(cache.stats.refused).toBe(1);

		// a write to something else does not stop it being kept
		const other = gate<void>();
		const kept = cache.fill("b", async () => {
			await other.promise;
			return answer("B", ["product:2"]);
		});
		cache.invalidate(["product:3"]);
		other.open();
		await kept;
		expect(cache.lookup("b")?.body.toString()).toBe("B");
	});

	it("builds once for many requests at the same time, but not across a write", async () => {
		const cache = new CatalogueCache();
		let builds = 0;
		const held = gate<void>();
		const build = async () => {
			builds += 1;
			const n = builds;
			await held.promise;
			return answer(`build ${n}`, ["product:1"]);
		};
		const first = cache.fill("a", build);
		const second = cache.fill("a", build);
		cache.invalidate(["product:1"]);
		const third = cache.fill("a", build);
		held.open();
		const bodies = (await Promise.all([first, second, third])).map((a) => a.body.toString());
		expect(builds).toBe(2);
		expect(bodies).toEqual(["build 1", "build 1", "build 2"]);
		expect(cache.lookup("a")?.body.toString()).toBe("build 2");
	});

	it("stays within its memory budget, dropping the least recently used first", async () => {
		const cache = new CatalogueCache({ maxBytes: 50_000 });
		const body = "x".repeat(4_000);
		for (const key of ["a", "b", "c", "d", "e", "f"]) await cache.fill(key, async () => answer(body, []));
		cache.lookup("a");
		for (const key of ["g", "h", "i", "j"]) await cache.fill(key, async () => answer(body, []));
		expect(cache.size.bytes).toBeLessThanOrEqual(50_000);
		expect(cache.lookup("a")).toBeDefined();
		expect(cache.lookup("b")).toBeUndefined();
		expect(cache.stats.evicted).toBeGreaterThan(0);
	});

	it("keeps a page while the answers it was drawn from have the same bytes, and drops it once one has others", async () => {
		const cache = new CatalogueCache();
		const from = (key: string) => ({ key, etag: cache.lookup(key)?.etag ?? "none" });
		const page = (key: string, sources: { key: string; etag: string }[]) =>
			cache.remember(key, async () => ({ value: `page ${key}`, tags: [], drawnFrom: sources }));
		await cache.fill("detail", async () => answer("price 100", ["product:1"]));
		await cache.fill("listing", async () => answer("cards", ["product:2", "listing:all"]));
		await page("product", [from("detail"), from("listing")]);
		await page("home", [from("listing")]);
		// a write drops the answers it names; the pages stay until an answer is built again
		cache.invalidate(["product:1", "listing:all"]);
		expect(cache.recall("product")).toBeDefined();
		// built again with the same bytes (the write changed nothing it shows): the page still matches it
		await cache.fill("listing", async () => answer("cards", ["product:2", "listing:all"]));
		expect(cache.recall("home")).toBe("page home");
		// built again with other bytes: the page drawn from the former ones goes at once, unasked for
		await cache.fill("detail", async () => answer("price 120", ["product:1"]));
		expect(cache.recall("product")).toBeUndefined();
		expect(cache.recall("home")).toBe("page home");
		expect(cache.stats.followed).toBe(1);
		// drawn from an answer already gone, or since built again: not kept
		expect(await page("late", [{ key: "no-such-answer", etag: '"x"' }])).toBe("page late");
		expect(await page("stale", [{ key: "detail", etag: '"not its bytes"' }])).toBe("page stale");
		expect(cache.recall("late")).toBeUndefined();
		expect(cache.recall("stale")).toBeUndefined();
		cache.forget("home");
		expect(cache.recall("home")).toBeUndefined();
	});

	it("keeps answers only briefly while the bus cannot bring other processes' writes", async () => {
		let now = 1_000;
		const cache = new CatalogueCache({ now: () => now, fallbackTtlMs: 5_000 });
		const bus = { live: false, subscribe: () => () => {} };
		cache.attach(bus);
		await cache.fill("a", async () => answer("A", []));
		now += 4_000;
		expect(cache.lookup("a")).toBeDefined();
		now += 2_000;
		expect(cache.lookup("a")).toBeUndefined();
	});

	it("drops answers kept before the bus went down once they are older than the brief keep (issue 22)", async () => {
		let now = 1_000;
		const cache = new CatalogueCache({ now: () => now, fallbackTtlMs: 5_000 });
		const bus = { live: true, subscribe: () => () => {} };
		cache.attach(bus);
		await cache.fill("old", async () => answer("kept while the bus was live", []));
		now += 60 * 60_000;
		expect(cache.lookup("old")).toBeDefined();
		// Redis goes away: another process's write can no longer reach this one
		bus.live = false;
		await cache.fill("young", async () => answer("kept during the outage", []));
		expect(cache.lookup("old")).toBeUndefined();
		now += 4_000;
		expect(cache.lookup("young")).toBeDefined();
		now += 2_000;
		expect(cache.lookup("young")).toBeUndefined();
		// an answer built just before the outage is kept as briefly as one built during it
		bus.live = true;
		await cache.fill("edge", async () => answer("built just before", []));
		now += 3_000;
		bus.live = false;
		expect(cache.lookup("edge")).toBeDefined();
		now += 3_000;
		expect(cache.lookup("edge")).toBeUndefined();
	});

	it("keeps nothing when switched off, but still builds each answer once per request", async () => {
		const cache = new CatalogueCache({ keepAnswers: false });
		let builds = 0;
		await cache.fill("a", async () => answer(`build ${++builds}`, []));
		await cache.fill("a", async () => answer(`build ${++builds}`, []));
		expect(builds).toBe(2);
		expect(await cache.remember("v", async () => ({ value: 7, tags: ["t"] }))).toBe(7);
		expect(cache.recall("v")).toBe(7);
	});

	it("answers a URL by the key it was answered under, until the next invalidation of anything", async () => {
		const cache = new CatalogueCache();
		const url = "/api/products?category=Girls";
		const version = cache.version;
		await cache.fill("listing girls", async () => answer("G", ["listing:category:1"]));
		cache.alias(url, "listing girls", version);
		expect(cache.lookupAlias(url)?.body.toString()).toBe("G");
		expect(cache.lookupAlias("/api/products?category=girls")).toBeUndefined();
		// a change to something else entirely: the URL may no longer mean that key (a renamed category)
		cache.invalidate(["banners"]);
		expect(cache.lookupAlias(url)).toBeUndefined();
		expect(cache.lookup("listing girls")?.body.toString()).toBe("G");
		// a key worked out before a change is not remembered after it
		const before = cache.version;
		cache.invalidate(["taxonomy"]);
		cache.alias(url, "listing girls", before);
		expect(cache.lookupAlias(url)).toBeUndefined();
		// an alias whose answer is gone answers nothing
		cache.alias(url, "listing girls", cache.version);
		expect(cache.lookupAlias(url)?.body.toString()).toBe("G");
		cache.invalidate(["listing:category:1"]);
		cache.alias(url, "listing girls", cache.version);
		expect(cache.lookupAlias(url)).toBeUndefined();
	});

	it("keeps at most MAX_ALIASES URLs, the oldest going first, and none when answers are not kept", async () => {
		const cache = new CatalogueCache();
		await cache.fill("k", async () => answer("K", []));
		for (let i = 0; i <= MAX_ALIASES; i += 1) cache.alias(`/u${i}`, "k", cache.version);
		expect(cache.lookupAlias("/u0")).toBeUndefined();
		expect(cache.lookupAlias("/u1")?.body.toString()).toBe("K");
		expect(cache.lookupAlias(`/u${MAX_ALIASES}`)?.body.toString()).toBe("K");
		const off = new CatalogueCache({ keepAnswers: false });
		await off.fill("k", async () => answer("K", []));
		off.alias("/u", "k", off.version);
		expect(off.lookupAlias("/u")).toBeUndefined();
	});
});

describe("a cached answer", () => {
	it("has a strong ETag of its bytes, one per coding, and matches any of them", () => {
		const a = new CachedAnswer({ body: "x".repeat(5000), tags: [] });
		const b = new CachedAnswer({ body: "x".repeat(5000), tags: ["other"] });
		expect(a.etag).toBe(b.etag);
		expect(a.etagFor("br")).toBe(`${a.etag.slice(0, -1)}-br"`);
		expect(a.matches(a.etagFor("gzip"))).toBe(true);
		expect(a.matches(`"nope", ${a.etag}`)).toBe(true);
		expect(a.matches(`W/${a.etag}`)).toBe(true);
		expect(a.matches('"nope"')).toBe(false);
		expect(a.matches(`"${a.etag.slice(1, -1)}-br", "nope"`)).toBe(true);
		expect(a.matches(a.etag.slice(1, -1))).toBe(true);
		expect(a.matches(`${a.etag.slice(0, -2)}"`)).toBe(false);
		expect(a.encoded("br")).toBe(a.encoded("br"));
		expect(a.encoded("gzip").length).toBeLessThan(200);
	});
});

describe("catalogue changes said inside a transaction", () => {
	let database: Database;
	const heard: string[][] = [];

	beforeAll(async () => {
		database = await createTestDatabase();
		onCatalogueChange(database.db, (tags) => heard.push(tags));
	});

	afterAll(async () => {
		await database.close();
	});

	it("are heard at once outside a transaction, at commit inside one, never after a rollback", async () => {
		heard.length = 0;
		catalogueChanged(database.db, ["a"]);
		expect(heard).toEqual([["a"]]);

		heard.length = 0;
		await transaction(database.db, async (tx) => {
			await tx.execute(sql`select 1`);
			catalogueChanged(tx, ["b"]);
			expect(heard).toEqual([]);
			await transaction(tx, async (savepoint) => {
				catalogueChanged(savepoint, ["c"]);
			});
			await transaction(tx, async (savepoint) => {
				catalogueChanged(savepoint, ["rolled back"]);
				throw new Error("undo this savepoint");
			}).catch(() => {});
			expect(heard).toEqual([]);
		});
		expect(heard).toEqual([["b", "c"]]);

		heard.length = 0;
		await transaction(database.db, async (tx) => {
			catalogueChanged(tx, ["d"]);
			throw new Error("roll back");
		}).catch(() => {});
		expect(heard).toEqual([]);
	});
});
