import type { AdminCatalogueChoices } from "@pitara/shared";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { draftOf, inputOf, type ProductDraft, ProductForm, translatedPercent } from "./components/product-form.tsx";

const choices: AdminCatalogueChoices = {
	categories: [{ id: 1, name: "Girls", active: true }],
	subcategories: [{ id: 2, category_id: 1, name: "Frocks", active: true }],
	brands: [{ id: 3, name: "Pitara Basics", active: true }],
	age_groups: ["4-5 years"],
};

/** The form as a page holds it: its draft in state, each change told to `changed`. */
function Form({ from, changed }: { from: ProductDraft; changed: (draft: ProductDraft) => void }) {
	const [draft, setDraft] = useState(from);
	return (
		<ProductForm
			draft={draft}
			choices={choices}
			errorOf={() => undefined}
			onChange={(next) => {
				setDraft(next);
				changed(next);
			}}
		/>
	);
}

describe("the product form's Hindi (issue 31, decision 061)", () => {
	it("counts the Hindi texts written, of three; an empty description's markup is not a text", () => {
		const empty = { name_hi: "", short_description_hi: "", description_hi: "<p><br></p>" };
		expect(translatedPercent(empty)).toBe(0);
		expect(translatedPercent({ ...empty, name_hi: "सूरजमुखी फ़्रॉक" })).toBe(33);
		expect(translatedPercent({ name_hi: "क", short_description_hi: "ख", description_hi: "<p>ग</p>" })).toBe(100);
	});

	it("edits the Hindi name beside the English, shows the product's translated figure, and sends the Hindi fields", async () => {
		const changed = vi.fn();
		render(<Form from={{ ...draftOf(undefined), name: "Sunflower Frock" }} changed={changed} />);
		expect(screen.getByText("Hindi · translated 0%")).toBeInTheDocument();
		await userEvent.type(screen.getByLabelText(/^Hindi name/), "सूरजमुखी फ़्रॉक");
		expect(screen.getByText("Hindi · translated 33%")).toBeInTheDocument();
		const last = changed.mock.calls.at(-1)?.[0] as ProductDraft;
		expect(inputOf(last)).toMatchObject({
			name: "Sunflower Frock",
			name_hi: "सूरजमुखी फ़्रॉक",
			short_description_hi: "",
			description_hi: "",
		});
	});
});
