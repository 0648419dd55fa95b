import { describe, expect, it } from "vitest";
import * as cartMessages from "./cart.ts";
import * as shellMessages from "./shell.ts";
import type { Messages } from "./types.ts";

/** The seam for a second language is a type: typecheck (`npm run typecheck`) fails on each line marked below. */
describe("Messages<typeof xMessages>: another language's object for a domain", () => {
	it("takes an object with every id, texts as texts and functions of the same values", () => {
		const other: Messages<typeof shellMessages> = {
			...shellMessages,
			tryAgain: "फिर से कोशिश करें",
			allOf: (category: string) => `सभी ${category}`,
		};
		expect(other.allOf("Girls")).toBe("सभी Girls");
		expect(Object.keys(other)).toEqual(Object.keys(shellMessages));
	});

	it("refuses a missing id, an extra id and a function of other values", () => {
		const { tryAgain: _dropped, ...withoutOne } = shellMessages;
		// @ts-expect-error an id English has is missing
		const missing: Messages<typeof shellMessages> = withoutOne;
		// @ts-expect-error an id English does not have
		const extra: Messages<typeof cartMessages> = { ...cartMessages, notAnId: "x" };
		// @ts-expect-error onlyLeft takes a count, not a text
		const otherValues: Messages<typeof cartMessages> = { ...cartMessages, onlyLeft: (name: string) => name };
		expect([missing, extra, otherValues]).toHaveLength(3);
	});
});
