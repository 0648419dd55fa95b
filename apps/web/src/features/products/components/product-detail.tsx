import { catalogMessages, chooseVariant, type Product, type Variant, variantImages } from "@pitara/shared";
import { type ReactNode, useState } from "react";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { Price } from "../../../components/ui/price.tsx";
import { StarRating } from "../../../components/ui/star-rating.tsx";
import { useSearchParams } from "../../../lib/router.tsx";
import { ProductBreadcrumb } from "./product-breadcrumb.tsx";
import { ProductGallery } from "./product-gallery.tsx";
import { ProductHtml } from "./product-html.tsx";
import { QuantityStepper } from "./quantity-stepper.tsx";
import { StockStatus } from "./stock-status.tsx";
import { VariantPicker } from "./variant-picker.tsx";

export interface ProductDetailProps {
	product: Product;
	/** Add to Cart and the heart for the chosen variant and quantity (the cart and wishlist features) */
	actions: (variant: Variant, quantity: number) => ReactNode;
	/** under the variant picker: the size guide for the chosen size, when the product has one */
	sizeGuide?: (variant: Variant) => ReactNode;
	/** after the description: the reviews, then similar products */
	children?: ReactNode;
	/** the free-delivery line and the warranty (the shop's settings, GET /api/shop): drawn by the route */
	shop?: ReactNode;
}

/**
 * A product's page (SPEC.md §2 product detail): breadcrumb, gallery of the
 * chosen colour, brand, name and rating, price, variant picker, stock,
 * quantity, the actions (with the delivery check), free delivery and warranty, description and
 * specifications. The chosen variant shows at once and goes into the URL
 * (`?variant=`) for sharing and reloads, without a history entry.
 */
export function ProductDetail({ product, actions, sizeGuide, children, shop }: ProductDetailProps) {
	const [searchParams, setSearchParams] = useSearchParams();
	const [quantity, setQuantity] = useState(1);
	const variants = product.other_info;
	// `?variant=`, or `?size=` (and `?color=`): a link or a form can choose the size without JavaScript
	const [wanted, setWanted] = useState(() => {
		const size = searchParams.get("size");
		if (searchParams.has("variant") || size === null) return Number(searchParams.get("variant"));
		const color = searchParams.get("color");
		const sameSize = variants.filter((variant) => variant.size === size);
		const variant = sameSize.find((v) => v.color === color) ?? sameSize.find((v) => v.stock > 0) ?? sameSize[0];
		return variant?.id ?? 0;
	});
	const selected: Variant = chooseVariant(variants, wanted);
	const soldOut = selected.stock <= 0;
	const images = variantImages(variants, selected);

	const choose = (variant: Variant) => {
		setWanted(variant.id);
		const next = new URLSearchParams(searchParams);
		next.set("variant", String(variant.id));
		setSearchParams(next, { replace: true, preventScrollReset: true });
	};

	return (
		<div className="mx-auto max-w-7xl space-y-10 px-4 py-6">
			<div className="space-y-4">
				<ProductBreadcrumb product={product} />
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
										{product.rating.count === 1 ? catalogMessages.reviewOne : catalogMessages.reviewMany}
									</span>
								</a>
							) : null}
						</div>

						<div>
							<Price price={selected.price} mrp={selected.mrp} size="page" discount="badge" testId="detail" />
							<p className="text-xs text-slate-500">{catalogMessages.inclusiveOfAllTaxes}</p>
						</div>

						<VariantPicker variants={variants} selected={selected} onSelect={choose} />
						{sizeGuide?.(selected)}

						<div className="space-y-3">
							<StockStatus stock={selected.stock} />
							{soldOut ? <p className="text-sm text-slate-600">{catalogMessages.soldOutCombination}</p> : null}
							<QuantityStepper value={quantity} onChange={setQuantity} disabled={soldOut} />
							{actions(selected, quantity)}
						</div>

						{shop}
					</div>
				</div>
			</div>

			<div className="grid gap-8 lg:grid-cols-2">
				<section aria-labelledby="description-heading">
					<h2 id="description-heading" className="text-xl font-bold text-slate-900">
						{catalogMessages.description}
					</h2>
					<ProductHtml html={selected.description} className="mt-3" />
				</section>
				<section aria-labelledby="specifications-heading">
					<h2 id="specifications-heading" className="text-xl font-bold text-slate-900">
						{catalogMessages.specifications}
					</h2>
					<ProductHtml html={selected.Specifications} className="mt-3" />
				</section>
			</div>

			{children}
		</div>
	);
}
