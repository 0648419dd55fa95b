/**
 * What a second language's object for a domain must be (decision 038): the same ids as the English one, each a text
 * or a function of the same values that returns a text. `export const cartMessagesHi: Messages<typeof cartMessages>`
 * fails typecheck on a missing id, an id English does not have, or a function taking other values; the object for
 * the request's locale is chosen where the domain objects are imported. A few ids are a table of texts (an object or
 * a list of objects, e.g. the returns' reasons): their twin has the same keys, each translated the same way.
 */
export type Messages<English> = {
	readonly [Id in keyof English]: Translation<English[Id]>;
};

/** One id's twin: a text for a text, a function of the same values for a function, the same shape for a table. */
export type Translation<English> = English extends string
	? string
	: English extends (...values: infer Values) => string
		? (...values: Values) => string
		: English extends readonly (infer Item)[]
			? readonly Translation<Item>[]
			: English extends object
				? { readonly [Key in keyof English]: Translation<English[Key]> }
				: English;
