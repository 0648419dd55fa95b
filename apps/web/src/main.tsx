import type { DehydratedState } from "@tanstack/react-query";
import { type ReactNode, StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppProviders } from "./app/providers.tsx";
import { hydrateFromServer, QUERY_STATE_ID } from "./app/query-state.ts";
import { createRouter, routes } from "./app/router.tsx";
import { setUnauthorizedHandler } from "./lib/api-client.ts";
import { withoutBase } from "./lib/language.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { loadRouteCode, RouterProvider } from "./lib/router.tsx";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

/**
 * A page the server rendered (docs/decisions/017-server-rendering.md) carries
 * its query cache in a JSON script: the same tree is hydrated over the HTML,
 * once the code of the page's route is here. Any other page (the shopper's
 * own: cart, checkout, account; or the Vite dev server's index.html) is drawn
 * here from nothing.
 */
/** Runs `done` once the tree it wraps has hydrated (effects run after the hydration commit). */
function AfterHydration({ children, done }: { children: ReactNode; done: () => void }) {
	useEffect(done, [done]);
	return children;
}

async function start(container: HTMLElement) {
	const queryClient = createQueryClient();
	const stateScript = document.getElementById(QUERY_STATE_ID);
	const serverRendered = stateScript?.textContent != null && stateScript.textContent !== "";
	if (serverRendered) {
		hydrateFromServer(queryClient, JSON.parse(stateScript.textContent ?? "{}") as DehydratedState);
		// the matched routes' code before the first render, so it draws what the server drew
		await loadRouteCode(routes, withoutBase(window.location.pathname));
	}
	const router = createRouter();
	setUnauthorizedHandler(() => {
		const { pathname, search } = router.state.location;
		if (pathname === "/login") return;
		router.navigate(`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`, { replace: true });
	});
	// taps on `data-replay` controls the boot script noted before this code ran (apps/api/src/lib/html-page.ts);
	// from here on React itself replays a tap on a part it has not hydrated yet
	// (the boot script keeps them and clicks each again, in order, once React has hydrated it — a part below the
	// fold hydrates when its own code is here, lib/deferred.tsx; one that never hydrates within 10 s is skipped)
	const replayEarlyTaps = (window as { __pitaraEarlyTaps?: () => (waited: number) => void }).__pitaraEarlyTaps?.();
	const hydrated = () => {
		// for the browser journeys (e2e/server-rendering.spec.ts): the page is live
		document.documentElement.dataset.hydrated = serverRendered ? "hydrated" : "rendered";
		replayEarlyTaps?.(0);
	};
	const app = (
		<StrictMode>
			<AfterHydration done={hydrated}>
				<AppProviders client={queryClient}>
					<RouterProvider router={router} />
				</AppProviders>
			</AfterHydration>
		</StrictMode>
	);
	// in a transition, React hydrates (or draws) in slices of a few milliseconds and lets the browser paint and
	// answer taps between them, instead of one long task (Lighthouse's Total Blocking Time); a tap on a part not
	// hydrated yet makes React hydrate that part first (as Remix and Next.js do)
	startTransition(() => {
		if (serverRendered) hydrateRoot(container, app);
		else createRoot(container).render(app);
	});
}

void start(root);
