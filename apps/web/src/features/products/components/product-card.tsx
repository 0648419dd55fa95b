import { cardOffer, catalogMessages, type Product, productHref, TIMINGS } from "@pitara/shared";
import { type ReactNode, useEffect, useState } from "react";
import { DiscountBadge, Price } from "../../../components/ui/price.tsx";
import { StarRating } from "../../../components/ui/star-rating.tsx";
import { fallbackToPlaceholder, imageSources } from "../../../lib/images.ts";
import { Link } from "../../../lib/router.tsx";

/** What a product card shows; `toProductCardItem` makes one from a listing product. */
export interface ProductCardItem {
	name: string;
	brand: string;
	/** /products/{category}/{slug} */
	href: string;
	/** rupees: what the card's Add to Cart adds costs, or the lowest of the sizes it asks between (`from`) */
	price: number;
	/** rupees */
	mrp: number;
	/** the price reads "from ₹price": the sizes in stock cost different amounts */
	from?: boolean;
	images: { url: string; alt: string }[];
	rating?: { average: number; count: number };
	inStock?: boolean;
}

/** How many pictures a card cycles through on hover. */
const CARD_IMAGES = 5;

/**
 * The card of a listing product: the first variant's pictures, then one of
 * each other colour; the price of what Add to Cart adds, by packages/shared's
 * `cardOffer` (the rule the API's `price` follows and the card's actions use).
 */
export function toProductCardItem(product: Product): ProductCardItem {
	const offer = cardOffer(product.other_info);
	const [first, ...others] = product.other_info;
	const images = [
		...(first?.images ?? []),
		...others.flatMap((variant) => (variant.color !== first?.color ? variant.images.slice(0, 1) : [])),
	];
	const unique = [...new Map(images.map((image) => [image.image_url, image])).values()];
	return {
		name: product.name,
		brand: product.brand,
		href: productHref(product.category, product.slug),
		price: offer?.price ?? product.price,
		mrp: offer?.mrp ?? product.mrp,
		from: offer?.from ?? false,
		images: unique.slice(0, CARD_IMAGES).map((image) => ({ url: image.image_url, alt: image.alt })),
		rating: product.rating,
		inStock: product.in_stock,
	};
}

export interface ProductCardProps {
	item: ProductCardItem;
	/** in the first row of a listing: load the picture at once, with high priority */
	eager?: boolean;
	/** the heading level of the product's name in the page's outline */
	headingLevel?: "h2" | "h3";
	/** the slot for Add to Cart, the quantity stepper and the wishlist heart (the cart feature fills it) */
	actions?: ReactNode;
	/** the CSS sizes of the picture; a quarter of the page on desktop, half on phones by default */
	sizes?: string;
}

/**
 * A product in a grid: picture (cycling through several every 1.5 s on
 * hover), name, brand, price, the mrp struck through when higher and the
 * rounded percent off. The whole card links to the product page.
 */
export function ProductCard({
	item,
	eager = false,
	headingLevel: Heading = "h2",
	actions,
	sizes = "(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw",
}: ProductCardProps) {
	const [index, setIndex] = useState(0);
	const [hovering, setHovering] = useState(false);
	const count = item.images.length;

	useEffect(() => {
		if (!hovering || count < 2) return;
		const timer = setInterval(() => setIndex((current) => (current + 1) % count), TIMINGS.hoverImageCycleMs);
		return () => clearInterval(timer);
	}, [hovering, count]);

	const image = item.images[index] ?? item.images[0];
	const sources = imageSources(image?.url);

	return (
		<article className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition-shadow hover:shadow-md">
			<Link
				to={item.href}
				className="flex flex-1 flex-col focus-visible:outline-offset-[-2px]"
				onMouseEnter={() => setHovering(true)}
				onMouseLeave={() => {
					setHovering(false);
					setIndex(0);
				}}
			>
				<div className="relative aspect-square overflow-hidden bg-slate-50">
					<img
						key={sources.src}
						src={sources.src}
						srcSet={sources.srcSet}
						sizes={sizes}
						alt={image?.alt || item.name}
						width={480}
						height={480}
						loading={eager ? "eager" : "lazy"}
						fetchPriority={eager ? "high" : undefined}
						decoding="async"
						onError={fallbackToPlaceholder}
						className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
					/>
					<DiscountBadge price={item.price} mrp={item.mrp} />
					{item.inStock === false ? (
						<span className="absolute bottom-2 left-2 rounded-md bg-slate-900/80 px-1.5 py-0.5 text-xs font-semibold text-white">
							{catalogMessages.outOfStock}
						</span>
					) : null}
					{count > 1 ? (
						<span aria-hidden="true" className="absolute bottom-2 right-2 flex gap-1">
							{item.images.map((entry, dot) => (
								<span
									key={entry.url}
									className={`h-1.5 w-1.5 rounded-full ${dot === index ? "bg-brand-700" : "bg-white/80 ring-1 ring-slate-300"}`}
								/>
							))}
						</span>
					) : null}
				</div>
				<div className="flex flex-1 flex-col gap-1 p-3">
					<p className="truncate text-xs font-medium uppercase tracking-wide text-slate-500">{item.brand}</p>
					<Heading className="line-clamp-2 text-sm font-medium leading-snug text-slate-900">{item.name}</Heading>
					{item.rating && item.rating.count > 0 ? (
						<p className="flex items-center gap-1 text-xs text-slate-500">
							<StarRating value={item.rating.average} className="h-3.5 w-3.5" />
							<span aria-hidden="true">({item.rating.count})</span>
							<span className="sr-only">
								{item.rating.count} {item.rating.count === 1 ? catalogMessages.reviewOne : catalogMessages.reviewMany}
							</span>
						</p>
					) : null}
					<Price price={item.price} mrp={item.mrp} from={item.from} testId="card" className="mt-auto pt-1" />
				</div>
			</Link>
			{actions ? <div className="px-3 pb-3">{actions}</div> : null}
		</article>
	);
}

/** The grey shape of a card while the listing loads. */
export function ProductCardSkeleton() {
	return (
		<div aria-hidden="true" className="overflow-hidden rounded-xl border border-slate-200 bg-white">
			<div className="aspect-square animate-pulse bg-slate-100" />
			<div className="space-y-2 p-3">
				<div className="h-3 w-1/3 animate-pulse rounded bg-slate-100" />
				<div className="h-4 w-5/6 animate-pulse rounded bg-slate-100" />
				<div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
			</div>
		</div>
	);
}
