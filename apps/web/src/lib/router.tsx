/**
 * The storefront's router: the part of React Router's API the shop uses
 * (Link, useNavigate, useLocation, useSearchParams, useParams, Navigate,
 * Outlet, lazy routes, an error element, scroll restoration), in a few KB.
 * React Router's data router was 27 KB brotli of the first load, more than a
 * quarter of the budget of scripts/check-budgets.mjs (decision 021). The
 * admin console keeps React Router.
 *
 * Routes are objects as React Router's (`path`, `index`, `element` or
 * `Component`, `children`, `lazy`, `errorElement`, `hydrateFallbackElement`).
 * A navigation loads the code of the routes it goes to before it shows them
 * (the old page stays meanwhile), so a page never suspends to a fallback.
 */
import {
	type AnchorHTMLAttributes,
	Component,
	type ComponentType,
	createContext,
	type MouseEvent,
	type ReactNode,
	type Ref,
	startTransition,
	useContext,
	useEffect,
	useLayoutEffect,
	useMemo,
	useRef,
	useState,
} from "react";
import { flushSync } from "react-dom";
import { pageHref, withoutBase } from "./language.ts";

export interface Location {
	pathname: string;
	search: string;
	hash: string;
	state: unknown;
	/** "default" for the entry the app started on */
	key: string;
}
export type To = string | Partial<Pick<Location, "pathname" | "search" | "hash">>;
export type Params = Record<string, string | undefined>;

export interface NavigateOptions {
	replace?: boolean;
	state?: unknown;
	/** keep the scroll position (a filter or a variant changed, not the page) */
	preventScrollReset?: boolean;
	/** draw the new page synchronously (before the caller's next line) */
	flushSync?: boolean;
}

export interface RouteObject {
	path?: string;
	index?: boolean;
	element?: ReactNode;
	Component?: ComponentType | null;
	children?: RouteObject[];
	lazy?: () => Promise<Partial<Pick<RouteObject, "Component" | "element">>>;
	errorElement?: ReactNode;
	/** drawn while the first page's code loads (an app drawn from nothing) */
	hydrateFallbackElement?: ReactNode;
}

export interface RouteMatch {
	route: RouteObject;
	params: Params;
	pathname: string;
}

type Action = "POP" | "PUSH" | "REPLACE";

export interface RouterState {
	location: Location;
	matches: RouteMatch[];
	historyAction: Action;
	preventScrollReset: boolean;
	/** false while the code of the first page loads */
	initialized: boolean;
}

type Listener = (state: RouterState, options: { flushSync: boolean }) => void;

export interface Router {
	readonly state: RouterState;
	readonly routes: RouteObject[];
	navigate(to: To | number, options?: NavigateOptions): Promise<void>;
	subscribe(listener: Listener): () => void;
	/** called with the location being left, before the next one is shown (scroll restoration) */
	onLeave?: (location: Location) => void;
}

/* ---------------------------------------------------------------- paths */

const splitPath = (to: string) => {
	const hashAt = to.indexOf("#");
	const hash = hashAt >= 0 ? to.slice(hashAt) : "";
	const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
	const searchAt = rest.indexOf("?");
	return {
		pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest,
		search: searchAt >= 0 ? rest.slice(searchAt) : "",
		hash,
	};
};

const joinPaths = (base: string, relative: string) => {
	const parts = base.split("/").filter(Boolean);
	for (const part of relative.split("/")) {
		if (part === "..") parts.pop();
		else if (part !== "." && part !== "") parts.push(part);
	}
	return `/${parts.join("/")}`;
};

/** `to` as a path, search and hash, resolved against `from` ("?page=2" keeps the page, "#x" the page and query). */
export function resolveTo(to: To, from: Pick<Location, "pathname" | "search">): Omit<Location, "state" | "key"> {
	const parts = typeof to === "string" ? splitPath(to) : { pathname: "", search: "", hash: "", ...to };
	if (!parts.pathname) {
		return {
			pathname: from.pathname,
			search: parts.search || (parts.hash ? from.search : ""),
			hash: parts.hash ?? "",
		};
	}
	const pathname = parts.pathname.startsWith("/") ? parts.pathname : joinPaths(from.pathname, parts.pathname);
	return { pathname, search: parts.search ?? "", hash: parts.hash ?? "" };
}

