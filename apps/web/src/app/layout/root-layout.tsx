import { shellMessages } from "@pitara/shared";
import { Suspense } from "react";
import { Spinner } from "../../components/ui/spinner.tsx";
import { deferred } from "../../lib/deferred.tsx";
import { Outlet, ScrollRestoration } from "../../lib/router.tsx";
import { Header } from "./header.tsx";

/** Below every page: rendered by the server, hydrated once its code is here (lib/deferred.tsx). */
const Footer = deferred(() => import("./footer.tsx").then((module) => module.Footer));

/**
 * The first page's code can still be on its way when the app starts; until it
 * is there the router shows this: the real header over an empty page, where
 * index.html's static copy of the header was, so the screen never goes blank
 * in between and nothing moves.
 */
export function FirstLoadLayout() {
	return (
		<div className="flex min-h-dvh flex-col">
			<Header />
			<main id="main" className="flex-1" />
		</div>
	);
}

export function RootLayout() {
	return (
		<div className="flex min-h-dvh flex-col">
			<a
				href="#main"
				className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
			>
				{shellMessages.skipToContent}
			</a>
			<Header />
			<main id="main" className="flex-1">
				<Suspense
					fallback={
						<div className="flex justify-center py-24">
							<Spinner label={shellMessages.loadingPage} />
						</div>
					}
				>
					<Outlet />
				</Suspense>
			</main>
			<Suspense fallback={null}>
				<Footer />
			</Suspense>
			{/* keyed by history entry (the default): a link opens at the top, Back/Forward returns to the place;
			    a getKey by pathname would bring a page visited before back at its old place (root-layout.test.tsx) */}
			<ScrollRestoration />
		</div>
	);
}
