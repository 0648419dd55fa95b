import { IMAGE_WIDTHS } from "./constants.ts";

/**
 * Rules for pictures that the server and the web app must agree on: which
 * file widths exist, and how wide each picture is drawn, so that the server
 * can ask the browser to fetch a page's main picture before the page's code
 * has even run, and the browser then finds it already loaded.
 */

/** `sizes` of full-width banners inside the page's max width. */
export const BANNER_SIZES = "(min-width: 1280px) 1248px, calc(100vw - 2rem)";

/** `sizes` of the large picture on a product page. */
export const PRODUCT_IMAGE_SIZES = "(min-width: 1024px) 560px, 100vw";

const GENERATED = /^(\/media\/.+)-(\d+)\.webp$/;

/**
 * `src` and `srcset` for an image URL the API sent. Generated images exist in
 * every width of `widths` as `${base}-${width}.webp`, and the API sends the
 * medium one (`/media/products/x-480.webp`); from it the other widths are
 * offered to the browser. Any other URL is used as it is.
 */
export function imageSourceSet(
	url: string,
	widths: readonly number[] = IMAGE_WIDTHS,
): { src: string; srcSet?: string } {
	const match = GENERATED.exec(url);
	if (!match) return { src: url };
	const base = match[1];
	return { src: url, srcSet: widths.map((width) => `${base}-${width}.webp ${width}w`).join(", ") };
}
