/**
 * Requests no mock answered. A component test that asks the API for something it did not mock fails (test/setup.ts
 * checks after each test), naming the method and the path, instead of quietly getting a 404 or a network error that
 * the component may well show as a plausible state.
 */
const unmatched: string[] = [];

function methodOf(input: string | URL | Request, init?: RequestInit): string {
	if (init?.method) return init.method.toUpperCase();
	return typeof input === "object" && "method" in input ? input.method.toUpperCase() : "GET";
}

function urlOf(input: string | URL | Request): string {
	const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
	return url.replace(/^https?:\/\/[^/]+/, "");
}

export function recordUnmatched(input: string | URL | Request, init?: RequestInit): string {
	const request = `${methodOf(input, init)} ${urlOf(input)}`;
	unmatched.push(request);
	return request;
}

/** The unmatched requests since the last call, and forgets them. */
export function takeUnmatched(): string[] {
	return unmatched.splice(0, unmatched.length);
}
