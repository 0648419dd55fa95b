/**
 * The storefront's server renderer (docs/decisions/017-server-rendering.md),
 * built by `vite build --ssr` into dist/server/ and loaded by the API
 * (apps/api/src/plugins/web-app.ts), which calls render() in its own process.
 *
 * A page's data comes from the API's services through `transport` (no HTTP):
 * the tree is rendered (React's streaming renderer), the queries it started
 * are settled, and it is rendered again until it asks for nothing new; that
 * last pass is the page, and the settled queries go to the browser as the
 * TanStack Query cache, which hydrates the same tree.
 */
import type { Query, QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToPipeableStream, renderToStaticMarkup, renderToString } from "react-dom/server";
import { FormNotice } from "./app/layout/form-notice.tsx";
import { FirstLoadLayout } from "./app/layout/root-layout.tsx";
import { AppProviders } from "./app/providers.tsx";
import { dehydrateForBrowser } from "./app/query-state.ts";
import { routes } from "./app/router.tsx";
import { ApiError, type ApiTransport, setApiTransport } from "./lib/api-client.ts";
import { loadDeferredParts } from "./lib/deferred.tsx";
import { createQueryClient } from "./lib/query-client.ts";
import { createStaticRouter, loadRouteCode, RouterProvider } from "./lib/router.tsx";

export { QUERY_STATE_ID } from "./app/query-state.ts";

export interface RenderResult {
	/** 404 when the page or what it shows does not exist ('Product not found') */
	status: number;
	/** what goes inside <div id="root"> */
	html: string;
	/** JSON of the dehydrated query cache; null for a shell the browser draws itself (no hydration) */
	state: string | null;
	/** a redirect the router asked for */
	redirect?: string;
}

/** How many times a page may ask for more data after its first render (a product, then its similar products). */
const MAX_DATA_ROUNDS = 4;
/** Pages of a listing rendered for ?page=N at most (the "Load more" links of a browser without JavaScript). */
const MAX_LISTING_PAGES = 10;

/** Sets where the renderer's API calls go (once, at start). */
export function setTransport(transport: ApiTransport): void {
	setApiTransport(transport);
}

/**
 * The notice of a shop form posted without JavaScript (`?notice=<code>`, decision 026), as HTML to put before
 * the app's root; "" for a code the shop never sends.
 */
export function renderNotice(code: string): string {
	return renderToStaticMarkup(<FormNotice code={code} />);
}

/** The code the API's in-process transport answers for a read it leaves to the browser (plugins/web-app.ts). */
const CLIENT_ONLY = "CLIENT_ONLY";

const enabled = (query: Query) => {
	const option = (query.options as { enabled?: unknown }).enabled;
	return typeof option === "function" ? option(query) !== false : option !== false;
};

/**
 * Settles every query that is waiting: the ones the last render started and
 * never fetched, except those switched off (a shopper's cart) and those the
 * server leaves to the browser (`clientOnly`), which stay pending: the
 * browser's first render draws them as loading too, then fetches them.
 */
async function settleQueries(client: QueryClient, clientOnly: Set<string>): Promise<boolean> {
	const waiting = client
		.getQueryCache()
		.getAll()
		.filter(
			(query) =>
				query.state.status === "pending" &&
				query.state.fetchStatus === "idle" &&
				query.options.queryFn &&
				!clientOnly.has(query.queryHash) &&
				enabled(query),
		);
	if (waiting.length === 0) return false;
	await Promise.all(
		waiting.map(async (query) => {
			const pages = Number((query.meta as { pages?: unknown } | undefined)?.pages) || 0;
			const options = { ...query.options, queryKey: query.queryKey, retry: false };
			try {
				if ("initialPageParam" in options) {
					await client.fetchInfiniteQuery({
						...options,
						pages: Math.min(Math.max(pages, 1), MAX_LISTING_PAGES),
					} as unknown as Parameters<QueryClient["fetchInfiniteQuery"]>[0]);
				} else {
					await client.fetchQuery(options as Parameters<QueryClient["fetchQuery"]>[0]);
				}
			} catch (error) {
				if (error instanceof ApiError && error.code === CLIENT_ONLY) {
					clientOnly.add(query.queryHash);
					// back to pending: the next pass builds it afresh and leaves it so
					client.getQueryCache().remove(query);
				}
				// any other failure stays in the cache: the page draws it
			}
		}),
	);
	return true;
}

