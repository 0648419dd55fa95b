import { homeMessages } from "@pitara/shared";
import { fallbackToPlaceholder, imageSources } from "../../../lib/images.ts";
import { Link } from "../../../lib/router.tsx";

export interface TileData {
	key: string | number;
	name: string;
	href: string;
	image: string | null;
	/** 1 in stock, 0 out of stock; undefined shows no status */
	status?: number;
	/** drawn instead of a picture when there is none (the fallback sports tiles) */
	emoji?: string;
}

const PASTELS = ["bg-amber-100", "bg-sky-100", "bg-rose-100", "bg-emerald-100", "bg-violet-100", "bg-orange-100"];

const TILE_SIZES = "(min-width: 1024px) 190px, (min-width: 640px) 30vw, 31vw";

/** Up to six square tiles leading to a listing: three across on a phone, six on a desktop. */
export function TileGrid({ tiles, label }: { tiles: readonly TileData[]; label: string }) {
	return (
		<ul aria-label={label} className="grid grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-6">
			{tiles.map((tile, i) => (
				<li key={tile.key}>
					<Link
						to={tile.href}
						className="group block overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
					>
						{tile.emoji && !tile.image ? (
							<span
								aria-hidden="true"
								className={`flex aspect-square items-center justify-center text-5xl sm:text-6xl ${PASTELS[i % PASTELS.length]}`}
							>
								{tile.emoji}
							</span>
						) : (
							<span className="block aspect-square overflow-hidden bg-slate-50">
								<img
									{...imageSources(tile.image)}
									sizes={TILE_SIZES}
									alt=""
									width={480}
									height={480}
									loading="lazy"
									decoding="async"
									onError={fallbackToPlaceholder}
									className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
								/>
							</span>
						)}
						<span className="block px-2 pb-2.5 pt-2 text-center">
							<span className="line-clamp-2 block min-h-[2lh] text-xs font-semibold leading-snug text-slate-800 sm:min-h-0 sm:truncate sm:text-sm">
								{tile.name}
							</span>
							{tile.status === undefined ? null : (
								<span
									className={`mt-1 inline-block rounded-full px-2 py-0.5 text-[11px] font-medium ${
										tile.status === 1 ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-600"
									}`}
								>
									{tile.status === 1 ? homeMessages.inStock : homeMessages.outOfStock}
								</span>
							)}
						</span>
					</Link>
				</li>
			))}
		</ul>
	);
}

/** Six grey squares while tiles load. */
export function TileGridSkeleton({ count = 6, label }: { count?: number; label: string }) {
	return (
		<div role="status" aria-label={label} className="grid grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-6">
			{Array.from({ length: count }, (_, i) => (
				// biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
				<div key={i} className="overflow-hidden rounded-2xl ring-1 ring-slate-100">
					<div className="aspect-square animate-pulse bg-slate-100" />
					<div className="mx-auto my-2.5 h-3 w-2/3 animate-pulse rounded bg-slate-100" />
				</div>
			))}
		</div>
	);
}
