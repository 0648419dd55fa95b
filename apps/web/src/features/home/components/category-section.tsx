import { homeMessages, LIMITS, listingHref, type SectionPlacement, sectionBanner } from "@pitara/shared";
import { errorMessage } from "../../../lib/api-client.ts";
import { useBanners } from "../api/get-banners.ts";
import { useSubcategories } from "../api/get-subcategories.ts";
import { SectionBanner } from "./section-banner.tsx";
import { HomeSection, SectionEmpty, SectionError } from "./section-shell.tsx";
import { TileGrid, TileGridSkeleton } from "./tile-grid.tsx";

/**
 * A category's home section (Toys, Books): its banner and its subcategories
 * as tiles with their stock status, each leading to its listing.
 */
export function CategorySection({
	id,
	category,
	title,
	subtitle,
	placement,
	max = LIMITS.homeTilesMax,
}: {
	id: string;
	category: string;
	title: string;
	subtitle?: string;
	/** which banner placement is this section's (decision 065) */
	placement: SectionPlacement;
	max?: number;
}) {
	const banners = useBanners();
	const subcategories = useSubcategories(category);
	return (
		<HomeSection id={id} title={title} subtitle={subtitle} viewAllHref={listingHref({ category })}>
			<SectionBanner
				banner={banners.data ? sectionBanner(banners.data, placement) : undefined}
				fallbackHref={listingHref({ category })}
			/>
			{subcategories.isPending ? (
				<TileGridSkeleton label={homeMessages.loadingSection(title)} />
			) : subcategories.isError ? (
				<SectionError
					message={errorMessage(subcategories.error, homeMessages.subcategoriesFailed)}
					onRetry={() => subcategories.refetch()}
				/>
			) : subcategories.data.length === 0 ? (
				<SectionEmpty>{homeMessages.noData}</SectionEmpty>
			) : (
				<TileGrid
					label={title}
					tiles={subcategories.data.slice(0, max).map((sub) => ({
						key: sub.sub_category_id,
						// shown in the page's language (a Hindi page's `label`); the link keeps the English name
						name: sub.label ?? sub.name,
						href: listingHref({ category: sub.category_name, subcategory: sub.name }),
						image: sub.image[0]?.image_url ?? null,
						status: sub.status,
					}))}
				/>
			)}
		</HomeSection>
	);
}