export const createPath = ({ pathname, search, hash }: Pick<Location, "pathname" | "search" | "hash">) =>
	`${pathname}${search && search !== "?" ? (search.startsWith("?") ? search : `?${search}`) : ""}${
		hash && hash !== "#" ? hash : ""
	}`;

/* ------------------------------------------------------------- matching */

interface Branch {
	segments: string[];
	routes: RouteObject[];
	score: number;
	order: number;
}

function flatten(routes: RouteObject[], parentPath = "", parents: RouteObject[] = [], into: Branch[] = []): Branch[] {
	for (const route of routes) {
		const own = route.path ?? "";
		const path = own.startsWith("/") ? own : `${parentPath.replace(/\/$/, "")}/${own}`;
		const chain = [...parents, route];
		if (route.children?.length) flatten(route.children, route.path === undefined ? parentPath : path, chain, into);
		if (route.index || route.path !== undefined) {
			const segments = path.split("/").filter(Boolean);
			const score = segments.reduce(
				(sum, segment) => sum + (segment === "*" ? -2 : segment.startsWith(":") ? 3 : 10),
				route.index ? 2 : 0,
			);
			into.push({ segments, routes: chain, score, order: into.length });
		}
	}
	return into;
}

const branchCache = new WeakMap<RouteObject[], Branch[]>();

function matchBranch(branch: Branch, parts: string[]): Params | null {
	const params: Params = {};
	for (let i = 0; i < branch.segments.length; i += 1) {
		const segment = branch.segments[i] as string;
		if (segment === "*") {
			params["*"] = parts.slice(i).join("/");
			return params;
		}
		const part = parts[i];
		if (part === undefined) return null;
		if (segment.startsWith(":")) {
			try {
				params[segment.slice(1)] = decodeURIComponent(part);
			} catch {
				params[segment.slice(1)] = part;
			}
		} else if (segment.toLowerCase() !== part.toLowerCase()) return null;
	}
	return parts.length === branch.segments.length ? params : null;
}

/** The chain of routes (outermost first) that draws `location`, or null when none does. */
export function matchRoutes(routes: RouteObject[], location: string | Pick<Location, "pathname">): RouteMatch[] | null {
	const pathname = typeof location === "string" ? location : location.pathname;
	let branches = branchCache.get(routes);
	if (!branches) {
		branches = flatten(routes).sort((a, b) => b.score - a.score || a.order - b.order);
		branchCache.set(routes, branches);
	}
	const parts = pathname.split("/").filter(Boolean);
	for (const branch of branches) {
		const params = matchBranch(branch, parts);
		if (params) return branch.routes.map((route) => ({ route, params, pathname }));
	}
	return null;
}

/* ---------------------------------------------------------- route code */

const loading = new WeakMap<RouteObject, Promise<void>>();
const failed = new WeakMap<RouteObject, unknown>();

function loadRoute(route: RouteObject): Promise<void> {
	const lazy = route.lazy;
	if (!lazy) return Promise.resolve();
	let promise = loading.get(route);
	if (!promise) {
		promise = lazy().then(
			(loaded) => {
				Object.assign(route, loaded, { lazy: undefined });
				failed.delete(route);
				loading.delete(route);
			},
			(error: unknown) => {
				// drawn by the nearest error element; the next visit tries again
				failed.set(route, error);
				loading.delete(route);
			},
		);
		loading.set(route, promise);
	}
	return promise;
}

/** Loads the code of the routes that draw `pathname` (before a server render, or before hydrating it). */
export async function loadRouteCode(routes: RouteObject[], pathname: string): Promise<void> {
	await Promise.all((matchRoutes(routes, pathname) ?? []).map(({ route }) => loadRoute(route)));
}

const needsCode = (matches: RouteMatch[]) => matches.some(({ route }) => route.lazy !== undefined);

/* ------------------------------------------------------------- history */

