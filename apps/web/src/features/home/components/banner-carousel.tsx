import { BANNER_IMAGE_WIDTHS, BANNER_SIZES, type Banner, homeMessages, listingHref, TIMINGS } from "@pitara/shared";
import {
	type FocusEvent,
	type PointerEvent,
	type TouchEvent,
	useEffect,
	useId,
	useLayoutEffect,
	useRef,
	useState,
} from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "../../../components/ui/icons.tsx";
import { fallbackToPlaceholder, imageSources } from "../../../lib/images.ts";
import { Link } from "../../../lib/router.tsx";
import { usePageVisible } from "../lib/use-page-visible.ts";
import { BannerHeadline } from "./banner-headline.tsx";

/** How far a finger must travel sideways to count as a swipe, in CSS pixels. */
const SWIPE_PX = 40;

/** Where a slide leads: the banner's link (a listing, a product, a path on the shop), else all products. */
function bannerHref(banner: Banner): string {
	return banner.href ?? listingHref({});
}

function PauseIcon() {
	return (
		<svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true" fill="currentColor">
			<rect x="6" y="5" width="4" height="14" rx="1" />
			<rect x="14" y="5" width="4" height="14" rx="1" />
		</svg>
	);
}

function PlayIcon() {
	return (
		<svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true" fill="currentColor">
			<path d="M7 5.5v13a1 1 0 0 0 1.5.86l11-6.5a1 1 0 0 0 0-1.72l-11-6.5A1 1 0 0 0 7 5.5z" />
		</svg>
	);
}

function ArrowButton({
	direction,
	onClick,
	controls,
	className,
}: {
	direction: "previous" | "next";
	onClick: () => void;
	controls: string;
	className: string;
}) {
	const Icon = direction === "previous" ? ChevronLeftIcon : ChevronRightIcon;
	const place = direction === "previous" ? "sm:left-4" : "sm:right-4";
	return (
		<button
			type="button"
			onClick={onClick}
			aria-controls={controls}
			aria-label={direction === "previous" ? homeMessages.previousSlide : homeMessages.nextSlide}
			className={`${className} h-8 w-8 items-center justify-center rounded-full bg-white text-slate-800 shadow ring-1 ring-slate-200 hover:bg-slate-50 sm:absolute sm:top-1/2 sm:h-11 sm:w-11 sm:-translate-y-1/2 sm:ring-0 ${place}`}
		>
			<Icon className="h-5 w-5 sm:h-6 sm:w-6" />
		</button>
	);
}

/**
 * The top banner carousel (SPEC.md §4): forward and back with wraparound,
 * dots that jump to a slide, and a slide every 5 s when there is more than
 * one. Rotation pauses while a mouse is over it, while keyboard focus is in
 * it, while the tab is hidden, and when the shopper presses Pause; a finger
 * swipes it.
 */
