import {
	addDaysInIndia,
	chooseVariant,
	DELIVERY_ESTIMATE_DAYS,
	discountPercent,
	listingHref,
	messages,
	type Product,
	SHOP_TIME_ZONE,
	type Variant,
	variantImages,
	WARRANTY_TEXT,
} from "@pitara/shared";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { ChevronRightIcon, ShieldIcon } from "../../components/ui/icons.tsx";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { StarRating } from "../../components/ui/star-rating.tsx";
import { useProduct } from "../../features/products/api/get-product.ts";
import { useSimilarProducts } from "../../features/products/api/get-similar-products.ts";
import {
	ProductCard,
	ProductCardSkeleton,
	toProductCardItem,
} from "../../features/products/components/product-card.tsx";
import { ProductGallery } from "../../features/products/components/product-gallery.tsx";
import { ProductHtml } from "../../features/products/components/product-html.tsx";
import { VariantPicker } from "../../features/products/components/variant-picker.tsx";
import { ReviewsSection } from "../../features/reviews/components/reviews-section.tsx";
import { SizeGuideButton } from "../../features/size-guide/components/size-guide-button.tsx";
import { chartForCategory } from "../../features/size-guide/lib/size-charts.ts";
import { ApiError, errorMessage } from "../../lib/api-client.ts";
import { formatRupees } from "../../lib/format.ts";
import { ProductCardActions, ProductDetailActions } from "../shop-actions.tsx";

/** At or below this stock the page says 'Only N left'. */
const LOW_STOCK = 5;

const deliveryFormat = new Intl.DateTimeFormat("en-IN", {
	weekday: "short",
	day: "numeric",
	month: "short",
	timeZone: SHOP_TIME_ZONE,
});

function deliveryDate(): string {
	return deliveryFormat.format(new Date(`${addDaysInIndia(DELIVERY_ESTIMATE_DAYS)}T12:00:00+05:30`));
}

function StockStatus({ stock }: { stock: number }) {
	if (stock <= 0) return <p className="font-semibold text-red-700">{messages.catalog.outOfStock}</p>;
	if (stock <= LOW_STOCK) return <p className="font-semibold text-amber-700">{messages.catalog.onlyLeft(stock)}</p>;
	return <p className="font-medium text-green-700">{messages.catalog.inStock}</p>;
}

function QuantityStepper({
	value,
	onChange,
	disabled,
}: {
	value: number;
	onChange: (n: number) => void;
	disabled: boolean;
}) {
	return (
		<fieldset className="flex items-center gap-3">
			<legend className="float-left mr-3 text-sm text-slate-700">Quantity</legend>
			<div className="flex items-center rounded-full border border-slate-300">
				<button
					type="button"
					onClick={() => onChange(Math.max(1, value - 1))}
					disabled={disabled || value <= 1}
					className="h-10 w-10 rounded-l-full text-lg text-slate-700 hover:bg-slate-100 disabled:opacity-40"
					aria-label="Decrease quantity"
				>
					−
				</button>
				<output aria-live="polite" aria-label="Quantity" className="w-8 text-center font-semibold">
					{value}
				</output>
				<button
					type="button"
					onClick={() => onChange(value + 1)}
					disabled={disabled}
					className="h-10 w-10 rounded-r-full text-lg text-slate-700 hover:bg-slate-100 disabled:opacity-40"
					aria-label="Increase quantity"
				>
					+
				</button>
			</div>
		</fieldset>
	);
}

function Breadcrumb({ product }: { product: Product }) {
	return (
		<nav aria-label="Breadcrumb" className="text-sm text-slate-500">
			<ol className="flex flex-wrap items-center gap-1">
				<li>
					<Link to="/" className="hover:text-brand-700 hover:underline">
						Home
					</Link>
				</li>
				<li aria-hidden="true">
					<ChevronRightIcon className="h-4 w-4" />
				</li>
				<li>
					<Link to={listingHref({ category: product.category })} className="hover:text-brand-700 hover:underline">
						{product.category}
					</Link>
				</li>
				<li aria-hidden="true">
					<ChevronRightIcon className="h-4 w-4" />
				</li>
				<li aria-current="page" className="line-clamp-1 text-slate-700">
					{product.name}
				</li>
			</ol>
		</nav>
	);
}

