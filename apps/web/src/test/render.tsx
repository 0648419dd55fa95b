import type { ApiError, ShopApiResponses } from "@pitara/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { RouterProvider as ConsoleRouterProvider, createMemoryRouter as createConsoleMemoryRouter } from "react-router";
import { vi } from "vitest";
import { ToastProvider } from "../components/ui/toast.tsx";
import { createMemoryRouter, RouterProvider } from "../lib/router.tsx";
import { recordUnmatched } from "./unmatched.ts";

type MemoryRouter = ReturnType<typeof createMemoryRouter>;
type ConsoleMemoryRouter = ReturnType<typeof createConsoleMemoryRouter>;

function renderInProviders(ui: ReactElement) {
	const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
	const result = render(
		<QueryClientProvider client={queryClient}>
			<ToastProvider>{ui}</ToastProvider>
		</QueryClientProvider>,
	);
	return { ...result, queryClient };
}

/**
 * Renders a router inside a fresh query client (no retries) and the toasts, as the app does: the storefront's
 * (lib/router.tsx) or the admin console's (React Router, decision 021).
 */
export function renderRouter<R extends MemoryRouter | ConsoleMemoryRouter>(router: R) {
	const provider =
		"initialize" in router ? (
			<ConsoleRouterProvider router={router as ConsoleMemoryRouter} />
		) : (
			<RouterProvider router={router as MemoryRouter} />
		);
	return { ...renderInProviders(provider), router };
}

/** The same for the admin console, which runs on React Router. */
export function renderConsoleRouter(router: ConsoleMemoryRouter) {
	return { ...renderInProviders(<ConsoleRouterProvider router={router} />), router };
}

/** Renders a console component inside a React Router memory router and a fresh query client. */
export function renderConsoleWithProviders(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
	return renderConsoleRouter(
		createConsoleMemoryRouter(
			[
				{ path: "/", element: ui },
				{ path: "*", element: <p>navigated</p> },
			],
			{ initialEntries: [path] },
		),
	);
}

/** Renders a storefront component inside a memory router and a fresh query client, as the app does. */
export function renderWithProviders(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
	return renderRouter(
		createMemoryRouter(
			[
				{ path: "/", element: ui },
				{ path: "*", element: <p>navigated</p> },
			],
			{ initialEntries: [path] },
		),
	);
}

/** The /api path a fetch call asks for, without the origin and the /api prefix (e.g. "/order/fetch/all"). */
export function apiPath(input: string | URL | Request): string {
	const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
	return url.replace(/^https?:\/\/[^/]+/, "").replace(/^\/api/, "");
}

/** A JSON answer, as the API gives it. */
export function jsonResponse(status: number, body: unknown): Response {
	return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A body the server never sends (a broken answer), to test what the app does with one; `mockApi` passes it as is. */
export interface RawAnswer {
	raw: unknown;
	status?: number;
}
export const rawAnswer = (raw: unknown, status = 200): RawAnswer => ({ raw, status });

/** A mocked answer: the success body, or a status with that body or the error shape, or a deliberate `rawAnswer`. */
type MockAnswer<T> = T | { status: number; body: T | MockError } | RawAnswer;
/** The error shape; `code` may be left out where a test does not care which. */
type MockError = Omit<ApiError, "code"> & { code?: string };

/**
 * The mocked answers by path: a storefront path's body must be what that call
 * answers (packages/shared `ShopApiResponses`), so a contract change fails the
 * web's typecheck here; other paths (the console's, pictures) take any body.
 */
export type MockRoutes = { [P in keyof ShopApiResponses]?: MockAnswer<ShopApiResponses[P]> } & Record<string, unknown>;

/**
 * Answers fetch calls to /api paths with the given JSON bodies (status 200 unless given). A call to a path not given
 * fails the test (test/unmatched.ts), with its method and path.
 */
export function mockApi(
	routes: MockRoutes,
	/**
	 * `"not found"`: any other path answers 404 and the test goes on: only for a test of a shell (the layout) whose
	 * pages' own calls it does not care about, said where it is used.
	 */
	{ others = "fail" }: { others?: "fail" | "not found" } = {},
) {
	return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
		const path = apiPath(input);
		const entry = routes[path.split("?")[0] ?? ""];
		if (entry === undefined) {
			const request = others === "fail" ? recordUnmatched(input, init) : `${init?.method ?? "GET"} ${path}`;
			return new Response(JSON.stringify({ status: false, message: `No mock answers ${request}` }), { status: 404 });
		}
		if (typeof entry === "object" && entry !== null && "raw" in entry) {
			const raw = entry as RawAnswer;
			return jsonResponse(raw.status ?? 200, raw.raw);
		}
		const { status, body } =
			typeof entry === "object" &&
			entry !== null &&
			"status" in entry &&
			typeof entry.status === "number" &&
			"body" in entry
				? (entry as { status: number; body: unknown })
				: { status: 200, body: entry };
		return jsonResponse(status, body);
	});
}

/** Answers the first fetch call with a 500 "Database down" and every later one with `body` (an error, then a retry). */
export function mockApiDownOnce(body: unknown) {
	let calls = 0;
	return vi.spyOn(globalThis, "fetch").mockImplementation(async () => {
		calls += 1;
		return calls === 1
			? new Response(JSON.stringify({ status: false, message: "Database down" }), { status: 500 })
			: new Response(JSON.stringify(body), { status: 200 });
	});
}
