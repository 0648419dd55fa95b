import path from "node:path";
import { IMAGE_WIDTHS } from "@pitara/shared";

/** The width whose URL the API sends; the web app derives the others for srcset. */
export const DEFAULT_IMAGE_WIDTH = 480;

/**
 * The URL the API sends for a generated image stored as a base path
 * (`/media/products/x` → `/media/products/x-480.webp`). The web app builds
 * its srcset from it. Anything that is already a file URL passes unchanged.
 */
export function imageUrl(base: string | null | undefined, width: number = DEFAULT_IMAGE_WIDTH): string | null {
	if (!base) return null;
	if (/\.(webp|png|jpe?g|svg|gif|avif)$/i.test(base)) return base;
	return `${base}-${width}.webp`;
}

/**
 * The file of a stored image base path (`/media/banners/x` → `<MEDIA_DIR>/banners/x-480.webp`), or null
 * when the path would lead outside MEDIA_DIR.
 */
export function mediaFileOf(mediaDir: string, base: string, width: number = DEFAULT_IMAGE_WIDTH): string | null {
	const root = path.resolve(mediaDir);
	const file = path.resolve(root, `${base.replace(/^\/media\//, "")}-${width}.webp`);
	// the separator matters: /srv/media-old starts with /srv/media
	return file.startsWith(root + path.sep) ? file : null;
}

export { IMAGE_WIDTHS };
