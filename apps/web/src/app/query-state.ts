import { type DehydratedState, dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import { ApiError, ShopperError } from "../lib/api-client.ts";

/**
 * The TanStack Query cache as the server hands it to the browser: every query
 * the server render settled, successes and failures alike (a failure draws
 * the page too: 'Product not found'), so that the browser's first render
 * draws exactly what the server did and asks for nothing again.
 */

interface SerialisedError {
	kind: "ApiError" | "ShopperError" | "Error";
	message: string;
	status?: number;
	code?: string;
	fromServer?: boolean;
}

function serialiseError(error: unknown): SerialisedError {
	if (error instanceof ApiError) {
		return {
			kind: "ApiError",
			message: error.message,
			status: error.status,
			code: error.code,
			fromServer: error.fromServer,
		};
	}
	if (error instanceof ShopperError) return { kind: "ShopperError", message: error.message };
	return { kind: "Error", message: "" };
}

function reviveError(error: SerialisedError): Error {
	if (error.kind === "ApiError") {
		return new ApiError(
			error.message,
			error.status ?? 500,
			error.code ?? "REQUEST_FAILED",
			[],
			undefined,
			error.fromServer,
		);
	}
	if (error.kind === "ShopperError") return new ShopperError(error.message);
	return new Error(error.message);
}

/** The settled queries of a server render, errors in a form JSON keeps. */
export function dehydrateForBrowser(client: QueryClient): DehydratedState {
	const state = dehydrate(client, {
		shouldDehydrateQuery: (query) => query.state.status === "success" || query.state.status === "error",
		shouldRedactErrors: () => false,
	});
	for (const query of state.queries) {
		if (query.state.error) query.state.error = serialiseError(query.state.error) as unknown as Error;
		// a promise never goes to the browser: the data is there already
		(query as { promise?: unknown }).promise = undefined;
	}
	return state;
}

/** Puts the server's queries into the browser's cache, errors as the classes the pages test for. */
export function hydrateFromServer(client: QueryClient, state: DehydratedState): void {
	for (const query of state.queries) {
		if (query.state.error) query.state.error = reviveError(query.state.error as unknown as SerialisedError);
	}
	hydrate(client, state);
}

/** The id of the <script type="application/json"> that carries the state. */
export const QUERY_STATE_ID = "pitara-state";
