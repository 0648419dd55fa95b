import { type Brand, homeMessages, listingHref } from "@pitara/shared";
import { type FocusEvent, useEffect, useRef, useState } from "react";
import { useInView } from "../../../components/ui/use-in-view.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { fallbackToPlaceholder, imageSources } from "../../../lib/images.ts";
import { Link } from "../../../lib/router.tsx";
import { useBrands } from "../api/get-brands.ts";
import { usePageVisible } from "../lib/use-page-visible.ts";
import { SectionEmpty, SectionError } from "./section-shell.tsx";

/** SPEC.md §9: the strip moves 0.75 CSS pixels per animation frame. */
export const BRAND_STRIP_PX_PER_FRAME = 0.75;

function BrandList({ brands, copy }: { brands: readonly Brand[]; copy: boolean }) {
	return (
		<ul
			aria-label={copy ? undefined : homeMessages.popularBrandsLabel}
			aria-hidden={copy || undefined}
			inert={copy}
			className="flex shrink-0"
		>
			{brands.map((brand) => (
				<li key={brand.brand_id} className="shrink-0 pr-3 sm:pr-4">
					<Link
						to={listingHref({ brand: brand.name })}
						tabIndex={copy ? -1 : undefined}
						className="block h-24 w-24 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-200 sm:h-28 sm:w-28"
					>
						<img
							{...imageSources(brand.image)}
							sizes="112px"
							alt={copy ? "" : brand.name}
							width={112}
							height={112}
							loading="lazy"
							decoding="async"
							draggable={false}
							onError={fallbackToPlaceholder}
							className="h-full w-full object-contain"
						/>
					</Link>
				</li>
			))}
		</ul>
	);
}

/**
 * Popular Brands: the list twice in a row, moved left 0.75 px a frame and
 * wrapped after one copy, so it loops without a seam. It keeps moving for
 * people who ask for reduced motion (the product requires it), so it stops
 * under the mouse or keyboard focus, in a hidden tab, and with its Pause
 * button. Off screen it does not move either: a frame loop below the fold would
 * take a phone's main thread every frame while the page loads, for nothing seen.
 */
export function BrandsStrip() {
	const { data, isPending, isError, error, refetch } = useBrands();
	const [stopped, setStopped] = useState(false);
	const [hovered, setHovered] = useState(false);
	const [focused, setFocused] = useState(false);
	const visible = usePageVisible();
	const [stripRef, onScreen] = useInView<HTMLDivElement>();
	const trackRef = useRef<HTMLDivElement>(null);
	const firstCopyRef = useRef<HTMLDivElement>(null);
	const offset = useRef(0);
	const moving = !stopped && !hovered && !focused && visible && onScreen && (data?.length ?? 0) > 0;

	useEffect(() => {
		if (!moving) return;
		let frame = 0;
		const step = () => {
			const track = trackRef.current;
			const width = firstCopyRef.current?.offsetWidth ?? 0;
			if (track && width > 0) {
				offset.current = (offset.current + BRAND_STRIP_PX_PER_FRAME) % width;
				track.style.transform = `translate3d(${-offset.current}px, 0, 0)`;
			}
			frame = window.requestAnimationFrame(step);
		};
		frame = window.requestAnimationFrame(step);
		return () => window.cancelAnimationFrame(frame);
	}, [moving]);

	if (isPending) {
		return (
			<div role="status" aria-label={homeMessages.loadingBrands} className="flex gap-3 overflow-hidden sm:gap-4">
				{Array.from({ length: 10 }, (_, i) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
					<div key={i} className="h-24 w-24 shrink-0 animate-pulse rounded-2xl bg-slate-100 sm:h-28 sm:w-28" />
				))}
			</div>
		);
	}
	if (isError)
		return <SectionError message={errorMessage(error, homeMessages.brandsFailed)} onRetry={() => refetch()} />;
	if (data.length === 0) return <SectionEmpty>{homeMessages.noData}</SectionEmpty>;

	return (
		<div>
			{/* biome-ignore lint/a11y/noStaticElementInteractions: pausing under the pointer is a convenience; the button is the control */}
			<div
				ref={stripRef}
				className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_4%,black_96%,transparent)]"
				onPointerEnter={(event) => {
					if (event.pointerType === "mouse") setHovered(true);
				}}
				onPointerLeave={() => setHovered(false)}
				onFocus={() => setFocused(true)}
				onBlur={(event: FocusEvent<HTMLDivElement>) => {
					if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
				}}
			>
				<div ref={trackRef} data-testid="brands-track" className="flex w-max will-change-transform">
					<div ref={firstCopyRef} className="flex">
						<BrandList brands={data} copy={false} />
					</div>
					<BrandList brands={data} copy />
				</div>
			</div>
			<div className="mt-3 flex items-center justify-between gap-3">
				<p className="text-xs text-slate-500 sm:text-sm">{homeMessages.tapALogoTo}</p>
				<button
					type="button"
					onClick={() => setStopped((value) => !value)}
					className="shrink-0 rounded-full px-3 py-1 text-xs font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 sm:text-sm"
				>
					{stopped ? homeMessages.resumeScrolling : homeMessages.pauseScrolling}
				</button>
			</div>
		</div>
	);
}
