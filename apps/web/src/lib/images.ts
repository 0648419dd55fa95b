import { IMAGE_WIDTHS, imageSourceSet } from "@pitara/shared";

export const PLACEHOLDER_IMAGE = "/placeholder.svg";

/** `src` and `srcset` for an image the API sent (see `imageSourceSet`); the placeholder when there is none. */
export function imageSources(
	url: string | null | undefined,
	widths: readonly number[] = IMAGE_WIDTHS,
): { src: string; srcSet?: string } {
	return url ? imageSourceSet(url, widths) : { src: PLACEHOLDER_IMAGE };
}

/** Swaps a broken image for the placeholder, once. */
export function fallbackToPlaceholder(event: { currentTarget: HTMLImageElement }): void {
	const image = event.currentTarget;
	if (image.dataset.fallback === "1") return;
	image.dataset.fallback = "1";
	image.removeAttribute("srcset");
	image.src = PLACEHOLDER_IMAGE;
}
