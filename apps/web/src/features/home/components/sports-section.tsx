import { homeMessages, LIMITS, listingHref, sectionBanner } from "@pitara/shared";
import { useBanners } from "../api/get-banners.ts";
import { useSuperSubcategories } from "../api/get-super-subcategories.ts";
import { SectionBanner } from "./section-banner.tsx";
import { HomeSection } from "./section-shell.tsx";
import { type TileData, TileGrid, TileGridSkeleton } from "./tile-grid.tsx";

/** SPEC.md §8: the tiles shown when the sports call fails. */
export const FALLBACK_SPORTS = [
	{ subcategory: "Cricket", name: homeMessages.sportCricket, emoji: "🏏" },
	{ subcategory: "Football", name: homeMessages.sportFootball, emoji: "⚽" },
	{ subcategory: "Basketball", name: homeMessages.sportBasketball, emoji: "🏀" },
	{ subcategory: "Tennis", name: homeMessages.sportTennis, emoji: "🎾" },
	{ subcategory: "Badminton", name: homeMessages.sportBadminton, emoji: "🏸" },
	{ subcategory: "Swimming", name: homeMessages.sportSwimming, emoji: "🏊" },
] as const;

const SPORTS_PARENT = "Sports & Games";

/**
 * The Sports section: the sports under Toys › Sports & Games in random order,
 * at most six, each leading to its Sports listing; six fixed tiles when the
 * call fails, so the section is never empty.
 */
export function SportsSection() {
	const banners = useBanners();
	const sports = useSuperSubcategories(SPORTS_PARENT, LIMITS.homeFetchLimit);
	const tiles: TileData[] | null = sports.isPending
		? null
		: sports.isError || sports.data.length === 0
			? FALLBACK_SPORTS.map(({ subcategory, name, emoji }) => ({
					key: subcategory,
					name,
					href: listingHref({ category: "Sports", subcategory }),
					image: null,
					emoji,
				}))
			: sports.data.slice(0, LIMITS.homeTilesMax).map((entry) => ({
					key: entry.id,
					name: entry.label ?? entry.name,
					href: listingHref({ category: entry.link_category, subcategory: entry.link_subcategory }),
					image: entry.image,
					status: entry.status,
				}));
	return (
		<HomeSection
			id="sports"
			title={homeMessages.sports}
			subtitle={homeMessages.sportsLine}
			viewAllHref={listingHref({ category: "Sports" })}
		>
			<SectionBanner
				banner={banners.data ? sectionBanner(banners.data, "sports") : undefined}
				fallbackHref={listingHref({ category: "Sports" })}
			/>
			{tiles ? (
				<TileGrid label={homeMessages.sports} tiles={tiles} />
			) : (
				<TileGridSkeleton label={homeMessages.loadingSports} />
			)}
		</HomeSection>
	);
}
