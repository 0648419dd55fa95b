/**
 * The product form's sizes × colours matrix (issue 27 item 2): the owner lists sizes and colours once and the
 * form makes one variant for each pair, its SKU written from a pattern such as `{product}-{size}-{colour}`.
 * The server still decides: a SKU another product holds is refused by field ("SKU … is already used by another
 * variant"), as are two of the form's own that are the same.
 */

export const DEFAULT_SKU_PATTERN = "{product}-{size}-{colour}";

/** The names in a typed list: "2-3 Y, 4-5 Y; 6-7 Y" → three, blanks and repeats (any case) dropped. */
export function listOf(text: string): string[] {
	const seen = new Set<string>();
	const names: string[] = [];
	for (const part of text.split(/[,;\n]/)) {
		const name = part.trim().replace(/\s+/g, " ");
		if (name === "" || seen.has(name.toLowerCase())) continue;
		seen.add(name.toLowerCase());
		names.push(name);
	}
	return names;
}

/** A name as a piece of a SKU: capitals and digits, words joined by `joiner` ("2-3 Y" → "2-3Y", "Sky Blue" → "SKYBLUE"). */
export function skuPart(name: string, joiner = ""): string {
	return name
		.toUpperCase()
		.split(/\s+/)
		.map((word) => word.replace(/[^A-Z0-9._\-/]/g, ""))
		.filter(Boolean)
		.join(joiner);
}

/** The SKU the pattern makes for one variant (at most 64 characters, as the server allows). */
export function skuFromPattern(pattern: string, values: { product: string; size: string; colour: string }): string {
	const sku = pattern
		.replace(/\{product\}/gi, skuPart(values.product, "-").slice(0, 24).replace(/-+$/, ""))
		.replace(/\{size\}/gi, skuPart(values.size))
		.replace(/\{colou?r\}/gi, skuPart(values.colour))
		.replace(/\s+/g, "")
		.replace(/^[^A-Za-z0-9]+/, "");
	return sku.slice(0, 64);
}

export interface MatrixRow {
	size: string;
	colour: string;
	sku: string;
	/** a variant of that size and colour is in the form already (it is kept as it is) */
	exists: boolean;
}

export interface MatrixPlan {
	rows: MatrixRow[];
	/** what stops the matrix being made, in the owner's words; null when it can be */
	problem: string | null;
}

/**
 * The variants the matrix makes: every size with every colour, in the order typed (sizes first), each with its
 * SKU; the pairs the form has already are marked and left alone. A pattern that makes one SKU twice is refused
 * before anything is sent.
 */
export function planMatrix(input: {
	product: string;
	sizes: string;
	colours: string;
	pattern: string;
	existing: { size: string; color: string; sku: string }[];
}): MatrixPlan {
	const sizes = listOf(input.sizes);
	const colours = listOf(input.colours);
	const rows: MatrixRow[] = [];
	const have = new Set(input.existing.map((v) => `${v.size.trim().toLowerCase()}|${v.color.trim().toLowerCase()}`));
	for (const size of sizes) {
		for (const colour of colours) {
			rows.push({
				size,
				colour,
				sku: skuFromPattern(input.pattern, { product: input.product, size, colour }),
				exists: have.has(`${size.toLowerCase()}|${colour.toLowerCase()}`),
			});
		}
	}
	if (sizes.length === 0 || colours.length === 0) return { rows, problem: "List at least one size and one colour" };
	if (input.pattern.trim() === "") return { rows, problem: "Write a SKU pattern, such as {product}-{size}-{colour}" };
	if (/\{product\}/i.test(input.pattern) && skuPart(input.product) === "")
		return { rows, problem: "Name the product first: the pattern uses {product}" };
	const fresh = rows.filter((row) => !row.exists);
	if (fresh.length === 0) return { rows, problem: "Every size and colour listed is in the form already" };
	const bad = fresh.find((row) => !/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/.test(row.sku));
	if (bad) return { rows, problem: `The pattern makes "${bad.sku}": a SKU may hold letters, digits, . _ - / only` };
	const inForm = new Set(input.existing.map((v) => v.sku.trim().toLowerCase()));
	const made = new Set<string>();
	for (const row of fresh) {
		const key = row.sku.toLowerCase();
		if (inForm.has(key))
			return { rows, problem: `SKU ${row.sku} is a variant's in this form already: change the pattern` };
		if (made.has(key))
			return { rows, problem: `The pattern makes ${row.sku} more than once: put {size} and {colour} in it` };
		made.add(key);
	}
	return { rows, problem: null };
}