function SimilarProducts({ category, slug }: { category: string; slug: string }) {
	const { data, isPending, isError, error, refetch } = useSimilarProducts(category, slug);
	return (
		<section aria-labelledby="similar-heading" className="border-t border-slate-200 pt-8">
			<h2 id="similar-heading" className="text-xl font-bold text-slate-900">
				Similar Products
			</h2>
			<div className="mt-4">
				{isPending ? (
					<ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-hidden="true">
						{Array.from({ length: 4 }, (_, index) => (
							// biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
							<li key={index}>
								<ProductCardSkeleton />
							</li>
						))}
					</ul>
				) : isError ? (
					<p className="text-sm text-red-700">
						{errorMessage(error, messages.catalog.productsFailed)}{" "}
						<button type="button" className="font-medium underline" onClick={() => refetch()}>
							Try again
						</button>
					</p>
				) : data.length === 0 ? (
					<p className="text-sm text-slate-600">{messages.catalog.noSimilar}</p>
				) : (
					<ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
						{data.map((product) => (
							<li key={product.product_id}>
								<ProductCard
									item={toProductCardItem(product)}
									headingLevel="h3"
									actions={<ProductCardActions product={product} />}
								/>
							</li>
						))}
					</ul>
				)}
			</div>
		</section>
	);
}

function ProductView({ product }: { product: Product }) {
	const [searchParams, setSearchParams] = useSearchParams();
	const [quantity, setQuantity] = useState(1);
	const variants = product.other_info;
	// the choice shows at once; the URL keeps it (for sharing and reloads) without a history entry
	const [wanted, setWanted] = useState(() => Number(searchParams.get("variant")));
	const selected: Variant = chooseVariant(variants, wanted);
	const soldOut = selected.stock <= 0;
	const discount = discountPercent(selected.mrp, selected.price);
	const images = variantImages(variants, selected);
	// clothes come in body sizes: the page offers that kind's size chart
	const sizeChart = chartForCategory(product.category);

	const choose = (variant: Variant) => {
		setWanted(variant.id);
		const next = new URLSearchParams(searchParams);
		next.set("variant", String(variant.id));
		setSearchParams(next, { replace: true, preventScrollReset: true });
	};

	return (
		<div className="mx-auto max-w-7xl space-y-10 px-4 py-6">
			<div className="space-y-4">
				<Breadcrumb product={product} />
				<div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
					<ProductGallery key={selected.color} images={images} name={product.name} />
					<div className="space-y-5">
						<div>
							<p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{product.brand}</p>
							<PageHeading className="mt-1">{product.name}</PageHeading>
							{product.rating.count > 0 ? (
								<a
									href="#reviews-heading"
									className="mt-2 flex items-center gap-2 text-sm text-slate-600 hover:underline"
								>
									<StarRating value={product.rating.average} />
									<span>
										{product.rating.average.toFixed(1)} · {product.rating.count}{" "}
										{product.rating.count === 1 ? "review" : "reviews"}
									</span>
								</a>
							) : null}
						</div>

						<div>
							<p className="flex flex-wrap items-baseline gap-x-3">
								<span className="text-3xl font-bold text-slate-900" data-testid="detail-price">
									<span className="sr-only">Price </span>
									{formatRupees(selected.price)}
								</span>
								{selected.mrp > selected.price ? (
									<>
										<s className="text-lg text-slate-500">
											<span className="sr-only">MRP </span>
											{formatRupees(selected.mrp)}
										</s>
										{discount > 0 ? (
											<span className="rounded-md bg-brand-700 px-2 py-0.5 text-sm font-bold text-white">
												{discount}% off
											</span>
										) : null}
									</>
								) : null}
							</p>
							<p className="text-xs text-slate-500">Inclusive of all taxes</p>
						</div>

						<VariantPicker variants={variants} selected={selected} onSelect={choose} />
						{sizeChart ? <SizeGuideButton chart={sizeChart} size={selected.size} /> : null}

						<div className="space-y-3">
							<StockStatus stock={selected.stock} />
							{soldOut ? <p className="text-sm text-slate-600">{messages.catalog.soldOutCombination}</p> : null}
							<QuantityStepper value={quantity} onChange={setQuantity} disabled={soldOut} />
							<ProductDetailActions product={product} variant={selected} quantity={quantity} />
						</div>

						<ul className="space-y-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
							<li>
								<span className="font-medium text-slate-900">Delivery by {deliveryDate()}</span>
								<span className="block text-xs text-slate-500">{messages.cart.freeDelivery}</span>
							</li>
							<li className="flex items-center gap-2">
								<ShieldIcon className="h-5 w-5 text-brand-700" />
								<span>
									Warranty: <span className="font-medium text-slate-900">{WARRANTY_TEXT}</span>
								</span>
							</li>
						</ul>
					</div>
				</div>
			</div>

			<div className="grid gap-8 lg:grid-cols-2">
				<section aria-labelledby="description-heading">
					<h2 id="description-heading" className="text-xl font-bold text-slate-900">
						Description
					</h2>
					<ProductHtml html={selected.description} className="mt-3" />
				</section>
				<section aria-labelledby="specifications-heading">
					<h2 id="specifications-heading" className="text-xl font-bold text-slate-900">
						Specifications
					</h2>
					<ProductHtml html={selected.Specifications} className="mt-3" />
				</section>
			</div>

			<ReviewsSection productId={product.product_id} />
			<SimilarProducts category={product.category} slug={product.slug} />
		</div>
	);
}

