import type { AdminProductDetail } from "@pitara/shared";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { PageHeader, Pill } from "../../ui/page.tsx";
import { useCatalogueChoices } from "./api/get-catalogue-choices.ts";
import { useProduct } from "./api/get-product.ts";
import { useSaveProduct } from "./api/save-product.ts";
import { useSetProductVisible } from "./api/set-product-visible.ts";
import { draftOf, inputOf, type ProductDraft, ProductForm } from "./components/product-form.tsx";
import { ProductPictures } from "./components/product-pictures.tsx";

/** A new product (/products/new) or an existing one (/products/{id}): its fields, variants and HTML. */
export default function ProductPage() {
	const params = useParams();
	const id = params.id ? Number(params.id) : undefined;
	const product = useProduct(id);
	const choices = useCatalogueChoices();
	if (product.isError || choices.isError) {
		return <Alert>{errorMessage(product.error ?? choices.error, "Could not load the product")}</Alert>;
	}
	if (!choices.data || (id !== undefined && !product.data)) {
		return <div role="status" aria-label="Loading the product" className="h-64 animate-pulse rounded-xl bg-white" />;
	}
	return <Editor key={id ?? "new"} product={product.data} choices={choices.data} />;
}

function Editor({
	product,
	choices,
}: {
	product: AdminProductDetail | undefined;
	choices: NonNullable<ReturnType<typeof useCatalogueChoices>["data"]>;
}) {
	const toast = useToast();
	const navigate = useNavigate();
	const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product));
	const [error, setError] = useState<unknown>(null);
	const save = useSaveProduct(product?.id);
	// A saved product comes back from the server (sanitised HTML, new variants' ids): the form shows it.
	// Only a change of the product itself resets the form: pictures are saved on their own, and adding one
	// (which refetches the product) must not throw away fields being edited.
	const [shownVersion, setShownVersion] = useState(product?.updated_at);
	if (product && product.updated_at !== shownVersion) {
		setShownVersion(product.updated_at);
		setDraft(draftOf(product));
	}

	const fieldErrors = error instanceof ApiError ? error.errors : [];
	const errorOf = (field: string) => fieldErrors.find((e) => e.field === field)?.message;
	const submit = async (event: React.FormEvent) => {
		event.preventDefault();
		setError(null);
		try {
			const answer = await save.mutateAsync(inputOf(draft));
			toast.success(answer.message);
			if (!product) navigate(`/products/${answer.response.id}`, { replace: true });
		} catch (caught) {
			setError(caught);
		}
	};
	return (
		<form onSubmit={submit} noValidate>
			<PageHeader
				title={product ? product.name : "New product"}
				back={{ to: "/products", label: "Products" }}
				actions={
					<>
						{product ? <VisibilityButton product={product} /> : null}
						<Button type="submit" loading={save.isPending}>
							{product ? "Save" : "Create product"}
						</Button>
					</>
				}
			>
				{product ? (
					<p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
						{product.active ? <Pill tone="green">On the storefront</Pill> : <Pill tone="grey">Hidden</Pill>}
						{product.ordered ? <Pill tone="blue">Ordered: hide it, never delete</Pill> : null}
						{product.active ? (
							<a href={product.storefront_path} target="_blank" rel="noreferrer" className="text-brand-700 underline">
								See it on the storefront
							</a>
						) : null}
					</p>
				) : null}
			</PageHeader>
			{error ? (
				<div className="mb-4">
					<Alert>{errorMessage(error, "Could not save the product")}</Alert>
				</div>
			) : null}
			<ProductForm
				draft={draft}
				onChange={setDraft}
				choices={choices}
				errorOf={errorOf}
				pictures={({ id: variantId, label }) => {
					const saved = product?.variants.find((variant) => variant.id === variantId);
					return saved ? (
						<ProductPictures variantId={saved.id} variantLabel={label} images={saved.images} />
					) : (
						<p className="mt-4 border-t border-slate-100 pt-4 text-sm text-slate-600">
							{product ? "Save the product" : "Create the product"} to add this variant's pictures.
						</p>
					);
				}}
			/>
			<div className="mt-4 flex justify-end">
				<Button type="submit" loading={save.isPending}>
					{product ? "Save" : "Create product"}
				</Button>
			</div>
		</form>
	);
}

function VisibilityButton({ product }: { product: AdminProductDetail }) {
	const toast = useToast();
	const visible = useSetProductVisible(product.id);
	return (
		<Button
			variant="secondary"
			loading={visible.isPending}
			onClick={async () => {
				try {
					toast.success((await visible.mutateAsync(!product.active)).message);
				} catch (caught) {
					toast.error(errorMessage(caught, "Could not change the product"));
				}
			}}
		>
			{product.active ? "Hide from storefront" : "Show on storefront"}
		</Button>
	);
}
