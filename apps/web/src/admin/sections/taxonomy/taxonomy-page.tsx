import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { SelectField } from "../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { Card, PageHeader } from "../../ui/page.tsx";
import { useTaxonomy } from "./api/get-taxonomy.ts";
import { TaxonomyList, translatedShare } from "./components/taxonomy-list.tsx";

/**
 * Categories, subcategories, super-subcategories (the home page's tiles) and brands: add, rename,
 * show or hide, and put categories and subcategories in the storefront's order. A hidden one keeps
 * its products; the storefront stops showing it on the next request.
 */
export default function TaxonomyPage() {
	const taxonomy = useTaxonomy();
	const [categoryId, setCategoryId] = useState("");
	const [subcategoryId, setSubcategoryId] = useState("");
	if (taxonomy.isError) return <Alert>{errorMessage(taxonomy.error, "Could not load the categories")}</Alert>;
	if (!taxonomy.data) {
		return <div role="status" aria-label="Loading the categories" className="h-64 animate-pulse rounded-xl bg-white" />;
	}
	const { categories, subcategories, super_subcategories, brands } = taxonomy.data;
	const category = categories.find((row) => String(row.id) === categoryId) ?? categories[0];
	const ofCategory = subcategories.filter((row) => row.parent_id === category?.id);
	const subcategory = ofCategory.find((row) => String(row.id) === subcategoryId) ?? ofCategory[0];
	const tiles = super_subcategories.filter((row) => row.parent_id === subcategory?.id);
	return (
		<>
			<PageHeader title="Categories & brands" />
			<div className="grid gap-4 lg:grid-cols-2">
				<Card title={`Categories · Hindi translated ${translatedShare(categories)}%`}>
					<TaxonomyList kind="category" items={categories} />
				</Card>
				<Card title={`Subcategories · Hindi translated ${translatedShare(subcategories)}%`}>
					<SelectField
						label="Of the category"
						value={category ? String(category.id) : ""}
						options={categories.map((row) => ({ value: String(row.id), label: row.name }))}
						onChange={(event) => {
							setCategoryId(event.target.value);
							setSubcategoryId("");
						}}
					/>
					{category ? <TaxonomyList kind="subcategory" items={ofCategory} parentId={category.id} /> : null}
				</Card>
				<Card title="Super-subcategories">
					<p className="mb-2 text-sm text-slate-600">
						The home page's tiles, each leading to its subcategory's listing.
					</p>
					<SelectField
						label="Of the subcategory"
						value={subcategory ? String(subcategory.id) : ""}
						placeholder={category ? `${category.name} has no subcategory yet` : "No category yet"}
						options={ofCategory.map((row) => ({ value: String(row.id), label: `${category?.name} › ${row.name}` }))}
						onChange={(event) => setSubcategoryId(event.target.value)}
					/>
					{subcategory ? <TaxonomyList kind="super_subcategory" items={tiles} parentId={subcategory.id} /> : null}
				</Card>
				<Card title="Brands">
					<TaxonomyList kind="brand" items={brands} />
				</Card>
			</div>
		</>
	);
}