function DetailSkeleton() {
	return (
		<div className="mx-auto max-w-7xl px-4 py-6" aria-busy="true">
			<span className="sr-only" role="status">
				Loading product
			</span>
			<div className="h-4 w-48 animate-pulse rounded bg-slate-100" />
			<div className="mt-4 grid gap-6 lg:grid-cols-2 lg:gap-10">
				<div className="aspect-square animate-pulse rounded-2xl bg-slate-100" />
				<div className="space-y-4">
					<div className="h-4 w-24 animate-pulse rounded bg-slate-100" />
					<div className="h-8 w-3/4 animate-pulse rounded bg-slate-100" />
					<div className="h-8 w-1/3 animate-pulse rounded bg-slate-100" />
					<div className="h-24 animate-pulse rounded bg-slate-100" />
				</div>
			</div>
		</div>
	);
}

function NotFound() {
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<PageHeading>{messages.catalog.productNotFound}</PageHeading>
			<p className="mt-2 text-slate-600">
				It may have sold out for good or moved. Have a look at the rest of the shop.
			</p>
			<Link
				to="/"
				className="mt-6 inline-block rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800"
			>
				{messages.catalog.backToHome}
			</Link>
		</div>
	);
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<PageHeading>{messages.catalog.errorLoadingProduct}</PageHeading>
			<p className="mt-2 text-red-700">{errorMessage(error, messages.catalog.productFailed)}</p>
			<button
				type="button"
				onClick={onRetry}
				className="mt-6 rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800"
			>
				{messages.catalog.tryAgain}
			</button>
		</div>
	);
}

/** /products/{category}/{productName} and /product/{category}/{productName}. */
export default function ProductDetailPage() {
	const { category = "", productName = "" } = useParams();
	const { data, isPending, isError, error, refetch } = useProduct(category, productName);

	if (isPending) return <DetailSkeleton />;
	if (isError) {
		if (error instanceof ApiError && error.status === 404) return <NotFound />;
		return <LoadError error={error} onRetry={() => refetch()} />;
	}
	return <ProductView key={data.product_id} product={data} />;
}
