import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { recordUnmatched, takeUnmatched } from "./unmatched.ts";

// findBy… waits up to 5 s (1 s by default) for what a page shows after its requests: under load, 1 s was too short
configure({ asyncUtilTimeout: 5_000 });

// No request leaves a component test unanswered: a fetch no test mocked is recorded and fails the test below.
beforeEach(() => {
	takeUnmatched();
	vi.stubGlobal(
		"fetch",
		vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
			throw new TypeError(`No mock answers ${recordUnmatched(input, init)}`);
		}),
	);
});

afterEach(() => {
	cleanup();
	globalThis.localStorage?.clear(); // absent in a test run under the node environment
	vi.restoreAllMocks();
	vi.unstubAllGlobals();
	const unmatched = takeUnmatched();
	if (unmatched.length > 0) {
		throw new Error(
			`Requests no mock answered (mock them, or the test asks for what it did not mean to):\n${unmatched.join("\n")}`,
		);
	}
});
