import { type AdminProductDetail, colourHolder } from "@pitara/shared";
import { useEffect, useRef, useState } from "react";
import { Link, useBlocker, useNavigate, useParams, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { PageHeader, Pill } from "../../ui/page.tsx";
import { useCatalogueChoices } from "./api/get-catalogue-choices.ts";
import { useProduct } from "./api/get-product.ts";
import { useSaveProduct } from "./api/save-product.ts";
import { useSetProductVisible } from "./api/set-product-visible.ts";
import {
	draftOf,
	draftValue,
	duplicateDraft,
	inputOf,
	type ProductDraft,
	ProductForm,
} from "./components/product-form.tsx";
import { ProductPictures } from "./components/product-pictures.tsx";

/** A new product (/products/new) or an existing one (/products/{id}): its fields, variants and HTML. */
export default function ProductPage() {
	const params = useParams();
	const [search] = useSearchParams();
	const id = params.id ? Number(params.id) : undefined;
	// /products/new?copy=12: a new product filled from product 12 ("Duplicate")
	const copyOf = id === undefined && search.get("copy") ? Number(search.get("copy")) : undefined;
	const product = useProduct(id ?? copyOf);
	const choices = useCatalogueChoices();
	if (product.isError || choices.isError) {
		return <Alert>{errorMessage(product.error ?? choices.error, "Could not load the product")}</Alert>;
	}
	if (!choices.data || ((id ?? copyOf) !== undefined && !product.data)) {
		return <div role="status" aria-label="Loading the product" className="h-64 animate-pulse rounded-xl bg-white" />;
	}
	if (copyOf !== undefined && product.data) {
		return <Editor key={`copy-${copyOf}`} product={undefined} from={product.data} choices={choices.data} />;
	}
	return <Editor key={id ?? "new"} product={product.data} choices={choices.data} />;
}

/** Same fields as the API takes them, to tell an edited form from the saved product. */
const sameInput = (a: ProductDraft, b: ProductDraft) => JSON.stringify(inputOf(a)) === JSON.stringify(inputOf(b));

function Editor({
	product,
	from,
	choices,
}: {
	product: AdminProductDetail | undefined;
	/** "Duplicate": the product a new one starts from */
	from?: AdminProductDetail;
	choices: NonNullable<ReturnType<typeof useCatalogueChoices>["data"]>;
}) {
	const toast = useToast();
	const navigate = useNavigate();
	const [draft, setDraft] = useState<ProductDraft>(() => (from ? duplicateDraft(from) : draftOf(product)));
	const [saved, setSaved] = useState<ProductDraft>(() => draftOf(product));
	const [error, setError] = useState<unknown>(null);
	/** the form as it was when the server refused it: a field's message shows until that field is changed */
	const [refused, setRefused] = useState<ProductDraft | null>(null);
	const dirty = !sameInput(draft, saved) || from !== undefined;
	const leaving = useRef(false);
	// unsaved edits are not dropped without a word: leaving the page (a link, back) asks first; closing the tab too
	const blocker = useBlocker(
		({ currentLocation, nextLocation }) =>
			dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
	);
	// /products/12#variant-34 (an SKU search, the inventory): the variant's card is brought into view
	useEffect(() => {
		const hash = window.location.hash;
		if (hash.startsWith("#variant-")) document.getElementById(hash.slice(1))?.scrollIntoView({ block: "start" });
	}, []);
	useEffect(() => {
		if (!dirty) return;
		const warn = (event: BeforeUnloadEvent) => event.preventDefault();
		window.addEventListener("beforeunload", warn);
		return () => window.removeEventListener("beforeunload", warn);
	}, [dirty]);
	const save = useSaveProduct(product?.id);
	// A saved product comes back from the server (sanitised HTML, new variants' ids): the form shows it.
	// Only a change of the product itself resets the form: pictures are saved on their own, and adding one
	// (which refetches the product) must not throw away fields being edited.
	const [shownVersion, setShownVersion] = useState(product?.updated_at);
	if (product && product.updated_at !== shownVersion) {
		setShownVersion(product.updated_at);
		setDraft(draftOf(product));
		setSaved(draftOf(product));
	}

	const fieldErrors = error instanceof ApiError ? error.errors : [];
	// a field's message goes as soon as the field is changed (the server checks it again on the next save)
	const errorOf = (field: string) =>
		refused && draftValue(draft, field) !== draftValue(refused, field)
			? undefined
			: fieldErrors.find((e) => e.field === field)?.message;
	const submit = async (event: React.FormEvent) => {
		event.preventDefault();
		setError(null);
		setRefused(null);
		try {
			const answer = await save.mutateAsync(inputOf(draft));
			toast.success(answer.message);
			setSaved(draftOf(answer.response));
			if (!product) {
				leaving.current = true;
				navigate(`/products/${answer.response.id}`, { replace: true });
			}
		} catch (caught) {
			setError(caught);
			setRefused(draft);
		}
	};
	return (
		<form onSubmit={submit} noValidate>
			{blocker.state === "blocked" ? (
				<div role="alertdialog" aria-label="Unsaved changes" className="mb-4">
					<Alert
						action={
							<span className="flex gap-2">
								<Button size="sm" variant="secondary" onClick={() => blocker.reset()}>
									Stay and keep editing
								</Button>
								<Button size="sm" variant="danger" onClick={() => blocker.proceed()}>
									Leave without saving
								</Button>
							</span>
						}
					>
						This product has changes that are not saved.
					</Alert>
				</div>
			) : null}
			<PageHeader
				title={product ? product.name : from ? `New product (a copy of ${from.name})` : "New product"}
				back={{ to: "/products", label: "Products" }}
				actions={
					<>
						{product ? (
							<Link to={`/products/new?copy=${product.id}`} className={buttonClasses({ variant: "secondary" })}>
								Duplicate
							</Link>
						) : null}
						{product ? <VisibilityButton product={product} /> : null}
						<Button type="submit" loading={save.isPending}>
							{product ? "Save" : "Create product"}
						</Button>
					</>
				}
			>
				{dirty && !from ? <p className="mt-1 text-sm font-medium text-amber-700">Unsaved changes</p> : null}
				{product ? (
					<p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
						{!product.active ? (
							<Pill tone="grey">Draft: hidden</Pill>
						) : product.publish_at && Date.parse(product.publish_at) > Date.now() ? (
							<Pill tone="yellow">Scheduled: {formatDateTime(product.publish_at)}</Pill>
						) : (
							<Pill tone="green">On the storefront</Pill>
						)}
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
				update={setDraft}
				choices={choices}
				errorOf={errorOf}
				pictureProblems={
					refused && JSON.stringify(draft.pictures) !== JSON.stringify(refused.pictures)
						? []
						: fieldErrors.filter((e) => e.field.startsWith("colour_pictures")).map((e) => e.message)
				}
				pictures={({ id: variantId, label }) => {
					const saved = product?.variants.find((variant) => variant.id === variantId);
					// the colour's holder shows the colour's pictures (decision 066); another size may have its own
					if (saved && colourHolder(product?.variants ?? [], saved.color)?.id !== saved.id) {
						return (
							<ProductPictures
								variantId={saved.id}
								variantLabel={label}
								images={saved.images}
								title="Pictures of this size only"
							/>
						);
					}
					return (
						<p className="mt-4 border-t border-slate-100 pt-4 text-sm text-slate-600">
							{saved
								? "This size shows its colour's pictures (Pictures, above)."
								: `This size shows its colour's pictures (Pictures, above); ${product ? "save the product" : "create the product"} to give it pictures of its own.`}
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
