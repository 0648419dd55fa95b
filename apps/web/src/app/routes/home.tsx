import { catalogMessages, homeMessages, LIMITS, listingHref } from "@pitara/shared";
import { Suspense } from "react";
import { useDocumentTitle } from "../../components/ui/page-heading.tsx";
import { HomeSection, SectionEmpty, SectionError } from "../../features/home/components/section-shell.tsx";
import { TopBanners } from "../../features/home/components/top-banners.tsx";
import { useCategoryShowcase } from "../../features/products/api/get-products.ts";
import {
	ProductCard,
	ProductCardSkeleton,
	toProductCardItem,
} from "../../features/products/components/product-card.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { deferred } from "../../lib/deferred.tsx";
import { ProductCardActions } from "../shop-actions.tsx";

/** Below the first screen: rendered by the server, hydrated once its code is here (lib/deferred.tsx). */
const HomeLowerSections = deferred(() =>
	import("../../features/home/components/home-lower-sections.tsx").then((module) => module.HomeLowerSections),
);

const BIOTIQUE = "biotique";
const BIOTIQUES_SHOWN = 8;

/** BIOTIQUES: the Biotique category's featured products as cards, two across on a phone. */
function Biotiques() {
	const { data, isPending, isError, error, refetch } = useCategoryShowcase(BIOTIQUE, BIOTIQUES_SHOWN);
	return (
		<HomeSection
			id="biotiques"
			title={homeMessages.biotiques}
			subtitle={homeMessages.biotiquesLine}
			viewAllHref={listingHref({ category: BIOTIQUE })}
		>
			{isPending ? (
				<div
					role="status"
					aria-label={homeMessages.loadingBiotiques}
					className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
				>
					{Array.from({ length: Math.min(BIOTIQUES_SHOWN, LIMITS.loadingPlaceholders) }, (_, i) => (
						// biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
						<ProductCardSkeleton key={i} />
					))}
				</div>
			) : isError ? (
				<SectionError message={errorMessage(error, catalogMessages.productsFailed)} onRetry={() => refetch()} />
			) : data.products.length === 0 ? (
				<SectionEmpty>{homeMessages.noBiotiques}</SectionEmpty>
			) : (
				<ul
					aria-label={homeMessages.biotiques2}
					className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
				>
					{data.products.map((product, i) => (
						// six on a phone keep the section to three rows; a desktop shows all eight in two
						<li key={product.product_id} className={i >= 6 ? "hidden lg:block" : undefined}>
							<ProductCard
								item={toProductCardItem(product)}
								headingLevel="h3"
								actions={<ProductCardActions product={product} />}
								sizes="(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 48vw"
							/>
						</li>
					))}
				</ul>
			)}
		</HomeSection>
	);
}

/**
 * The home page in SPEC.md's order: top banners, BIOTIQUES, the winter hero
 * and its age bubbles, Toys, Sports and Books, Popular Authors, Popular Brands.
 */
export default function HomePage() {
	useDocumentTitle("");
	return (
		<div className="mx-auto max-w-7xl space-y-10 px-4 pb-4 pt-4 sm:space-y-14 sm:pt-6">
			<h1 className="sr-only">{homeMessages.pitaraClothesToysBooks}</h1>
			<TopBanners />
			<Biotiques />
			{/* a fragment inside the page's spacing: the sections keep their gaps */}
			<Suspense fallback={null}>
				<HomeLowerSections />
			</Suspense>
		</div>
	);
}