interface History {
	location(): Location;
	push(location: Location): void;
	replace(location: Location): void;
	go(delta: number): void;
	listen(listener: (location: Location) => void): void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function browserHistory(): History {
	const read = (): Location => {
		const state = window.history.state as { usr?: unknown; key?: string } | null;
		return {
			// a Hindi page's URL is /hi/…: the routes see the path without it (lib/language.ts)
			pathname: withoutBase(window.location.pathname),
			search: window.location.search,
			hash: window.location.hash,
			state: state?.usr ?? null,
			key: state?.key ?? "default",
		};
	};
	return {
		location: read,
		push: (location) => {
			// the notice of a form posted before hydration (app/layout/form-notice.tsx) belongs to the page it came with
			document.getElementById("form-notice")?.remove();
			window.history.pushState({ usr: location.state, key: location.key }, "", pageHref(createPath(location)));
		},
		replace: (location) =>
			window.history.replaceState({ usr: location.state, key: location.key }, "", pageHref(createPath(location))),
		go: (delta) => window.history.go(delta),
		listen: (listener) => window.addEventListener("popstate", () => listener(read())),
	};
}

function memoryHistory(initialEntries: string[]): History {
	const entries: Location[] = initialEntries.map((entry, index) => ({
		...resolveTo(entry, { pathname: "/", search: "" }),
		state: null,
		key: index === 0 ? "default" : newKey(),
	}));
	let index = entries.length - 1;
	let listener: ((location: Location) => void) | null = null;
	const current = () => entries[index] as Location;
	return {
		location: current,
		push: (location) => {
			index += 1;
			entries.splice(index, entries.length, location);
		},
		replace: (location) => {
			entries[index] = location;
		},
		go: (delta) => {
			const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
			if (next === index) return;
			index = next;
			listener?.(current());
		},
		listen: (next) => {
			listener = next;
		},
	};
}

/* -------------------------------------------------------------- router */

function createRouter(routes: RouteObject[], history: History): Router {
	const listeners = new Set<Listener>();
	const initial = history.location();
	const initialMatches = matchRoutes(routes, initial.pathname) ?? [];
	let state: RouterState = {
		location: initial,
		matches: initialMatches,
		historyAction: "POP",
		preventScrollReset: false,
		initialized: !needsCode(initialMatches),
	};
	let latest = 0;
	let popped: (() => void) | null = null;

	const router: Router = {
		get state() {
			return state;
		},
		routes,
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
		async navigate(to, options = {}) {
			if (typeof to === "number") {
				const done = new Promise<void>((resolve) => {
					popped = resolve;
				});
				history.go(to);
				return done;
			}
			const target: Location = {
				...resolveTo(to, state.location),
				state: options.state ?? null,
				key: newKey(),
			};
			const replace = options.replace ?? false;
			await go(target, replace ? "REPLACE" : "PUSH", options);
		},
	};

	const commit = (next: RouterState, sync: boolean) => {
		if (state.initialized) router.onLeave?.(state.location);
		state = next;
		for (const listener of listeners) listener(state, { flushSync: sync });
	};

	async function go(location: Location, action: Action, options: NavigateOptions = {}) {
		latest += 1;
		const id = latest;
		const matches = matchRoutes(routes, location.pathname) ?? [];
		if (needsCode(matches)) await Promise.all(matches.map(({ route }) => loadRoute(route)));
		if (id !== latest) return;
		if (action === "PUSH") history.push(location);
		if (action === "REPLACE") history.replace(location);
		commit(
			{
				location,
				matches,
				historyAction: action,
				preventScrollReset: options.preventScrollReset ?? false,
				initialized: true,
			},
			options.flushSync ?? false,
		);
	}

	history.listen((location) => {
		const resolve = popped;
		popped = null;
		void go(location, "POP").then(() => resolve?.());
	});

	if (!state.initialized) {
		void Promise.all(initialMatches.map(({ route }) => loadRoute(route))).then(() => {
			if (state.initialized) return;
			commit({ ...state, matches: matchRoutes(routes, state.location.pathname) ?? [], initialized: true }, false);
		});
	}
	return router;
}

/** The storefront's router over the browser's history. */
export function createBrowserRouter(routes: RouteObject[]): Router {
	return createRouter(routes, browserHistory());
}

/** A router over a list of URLs of its own (tests), at the last of them. */
export function createMemoryRouter(routes: RouteObject[], { initialEntries = ["/"] } = {}): Router {
	return createRouter(routes, memoryHistory(initialEntries));
}

/** A router standing on one URL (the server's render); the routes' code must be loaded (loadRouteCode). */
export function createStaticRouter(routes: RouteObject[], url: string): Router {
	return createRouter(routes, memoryHistory([url]));
}

/* ------------------------------------------------------------ rendering */

const RouterContext = createContext<Router | null>(null);
const LocationContext = createContext<RouterState | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({ outlet: null, params: {} });
const RouteErrorContext = createContext<unknown>(undefined);

class RouteErrorBoundary extends Component<
	{ location: Location; fallback: ReactNode; children: ReactNode },
	{ error: unknown; location: Location }
> {
	constructor(props: { location: Location; fallback: ReactNode; children: ReactNode }) {
		super(props);
		this.state = { error: undefined, location: props.location };
	}
	static getDerivedStateFromError(error: unknown) {
		return { error };
	}
	static getDerivedStateFromProps(
		props: { location: Location },
		state: { error: unknown; location: Location },
	): { error: unknown; location: Location } | null {
		// another page clears the error (a link away from a broken page works)
		if (props.location !== state.location) return { error: undefined, location: props.location };
		return null;
	}
	override render() {
		if (this.state.error === undefined) return this.props.children;
		return <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>;
	}
}

function Throw({ error }: { error: unknown }): never {
	throw error;
}

function renderMatches(matches: RouteMatch[], location: Location, index = 0): ReactNode {
	const match = matches[index];
	if (!match) return null;
	const { route, params } = match;
	const outlet = renderMatches(matches, location, index + 1);
	const error = failed.get(route);
	const element =
		error !== undefined ? (
			<Throw error={error} />
		) : route.element !== undefined ? (
			route.element
		) : route.Component ? (
			<route.Component />
		) : (
			outlet
		);
	const drawn = <RouteContext.Provider value={{ outlet, params }}>{element}</RouteContext.Provider>;
	return route.errorElement !== undefined ? (
		<RouteErrorBoundary location={location} fallback={route.errorElement}>
			{drawn}
		</RouteErrorBoundary>
	) : (
		drawn
	);
}

/** Draws the page of the router's location, and the next one whenever it moves. */
export function RouterProvider({ router }: { router: Router }) {
	const [state, setState] = useState(router.state);
	useLayoutEffect(() => {
		setState(router.state);
		return router.subscribe((next, options) => {
			if (options.flushSync) flushSync(() => setState(next));
			else startTransition(() => setState(next));
		});
	}, [router]);
	const page = state.initialized
		? renderMatches(state.matches, state.location)
		: (state.matches[0]?.route.hydrateFallbackElement ?? null);
	return (
		<RouterContext.Provider value={router}>
			<LocationContext.Provider value={state}>{page}</LocationContext.Provider>
		</RouterContext.Provider>
	);
}

/* ---------------------------------------------------------------- hooks */

function useRouterState(): RouterState {
	const state = useContext(LocationContext);
	if (!state) throw new Error("A router hook was used outside <RouterProvider> (lib/router.tsx)");
	return state;
}

function useRouter(): Router {
	const router = useContext(RouterContext);
	if (!router) throw new Error("A router hook was used outside <RouterProvider> (lib/router.tsx)");
	return router;
}

/**
 * Loads the code of the page at `pathname` ahead of going there: a navigation to a page whose code is here commits
 * in the same turn, so a change made just before it (a forgotten session) is never drawn on the page being left.
 */
export function usePreloadRoute(): (pathname: string) => Promise<void> {
	const router = useRouter();
	return useMemo(() => (pathname: string) => loadRouteCode(router.routes, pathname), [router]);
}

export function useLocation(): Location {
	return useRouterState().location;
}

export function useParams<T extends Params = Params>(): T {
	return useContext(RouteContext).params as T;
}

export function Outlet() {
	return useContext(RouteContext).outlet;
}

/** Answers when the new page is on screen (its route's code loaded): a caller that must leave first awaits it. */
export type NavigateFunction = (to: To | number, options?: NavigateOptions) => Promise<void>;

export function useNavigate(): NavigateFunction {
	const router = useRouter();
	return useMemo(() => (to: To | number, options?: NavigateOptions) => router.navigate(to, options), [router]);
}

export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
	const navigate = useNavigate();
	useEffect(() => {
		navigate(to, { replace, state });
	}, [navigate, to, replace, state]);
	return null;
}

