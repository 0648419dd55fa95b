import { createHash } from "node:crypto";
import { access, mkdir, rename, unlink } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { BANNER_IMAGE_WIDTHS, IMAGE_WIDTHS } from "@pitara/shared";
import sharp from "sharp";

/**
 * Generated images. A database `image`/`path` column holds a base path such
 * as `/media/products/frock-rose-pink-front-1a2b3c4d5e`; the files are
 * `${base}-${width}.webp` under MEDIA_DIR for every width of the kind:
 *
 * - products, subcategory and brand tiles are square and come in
 *   IMAGE_WIDTHS (240, 480, 960);
 * - banners are 3:1 (drawn 1920 × 640) and come in IMAGE_WIDTHS plus 1920,
 *   so a full-width hero stays sharp on large and high-density screens while
 *   anything that assumes IMAGE_WIDTHS still finds its file.
 *
 * Names end in a hash of what was drawn, so a changed drawing gets a new
 * name and /media can be cached as immutable.
 */
export type ImageKind = "product" | "brand" | "banner";

/** The widths, in pixels, that exist on disk for an image of this kind. */
export function imageWidthsFor(kind: ImageKind): readonly number[] {
	return kind === "banner" ? BANNER_IMAGE_WIDTHS : IMAGE_WIDTHS;
}

const DIRECTORY: Record<ImageKind, string> = { product: "products", brand: "brands", banner: "banners" };
const WEBP = { quality: 75, effort: 2 } as const;

/** Where the file for one width of a base path lives. */
export function mediaFile(mediaDir: string, base: string, width: number): string {
	return path.join(mediaDir, `${base.replace(/^\/media\//, "")}-${width}.webp`);
}

export interface MediaStats {
	/** distinct images asked for */
	images: number;
	rendered: number;
	/** already on disk from an earlier run */
	skipped: number;
	ms: number;
}

async function exists(file: string): Promise<boolean> {
	try {
		await access(file);
		return true;
	} catch {
		return false;
	}
}

/**
 * A pool of drawings keyed by a stem (e.g. "frock-rose-pink-front"): asking
 * twice returns the same base path, so products share images. Rendering
 * starts at once in the background, a couple at a time, while the caller
 * carries on writing rows; `finish()` waits for all of it.
 */
export class MediaLibrary {
	private readonly pool = new Map<string, string>();
	private readonly waiting: (() => Promise<void>)[] = [];
	private readonly running = new Set<Promise<void>>();
	private readonly limit: number;
	private readonly started = Date.now();
	private firstError: unknown = null;
	private rendered = 0;
	private skipped = 0;
	private lastDone = Date.now();

	constructor(
		private readonly mediaDir: string,
		concurrency = Math.min(4, availableParallelism() + 1),
	) {
		this.limit = concurrency;
	}

	/** The base path of the image drawn by `draw` (called only the first time a stem is seen). */
	image(kind: ImageKind, stem: string, draw: () => string): string {
		const key = `${kind}/${stem}`;
		const known = this.pool.get(key);
		if (known) return known;
		const svg = draw();
		const widths = imageWidthsFor(kind);
		const hash = createHash("sha256")
			.update(svg)
			.update(JSON.stringify([widths, WEBP]))
			.digest("hex")
			.slice(0, 10);
		const base = `/media/${DIRECTORY[kind]}/${stem}-${hash}`;
		this.pool.set(key, base);
		this.enqueue(() => this.render(base, svg, widths));
		return base;
	}

	private enqueue(job: () => Promise<void>): void {
		this.waiting.push(job);
		this.pump();
	}

	private pump(): void {
		while (this.running.size < this.limit && this.waiting.length > 0) {
			const job = this.waiting.shift() as () => Promise<void>;
			const run: Promise<void> = job()
				.catch((error: unknown) => {
					this.firstError ??= error;
				})
				.finally(() => {
					this.running.delete(run);
					this.lastDone = Date.now();
					this.pump();
				});
			this.running.add(run);
		}
	}

	private async render(base: string, svg: string, widths: readonly number[]): Promise<void> {
		if (this.firstError) return;
		const files = widths.map((width) => mediaFile(this.mediaDir, base, width));
		const present = await Promise.all(files.map(exists));
		if (present.every(Boolean)) {
			this.skipped++;
			return;
		}
		await mkdir(path.dirname(files[0] as string), { recursive: true });
		// every drawing has an opaque backdrop: dropping alpha makes encoding a third faster
		const raster = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
		const largest = Math.max(...widths);
		for (const [i, width] of widths.entries()) {
			if (present[i]) continue;
			const file = files[i] as string;
			// write beside the target and rename, so a killed run never leaves a half file behind
			const temporary = `${file}.${process.pid}.tmp`;
			const image = sharp(raster.data, { raw: raster.info });
			try {
				await (width === largest ? image : image.resize({ width })).webp(WEBP).toFile(temporary);
				await rename(temporary, file);
			} catch (error) {
				await unlink(temporary).catch(() => {});
				throw error;
			}
		}
		this.rendered++;
	}

	/** Waits for every render; throws the first failure. */
	async finish(): Promise<MediaStats> {
		while (this.running.size > 0 || this.waiting.length > 0) {
			await Promise.all([...this.running]);
		}
		if (this.firstError) throw this.firstError;
		return {
			images: this.pool.size,
			rendered: this.rendered,
			skipped: this.skipped,
			ms: this.rendered === 0 ? 0 : this.lastDone - this.started,
		};
	}

	/** Waits for renders already under way and drops the rest (after a failed seed). */
	async abandon(): Promise<void> {
		this.waiting.length = 0;
		await Promise.allSettled([...this.running]);
	}
}
