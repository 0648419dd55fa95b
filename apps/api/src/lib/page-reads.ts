import { RouteTable } from "@pitara/shared";
import type { AnswerParts, CatalogueCache } from "./catalogue-cache.ts";
import { errorAnswer } from "./error-answers.ts";

/**
 * The API's public reads as the server renderer calls them in-process
 * (docs/decisions/017-server-rendering.md): each is declared once, in
 * http/public-reads.ts, which registers its Fastify route and adds it here,
 * under the same path, matched by the shop's one router (RouteTable of
 * packages/shared). A path no read claims stays for the browser to fetch
 * after hydration.
 */
export interface PublicReadInput {
	/** the path's parameters, decoded */
	params: Record<string, string>;
	query: URLSearchParams;
	body: unknown;
}

/** What a read answers: a catalogue answer (kept by the catalogue cache under its key and tags), or plain data. */
export type PublicAnswer =
	| { key: string; build: () => Promise<AnswerParts> }
	| { data: unknown; tags: readonly string[] };

export interface PageRead {
	method: "GET" | "POST";
	/** as the route is declared, after /api: `/products/:category/:slug` */
	path: string;
	/** parses the input with the route's own schemas, then reads */
	read: (input: PublicReadInput) => Promise<PublicAnswer> | PublicAnswer;
}

/** What a read made in-process answered: the status and body the API would have sent, and what it showed. */
export interface PageReadResult {
	status: number;
	data: unknown;
	/** the catalogue tags of what it showed */
	tags: readonly string[];
	/** the catalogue cache's key of the answer and the ETag of its bytes, when it is one the cache keeps */
	key?: string;
	etag?: string;
}

export class PageReads {
	private readonly tables = { GET: new RouteTable<PageRead>(), POST: new RouteTable<PageRead>() };

	add(read: PageRead): void {
		this.tables[read.method].add(read.path, read);
	}

	/**
	 * Reads `path` (after /api, with its query) as the API would answer it, in-process: a catalogue answer through
	 * the catalogue cache (the same bytes and key as the route's), a failure through the one error mapper. Null when
	 * no public read claims the path.
	 */
	async read(cache: CatalogueCache, method: string, path: string, body: unknown): Promise<PageReadResult | null> {
		if (method !== "GET" && method !== "POST") return null;
		const url = new URL(path, "http://api.local");
		const found = this.tables[method].match(url.pathname);
		if (!found) return null;
		try {
			const answer = await found.value.read({ params: found.params, query: url.searchParams, body });
			if ("data" in answer) return { status: 200, data: answer.data, tags: answer.tags };
			const cached = await cache.fill(answer.key, answer.build);
			return {
				status: 200,
				data: JSON.parse(cached.body.toString("utf8")) as unknown,
				tags: cached.tags,
				key: answer.key,
				etag: cached.etag,
			};
		} catch (error) {
			const known = errorAnswer(error);
			if (!known) throw error;
			return { status: known.statusCode, data: known.body, tags: [] };
		}
	}
}

/**
 * What a page's <head> reads with: the API's public reads in-process, as the page's body reads them (the same
 * answers, kept under the same keys), what they show recorded as what the page shows.
 */
export interface PageReader {
	/** `path` after /api, with its query: the status and body the API would answer (status 0: not a public read) */
	read(method: "GET" | "POST", path: string, body?: unknown): Promise<{ status: number; data: unknown }>;
	/** the page shows something read otherwise (its catalogue tags) */
	shows(tags: readonly string[]): void;
}
