import { type Banner, type BannerPlacement, sectionBanner, topBanners, winterBanner } from "@pitara/shared";

/** The home page's sections, top to bottom; those with a placement are where a banner can show (SPEC.md §2 Home). */
export const SLOTS = [
	{ key: "top", name: "Top carousel", placement: "top" },
	{ key: "biotiques", name: "Biotiques", placement: null },
	{ key: "winter", name: "Winter banner", placement: "winter" },
	{ key: "winter-edits", name: "Winter edits", placement: null },
	{ key: "toys", name: "Toys section banner", placement: "toys" },
	{ key: "sports", name: "Sports section banner", placement: "sports" },
	{ key: "books", name: "Books section banner", placement: "books" },
	{ key: "brands", name: "Popular brands", placement: null },
] as const satisfies readonly { key: string; name: string; placement: BannerPlacement | null }[];

type SlotKey = (typeof SLOTS)[number]["key"];

/** Where a banner would show if saved as it is now, by the storefront's own rules (packages/shared banners.ts). */
export function homePlacement(
	candidate: Banner,
	others: readonly Banner[],
): { slot: SlotKey | null; text: string; place?: { index: number; count: number } } {
	// the server's order: position, then id (a new banner's id comes last)
	const all = [...others.filter((banner) => banner.banner_id !== candidate.banner_id), candidate].sort(
		(a, b) => a.position - b.position || a.banner_id - b.banner_id,
	);
	if (candidate.status !== 1) return { slot: null, text: "Hidden: it is not on the home page until it is shown." };
	const { placement } = candidate;
	if (placement === "top") {
		const slides = topBanners(all);
		const index = slides.findIndex((banner) => banner.banner_id === candidate.banner_id);
		return {
			slot: "top",
			text: `Slide ${index + 1} of ${slides.length} of the carousel at the top of the home page.`,
			place: { index, count: slides.length },
		};
	}
	if (placement === "none") return { slot: null, text: "Not on the home page: choose where it shows." };
	const slot = SLOTS.find((entry) => entry.placement === placement);
	const name = slot?.name.toLowerCase() ?? placement;
	const first = placement === "winter" ? winterBanner(all) : sectionBanner(all, placement);
	return first?.banner_id === candidate.banner_id
		? { slot: slot?.key ?? null, text: `The ${name} of the home page.` }
		: {
				slot: null,
				text: `Not shown: another ${name} comes first (lower order). Give this one a lower order, or hide the other.`,
			};
}

/**
 * A small drawing of the home page with the slot this banner fills: its picture there at the home page's
 * 3:1, the other sections as grey blocks, so staff see where it lands before saving.
 */
export function HomeSlotPreview({
	candidate,
	others,
	pictureUrl,
}: {
	candidate: Banner;
	others: readonly Banner[];
	pictureUrl: string | null;
}) {
	const placement = homePlacement(candidate, others);
	return (
		<figure className="mb-4" aria-label="Home page preview">
			<div className="mx-auto max-w-xs rounded-lg border border-slate-200 bg-slate-50 p-2" aria-hidden="true">
				<div className="mb-2 h-3 rounded bg-slate-300" />
				<div className="space-y-1.5">
					{SLOTS.map((slot) =>
						slot.key === placement.slot ? (
							<div key={slot.key} className="relative rounded-md ring-2 ring-brand-600 ring-offset-1">
								{pictureUrl ? (
									<img src={pictureUrl} alt="" className="aspect-[3/1] w-full rounded-md bg-white object-cover" />
								) : (
									<div className="aspect-[3/1] w-full rounded-md bg-brand-50" />
								)}
								<span className="absolute top-1 left-1 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">
									This banner
								</span>
								{placement.place && placement.place.count > 1 ? (
									<span className="absolute inset-x-0 bottom-1 flex justify-center gap-1">
										{Array.from({ length: placement.place.count }, (_, i) => (
											<span
												// biome-ignore lint/suspicious/noArrayIndexKey: the dots are the slides' places
												key={i}
												className={`h-1.5 w-1.5 rounded-full ${i === placement.place?.index ? "bg-white" : "bg-white/50"}`}
											/>
										))}
									</span>
								) : null}
							</div>
						) : (
							<div
								key={slot.key}
								className={`flex items-center rounded-md px-2 text-[11px] text-slate-600 ${slot.placement ? "h-7 bg-slate-200" : "h-5 bg-slate-100"}`}
							>
								{slot.name}
							</div>
						),
					)}
				</div>
			</div>
			<figcaption className="mt-1 text-center text-sm text-slate-700" data-testid="home-slot">
				{placement.text}
			</figcaption>
		</figure>
	);
}