function collect(element: React.ReactElement): Promise<string> {
	return new Promise((resolve, reject) => {
		// React writes UTF-8 in small chunks: kept as bytes and decoded once (a string per chunk, joined by +=,
		// cost a decode each and a rope V8 then had to flatten)
		const chunks: Buffer[] = [];
		const stream = renderToPipeableStream(element, {
			// nothing suspends (the data is settled): no boundary is sent apart with a script to put it in place,
			// which the Content-Security-Policy would block and a browser without JavaScript would never run
			progressiveChunkSize: Number.POSITIVE_INFINITY,
			onAllReady() {
				stream.pipe({
					write(chunk: Uint8Array | string) {
						chunks.push(typeof chunk === "string" ? Buffer.from(chunk, "utf8") : Buffer.from(chunk));
						return true;
					},
					end() {
						resolve(Buffer.concat(chunks).toString("utf8"));
					},
					on() {},
					once() {},
					emit() {
						return true;
					},
					removeListener() {},
				} as unknown as NodeJS.WritableStream);
			},
			onShellError: reject,
			onError(error) {
				reject(error);
			},
		});
	});
}

function notFound(client: QueryClient): boolean {
	return client
		.getQueryCache()
		.getAll()
		.some((query) => query.state.error instanceof ApiError && query.state.error.status === 404);
}

/**
 * Renders one URL of the storefront for a visitor without a session.
 * `hydrate` false draws only the shell (header, empty page, footer) of a page
 * that is the shopper's own (cart, checkout, account), which the browser draws.
 */
export async function render(url: string, { hydrate }: { hydrate: boolean }): Promise<RenderResult> {
	const client = createQueryClient();
	// nothing a render settles is refetched by it: the next pass reads it
	client.setDefaultOptions({
		queries: {
			...client.getDefaultOptions().queries,
			staleTime: Number.POSITIVE_INFINITY,
			retry: false,
			// a failure is drawn ('Product not found'), not taken for a fetch about to start
			retryOnMount: false,
		},
	});

	// the parts hydrated apart (lib/deferred.tsx) are rendered like the rest
	await loadDeferredParts();
	if (!hydrate) {
		const shell = () => (
			<AppProviders client={client}>
				<RouterProvider router={createStaticRouter([{ path: "*", element: <FirstLoadLayout /> }], url)} />
			</AppProviders>
		);
		const clientOnly = new Set<string>();
		let html = await collect(shell());
		for (let round = 0; round < MAX_DATA_ROUNDS && (await settleQueries(client, clientOnly)); round += 1) {
			html = await collect(shell());
		}
		return { status: 200, html, state: null };
	}

	// the page's code before the render: nothing may suspend, or React would stream a fallback and a script to swap it
	await loadRouteCode(routes, new URL(url, "http://pitara.local").pathname);
	// and the parts the page's own code defers (registered when that code loaded, just above)
	await loadDeferredParts();
	const router = createStaticRouter(routes, url);
	const app = () => (
		<StrictMode>
			<AppProviders client={client}>
				<RouterProvider router={router} />
			</AppProviders>
		</StrictMode>
	);
	// the pass that asks for nothing new is the page: it is not rendered once more (a product page takes three
	// passes: the product, then its reviews and similar products, then the page whole)
	const clientOnly = new Set<string>();
	let html = renderToString(app());
	for (let round = 0; round < MAX_DATA_ROUNDS && (await settleQueries(client, clientOnly)); round += 1) {
		html = renderToString(app());
	}
	const status = notFound(client) ? 404 : 200;
	return { status, html, state: JSON.stringify(dehydrateForBrowser(client)) };
}