type SearchInit = URLSearchParams | string | Record<string, string | string[]> | [string, string][];

export function createSearchParams(init: SearchInit = ""): URLSearchParams {
	if (typeof init === "string" || init instanceof URLSearchParams || Array.isArray(init)) {
		return new URLSearchParams(init);
	}
	const params = new URLSearchParams();
	for (const [name, value] of Object.entries(init)) {
		for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
	}
	return params;
}

export function useSearchParams(): [
	URLSearchParams,
	(next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
	const { search } = useLocation();
	const router = useRouter();
	const params = useMemo(() => new URLSearchParams(search), [search]);
	const set = useMemo(
		() => (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
			const current = new URLSearchParams(router.state.location.search);
			const query = createSearchParams(typeof next === "function" ? next(current) : next).toString();
			void router.navigate({ pathname: router.state.location.pathname, search: query ? `?${query}` : "" }, options);
		},
		[router],
	);
	return [params, set];
}

/** The error the nearest route's `errorElement` is drawn for. */
export function useRouteError(): unknown {
	return useContext(RouteErrorContext);
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
	to: To;
	ref?: Ref<HTMLAnchorElement>;
	replace?: boolean;
	state?: unknown;
	preventScrollReset?: boolean;
	/** a full page load instead of the app's navigation */
	reloadDocument?: boolean;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** An <a href> that the app follows itself (a plain click), and the browser otherwise (new tab, no JavaScript). */
export function Link({ to, replace, state, preventScrollReset, reloadDocument, onClick, target, ...rest }: LinkProps) {
	const router = useRouter();
	const location = useLocation();
	const external = typeof to === "string" && EXTERNAL.test(to);
	const href = external ? (to as string) : createPath(resolveTo(to, location));
	const follow = (event: MouseEvent<HTMLAnchorElement>) => {
		onClick?.(event);
		if (
			external ||
			reloadDocument ||
			event.defaultPrevented ||
			event.button !== 0 ||
			(target && target !== "_self") ||
			event.metaKey ||
			event.altKey ||
			event.ctrlKey ||
			event.shiftKey
		) {
			return;
		}
		event.preventDefault();
		// a link to the page already shown replaces it, as React Router does
		const same = href === createPath(router.state.location);
		void router.navigate(to, { replace: replace ?? same, state, preventScrollReset });
	};
	return <a {...rest} href={external ? href : pageHref(href)} target={target} onClick={follow} />;
}

/* ---------------------------------------------------- scroll restoration */

const SCROLL_KEY = "pitara-scroll-positions";

/**
 * Where each history entry was scrolled to: a link opens the next page at the
 * top (or at its #hash), Back and Forward return to the place the entry had,
 * a reload too (kept in sessionStorage). Positions go by history entry, not by
 * path, so a page visited before and reached again by a link opens at the top.
 */
export function ScrollRestoration() {
	const router = useRouter();
	const { location, historyAction, preventScrollReset, initialized } = useRouterState();
	const positions = useMemo<Record<string, number>>(() => {
		try {
			return JSON.parse(window.sessionStorage.getItem(SCROLL_KEY) ?? "{}") as Record<string, number>;
		} catch {
			return {};
		}
	}, []);

	useEffect(() => {
		const previous = window.history.scrollRestoration;
		window.history.scrollRestoration = "manual";
		const save = () => {
			positions[router.state.location.key] = window.scrollY;
			try {
				window.sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions));
			} catch {
				// private mode: positions live as long as the page
			}
		};
		router.onLeave = (left) => {
			positions[left.key] = window.scrollY;
		};
		window.addEventListener("pagehide", save);
		return () => {
			window.history.scrollRestoration = previous;
			window.removeEventListener("pagehide", save);
			router.onLeave = undefined;
		};
	}, [router, positions]);

	const first = useRef(true);
	useLayoutEffect(() => {
		if (!initialized) return;
		const saved = positions[location.key];
		if (first.current) {
			// the page the app starts on: where a reload left it, else where the browser put it (#hash)
			first.current = false;
			if (saved !== undefined) window.scrollTo(0, saved);
			return;
		}
		if (historyAction === "POP" && saved !== undefined) {
			window.scrollTo(0, saved);
			return;
		}
		if (location.hash) {
			const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
			if (target) {
				target.scrollIntoView();
				return;
			}
		}
		if (!preventScrollReset) window.scrollTo(0, 0);
	}, [location, historyAction, preventScrollReset, initialized, positions]);
	return null;
}
