/**
 * What a second language's object for a domain must be (decision 038): the same ids as the English one, each a text
 * or a function of the same values that returns a text. `export const cartMessagesHi: Messages<typeof cartMessages>`
 * fails typecheck on a missing id, an id English does not have, or a function taking other values; the object for
 * the request's locale is chosen where the domain objects are imported.
 */
export type Messages<English> = {
	readonly [Id in keyof English]: English[Id] extends string
		? string
		: English[Id] extends (...values: infer Values) => string
			? (...values: Values) => string
			: never;
};
