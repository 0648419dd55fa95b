import { homeMessages } from "@pitara/shared";
import { AgeBubbles } from "./age-bubbles.tsx";
import { BrandsStrip } from "./brands-strip.tsx";
import { CategorySection } from "./category-section.tsx";
import { PopularAuthors } from "./popular-authors.tsx";
import { HomeSection } from "./section-shell.tsx";
import { SportsSection } from "./sports-section.tsx";
import { WinterHero } from "./winter-hero.tsx";

/**
 * The home page after its first screen (top banners, BIOTIQUES): the winter
 * hero and its age bubbles, Toys, Sports and Books, Popular Authors, Popular
 * Brands. One module, so the home page can hydrate it once its code is here
 * (routes/home.tsx, lib/deferred.tsx).
 */
export function HomeLowerSections() {
	return (
		<>
			<div className="grid gap-10 sm:gap-14 lg:grid-cols-3 lg:items-center lg:gap-8">
				<div className="lg:col-span-2">
					<WinterHero />
				</div>
				<HomeSection id="winter-edits" title={homeMessages.winterEditsByAge} subtitle={homeMessages.winterLine}>
					<AgeBubbles />
				</HomeSection>
			</div>
			<CategorySection
				id="toys"
				category="Toys"
				title={homeMessages.toys}
				subtitle={homeMessages.toysLine}
				placement="toys"
			/>
			<SportsSection />
			<CategorySection
				id="books"
				category="Books"
				title={homeMessages.books}
				subtitle={homeMessages.booksLine}
				placement="books"
			/>
			<HomeSection id="authors" title={homeMessages.popularAuthors} subtitle={homeMessages.authorsLine}>
				<PopularAuthors />
			</HomeSection>
			<HomeSection id="brands" title={homeMessages.popularBrands} subtitle={homeMessages.brandsLine}>
				<BrandsStrip />
			</HomeSection>
		</>
	);
}
