import type { AnswerParts } from "./catalogue-cache.ts";

/**
 * The API's public reads that the server renderer may call in-process
 * (docs/decisions/017-server-rendering.md): the web app's own API paths, each
 * answered by the service the route calls, without HTTP. A module registers
 * the reads its routes serve (catalog.pages.ts, content.pages.ts); a path no
 * read claims stays for the browser to fetch after hydration.
 */
export interface PageReadRequest {
	method: string;
	/** the path after /api, without the query */
	path: string;
	query: URLSearchParams;
	body: unknown;
}

/** What a read answers: a catalogue answer (kept by the catalogue cache under its key and tags), or plain data. */
export type PageReadAnswer =
	| { key: string; build: () => Promise<AnswerParts> }
	| { data: unknown; tags: readonly string[] };

export interface PageRead {
	method: "GET" | "POST";
	pattern: RegExp;
	read: (match: RegExpExecArray, request: PageReadRequest) => Promise<PageReadAnswer> | PageReadAnswer;
}
