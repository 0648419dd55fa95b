import { LIMITS, listingHref, messages } from "@pitara/shared";
import { useDocumentTitle } from "../../components/ui/page-heading.tsx";
import { AgeBubbles } from "../../features/home/components/age-bubbles.tsx";
import { BrandsStrip } from "../../features/home/components/brands-strip.tsx";
import { CategorySection } from "../../features/home/components/category-section.tsx";
import { PopularAuthors } from "../../features/home/components/popular-authors.tsx";
import { HomeSection, SectionEmpty, SectionError } from "../../features/home/components/section-shell.tsx";
import { SportsSection } from "../../features/home/components/sports-section.tsx";
import { TopBanners } from "../../features/home/components/top-banners.tsx";
import { WinterHero } from "../../features/home/components/winter-hero.tsx";
import { useCategoryShowcase } from "../../features/products/api/get-products.ts";
import {
	ProductCard,
	ProductCardSkeleton,
	toProductCardItem,
} from "../../features/products/components/product-card.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { ProductCardActions } from "../shop-actions.tsx";

const BIOTIQUE = "biotique";
const BIOTIQUES_SHOWN = 8;

/** BIOTIQUES: the Biotique category's featured products as cards, two across on a phone. */
function Biotiques() {
	const { data, isPending, isError, error, refetch } = useCategoryShowcase(BIOTIQUE, BIOTIQUES_SHOWN);
	return (
		<HomeSection
			id="biotiques"
			title="BIOTIQUES"
			subtitle="Gentle Ayurvedic skincare for babies and kids"
			viewAllHref={listingHref({ category: BIOTIQUE })}
		>
			{isPending ? (
				<div
					role="status"
					aria-label="Loading biotiques"
					className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
				>
					{Array.from({ length: Math.min(BIOTIQUES_SHOWN, LIMITS.loadingPlaceholders) }, (_, i) => (
						// biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
						<ProductCardSkeleton key={i} />
					))}
				</div>
			) : isError ? (
				<SectionError message={errorMessage(error, messages.catalog.productsFailed)} onRetry={() => refetch()} />
			) : data.products.length === 0 ? (
				<SectionEmpty>{messages.home.noBiotiques}</SectionEmpty>
			) : (
				<ul aria-label="Biotiques" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
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
			<h1 className="sr-only">Pitara: clothes, toys, books and gifts for children</h1>
			<TopBanners />
			<Biotiques />
			<div className="grid gap-10 sm:gap-14 lg:grid-cols-3 lg:items-center lg:gap-8">
				<div className="lg:col-span-2">
					<WinterHero />
				</div>
				<HomeSection
					id="winter-edits"
					title="Winter edits by age"
					subtitle="Warm layers sized for every stage, from newborns to big kids"
				>
					<AgeBubbles />
				</HomeSection>
			</div>
			<CategorySection
				id="toys"
				category="Toys"
				title="Toys"
				subtitle="Soft toys, blocks, puzzles and games that spark joy"
				bannerTitle="homeBannerToys"
			/>
			<SportsSection />
			<CategorySection
				id="books"
				category="Books"
				title="Books"
				subtitle="Picture books, stories and activity books for every bedtime"
				bannerTitle="homeBannerBooks"
			/>
			<HomeSection id="authors" title="Popular Authors" subtitle="Storytellers Indian children love">
				<PopularAuthors />
			</HomeSection>
			<HomeSection id="brands" title="Popular Brands" subtitle="Names parents trust, all in one place">
				<BrandsStrip />
			</HomeSection>
		</div>
	);
}