export function BannerCarousel({
	banners,
	label = homeMessages.offers,
}: {
	banners: readonly Banner[];
	label?: string;
}) {
	const count = banners.length;
	const [index, setIndex] = useState(0);
	const [hovered, setHovered] = useState(false);
	const [focused, setFocused] = useState(false);
	const [stopped, setStopped] = useState(false);
	// the other slides' pictures wait for the first one, which gets the whole connection on slow 4G
	const [firstLoaded, setFirstLoaded] = useState(false);
	const visible = usePageVisible();
	const touchStart = useRef<{ x: number; y: number } | null>(null);
	const track = useRef<HTMLDivElement>(null);
	const slidesId = useId();

	const current = count > 0 ? index % count : 0;
	const rotating = count > 1 && !stopped;
	const paused = !rotating || hovered || focused || !visible;
	// the slide shown is set through the DOM, not as a style attribute: the CSP refuses inline styles in markup,
	// and the server-rendered page starts at the first slide, which needs none
	useLayoutEffect(() => {
		if (track.current) track.current.style.transform = `translateX(-${current * 100}%)`;
	}, [current]);

	// a timeout per slide: moving by hand restarts the wait
	useEffect(() => {
		if (paused) return;
		const timer = window.setTimeout(() => setIndex((current + 1) % count), TIMINGS.carouselIntervalMs);
		return () => window.clearTimeout(timer);
	}, [paused, count, current]);

	if (count === 0) return null;

	const go = (to: number) => setIndex(((to % count) + count) % count);
	const next = () => go(current + 1);
	const previous = () => go(current - 1);

	const onPointerEnter = (event: PointerEvent) => {
		if (event.pointerType === "mouse") setHovered(true);
	};
	const onFocus = (event: FocusEvent<HTMLElement>) => {
		// the rotation button itself does not pause, or pressing Play would seem to do nothing
		setFocused(!(event.target as HTMLElement).dataset.rotationControl);
	};
	const onBlur = (event: FocusEvent<HTMLElement>) => {
		if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
	};
	const onTouchStart = (event: TouchEvent) => {
		const touch = event.touches[0];
		touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
	};
	const onTouchEnd = (event: TouchEvent) => {
		const start = touchStart.current;
		const touch = event.changedTouches[0];
		touchStart.current = null;
		if (!start || !touch || count < 2) return;
		const dx = touch.clientX - start.x;
		const dy = touch.clientY - start.y;
		if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
		if (dx < 0) next();
		else previous();
	};

	return (
		<section
			aria-roledescription={homeMessages.carousel}
			aria-label={label}
			className="relative"
			onPointerEnter={onPointerEnter}
			onPointerLeave={() => setHovered(false)}
			onFocus={onFocus}
			onBlur={onBlur}
			onTouchStart={onTouchStart}
			onTouchEnd={onTouchEnd}
		>
			<div className="overflow-hidden rounded-2xl bg-brand-50 shadow-sm">
				<div
					id={slidesId}
					aria-live={paused ? "polite" : "off"}
					ref={track}
					className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
				>
					{banners.map((banner, i) => {
						const shown = i === current;
						return (
							// biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names slides as groups; a fieldset is for forms
							<div
								key={banner.banner_id}
								role="group"
								aria-roledescription={homeMessages.slide}
								aria-label={homeMessages.slideOf(i + 1, count)}
								aria-hidden={!shown}
								inert={!shown}
								className="w-full shrink-0"
							>
								<Link
									to={bannerHref(banner)}
									className={banner.headline ? "relative block" : "block"}
									tabIndex={shown ? undefined : -1}
								>
									{i === 0 || shown || firstLoaded ? (
										<img
											{...imageSources(banner.url, BANNER_IMAGE_WIDTHS)}
											sizes={BANNER_SIZES}
											alt={banner.alt || banner.title}
											width={1920}
											height={640}
											className="aspect-[3/1] w-full object-cover"
											loading="eager"
											fetchPriority={i === 0 ? "high" : "low"}
											decoding={i === 0 ? "sync" : "async"}
											draggable={false}
											onLoad={i === 0 ? () => setFirstLoaded(true) : undefined}
											onError={(event) => {
												fallbackToPlaceholder(event);
												if (i === 0) setFirstLoaded(true);
											}}
										/>
									) : (
										<span role="img" aria-label={banner.alt || banner.title} className="block aspect-[3/1] w-full" />
									)}
									<BannerHeadline text={banner.headline} />
								</Link>
							</div>
						);
					})}
				</div>
			</div>

			{count > 1 ? (
				<>
					<ArrowButton direction="previous" onClick={previous} controls={slidesId} className="hidden sm:flex" />
					<ArrowButton direction="next" onClick={next} controls={slidesId} className="hidden sm:flex" />
					<div className="flex items-center justify-center gap-1 pt-1.5 sm:absolute sm:inset-x-0 sm:bottom-3 sm:pt-0">
						<ArrowButton direction="previous" onClick={previous} controls={slidesId} className="flex sm:hidden" />
						<button
							type="button"
							data-rotation-control="1"
							onClick={() => setStopped((value) => !value)}
							aria-label={stopped ? homeMessages.startSlideShow : homeMessages.stopSlideShow}
							className="mx-1 flex h-8 w-8 items-center justify-center rounded-full bg-white text-slate-800 shadow ring-1 ring-slate-200 hover:bg-slate-50 sm:ring-0"
						>
							{stopped ? <PlayIcon /> : <PauseIcon />}
						</button>
						{banners.map((banner, i) => (
							<button
								key={banner.banner_id}
								type="button"
								onClick={() => go(i)}
								aria-label={homeMessages.goToSlide(i + 1)}
								aria-current={i === current ? "true" : undefined}
								aria-controls={slidesId}
								className="group flex h-8 w-7 items-center justify-center"
							>
								<span
									className={`block h-2.5 rounded-full shadow-sm ring-1 ring-black/5 transition-all motion-reduce:transition-none ${
										i === current ? "w-6 bg-brand-700" : "w-2.5 bg-slate-300 group-hover:bg-slate-400 sm:bg-white/90"
									}`}
								/>
							</button>
						))}
						<ArrowButton direction="next" onClick={next} controls={slidesId} className="flex sm:hidden" />
					</div>
				</>
			) : null}
		</section>
	);
}
