import { catalogMessages, PRODUCT_IMAGE_SIZES, type ProductImage } from "@pitara/shared";
import { useEffect, useRef, useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from "../../../components/ui/icons.tsx";
import { fallbackToPlaceholder, imageSources } from "../../../lib/images.ts";

/** The full-screen viewer: one picture at a time, previous/next (buttons, arrow keys, swipe) and a counter. */
function FullScreenViewer({
	images,
	index,
	onIndex,
	onClose,
	name,
}: {
	images: ProductImage[];
	index: number;
	onIndex: (index: number) => void;
	onClose: () => void;
	name: string;
}) {
	const closeRef = useRef<HTMLButtonElement>(null);
	const touchStart = useRef<number | null>(null);
	const count = images.length;
	const go = (step: number) => onIndex((index + step + count) % count);
	const goRef = useRef(go);
	goRef.current = go;
	const closeRef2 = useRef(onClose);
	closeRef2.current = onClose;

	useEffect(() => {
		const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
		closeRef.current?.focus();
		const onKey = (event: KeyboardEvent) => {
			if (event.key === "Escape") closeRef2.current();
			else if (event.key === "ArrowLeft") goRef.current(-1);
			else if (event.key === "ArrowRight") goRef.current(1);
			else if (event.key === "Tab") {
				// keep focus among the viewer's own buttons
				const buttons = [...document.querySelectorAll<HTMLElement>("[data-viewer] button")];
				const position = buttons.indexOf(document.activeElement as HTMLElement);
				event.preventDefault();
				const next = (position + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length;
				buttons[next]?.focus();
			}
		};
		document.addEventListener("keydown", onKey);
		const overflow = document.body.style.overflow;
		document.body.style.overflow = "hidden";
		return () => {
			document.removeEventListener("keydown", onKey);
			document.body.style.overflow = overflow;
			opener?.focus();
		};
	}, []);

	const image = images[index];
	const sources = imageSources(image?.image_url);
	return (
		<div
			data-viewer
			role="dialog"
			aria-modal="true"
			aria-label={catalogMessages.namedPictures.replace("{name}", name)}
			className="fixed inset-0 z-50 flex flex-col bg-slate-950 text-white"
			onTouchStart={(event) => {
				touchStart.current = event.touches[0]?.clientX ?? null;
			}}
			onTouchEnd={(event) => {
				const start = touchStart.current;
				const end = event.changedTouches[0]?.clientX;
				touchStart.current = null;
				if (start === null || end === undefined || Math.abs(end - start) < 40 || count < 2) return;
				go(end < start ? 1 : -1);
			}}
		>
			<div className="flex items-center justify-between px-4 py-3">
				<p aria-live="polite" className="text-sm font-medium">
					{index + 1} / {count}
				</p>
				<button
					ref={closeRef}
					type="button"
					onClick={onClose}
					className="rounded-full p-2 hover:bg-white/10"
					aria-label={catalogMessages.closePictures}
				>
					<CloseIcon />
				</button>
			</div>
			<div className="relative flex flex-1 items-center justify-center overflow-hidden px-2 pb-6">
				<img
					key={sources.src}
					src={sources.src.replace(/-480\.webp$/, "-960.webp")}
					srcSet={sources.srcSet}
					sizes="100vw"
					alt={image?.alt || name}
					width={960}
					height={960}
					onError={fallbackToPlaceholder}
					className="max-h-full w-auto max-w-full object-contain"
				/>
				{count > 1 ? (
					<>
						<button
							type="button"
							onClick={() => go(-1)}
							className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/15 p-3 hover:bg-white/25"
							aria-label={catalogMessages.previousImage}
						>
							<ChevronLeftIcon />
						</button>
						<button
							type="button"
							onClick={() => go(1)}
							className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/15 p-3 hover:bg-white/25"
							aria-label={catalogMessages.nextImage}
						>
							<ChevronRightIcon />
						</button>
					</>
				) : null}
			</div>
		</div>
	);
}

/**
 * The product page's pictures: the chosen one large (loaded first, sized so
 * nothing shifts), thumbnails to choose another, and a full-screen viewer
 * when the large one is tapped.
 */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
	const [index, setIndex] = useState(0);
	const [viewer, setViewer] = useState(false);
	const current = images[index] ?? images[0];
	const sources = imageSources(current?.image_url);
	const count = images.length;

	return (
		<div className="flex flex-col gap-3">
			<button
				type="button"
				onClick={() => setViewer(true)}
				className="relative block aspect-square w-full overflow-hidden rounded-2xl bg-slate-50"
				aria-label={
					count > 1
						? catalogMessages.viewPicturesFullScreen
								.replace("{position}", String(index + 1))
								.replace("{count}", String(count))
						: catalogMessages.viewPictureFullScreen
				}
			>
				<img
					key={sources.src}
					src={sources.src}
					srcSet={sources.srcSet}
					sizes={PRODUCT_IMAGE_SIZES}
					alt={current?.alt || name}
					width={960}
					height={960}
					loading="eager"
					fetchPriority="high"
					onError={fallbackToPlaceholder}
					className="h-full w-full object-cover"
				/>
				{count > 1 ? (
					<span
						aria-hidden="true"
						className="absolute bottom-3 right-3 rounded-full bg-slate-900/70 px-2 py-0.5 text-xs text-white"
					>
						{index + 1} / {count}
					</span>
				) : null}
			</button>
			{count > 1 ? (
				<ul className="flex gap-2 overflow-x-auto pb-1" aria-label={catalogMessages.pictures}>
					{images.map((image, position) => {
						const thumb = imageSources(image.image_url);
						return (
							<li key={image.image_id} className="shrink-0">
								<button
									type="button"
									onClick={() => setIndex(position)}
									aria-label={catalogMessages.showPicture
										.replace("{position}", String(position + 1))
										.replace("{count}", String(count))}
									aria-current={position === index ? "true" : undefined}
									className={`block h-16 w-16 overflow-hidden rounded-lg border-2 bg-slate-50 sm:h-20 sm:w-20 ${
										position === index ? "border-brand-700" : "border-transparent hover:border-slate-300"
									}`}
								>
									<img
										src={thumb.src}
										srcSet={thumb.srcSet}
										sizes="80px"
										alt=""
										width={80}
										height={80}
										loading="lazy"
										onError={fallbackToPlaceholder}
										className="h-full w-full object-cover"
									/>
								</button>
							</li>
						);
					})}
				</ul>
			) : null}
			{viewer && current ? (
				<FullScreenViewer
					images={images}
					index={index}
					onIndex={setIndex}
					onClose={() => setViewer(false)}
					name={name}
				/>
			) : null}
		</div>
	);
}
