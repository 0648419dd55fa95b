import { type ComponentType, createElement, lazy } from "react";

/**
 * A part of a page below the fold whose code is not in the page's first load
 * (scripts/check-budgets.mjs, decision 021): the server renders it like any
 * other (entry-server.tsx loads every deferred part before it renders), and
 * the browser hydrates the rest of the page without waiting for it. React
 * keeps the server's HTML of a <Suspense> boundary whose code has not arrived
 * (selective hydration) and hydrates it once it has: nothing is drawn twice,
 * nothing moves. Opened in the app, it appears when its code is there.
 *
 * Put each one inside a <Suspense> of its own.
 */
const loaders: (() => Promise<unknown>)[] = [];

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
	let loaded: ComponentType<P> | null = null;
	let loading: Promise<ComponentType<P>> | null = null;
	const preload = () => {
		loading ??= load().then((component) => {
			loaded = component;
			return component;
		});
		return loading;
	};
	const Lazy = lazy(async () => ({ default: await preload() }));
	loaders.push(preload);
	function Deferred(props: P) {
		return loaded ? createElement(loaded, props) : createElement(Lazy, props);
	}
	return Deferred;
}

/**
 * Loads the code of every deferred part registered so far (the server, before it renders a page, after loading
 * the page's own code, whose parts register as it loads), and of the parts those bring in turn.
 */
export async function loadDeferredParts(): Promise<void> {
	let loaded = 0;
	while (loaded < loaders.length) {
		const pending = loaders.slice(loaded);
		loaded = loaders.length;
		await Promise.all(pending.map((load) => load()));
	}
}
