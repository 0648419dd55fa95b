import { createHash } from "node:crypto";
import { mkdir, rename, unlink } from "node:fs/promises";
import path from "node:path";
import { BANNER_IMAGE_WIDTHS, IMAGE_WIDTHS } from "@pitara/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError, badRequest, megabytes } from "./errors.ts";

/** The largest picture staff may upload. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type UploadFormat = "jpeg" | "png" | "webp";

/** What a staff member reads for a picture over MAX_UPLOAD_BYTES (its size when known). */
export function pictureTooLargeMessage(bytes: number | undefined): string {
	const limit = `a picture can be at most ${megabytes(MAX_UPLOAD_BYTES)}`;
	return bytes === undefined
		? `This picture is too large: ${limit}`
		: `This picture is ${(bytes / (1024 * 1024)).toFixed(1)} MB; ${limit}`;
}

/**
 * What an uploaded file is, by its first bytes (never by its name or the
 * type the browser claimed): JPEG, PNG or WebP, else a 400 that says what it
 * seems to be. Only these three are decoded: an SVG can carry script, and
 * anything else is not a photograph.
 */
export function uploadFormatOf(bytes: Buffer): UploadFormat {
	if (bytes.length > MAX_UPLOAD_BYTES) {
		throw new AppError(413, "IMAGE_TOO_LARGE", pictureTooLargeMessage(bytes.length));
	}
	if (bytes.length === 0) throw badRequest("The file is empty", undefined, "NOT_AN_IMAGE");
	if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
	if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
	if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP") {
		return "webp";
	}
	const head = bytes.subarray(0, 512).toString("utf8").trimStart().toLowerCase();
	if (head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg"))) {
		throw badRequest(
			"SVG drawings cannot be uploaded: please upload a JPEG, PNG or WebP picture",
			undefined,
			"NOT_AN_IMAGE",
		);
	}
	throw badRequest(
		"This file is not a JPEG, PNG or WebP picture (whatever its name says): please upload one of those",
		undefined,
		"NOT_AN_IMAGE",
	);
}

/**
 * What the storefront draws an uploaded picture as, by where it goes:
 * - products: squares in IMAGE_WIDTHS, the picture fitted inside on white, never cropped (a product must show whole);
 * - banners: 3:1 in BANNER_IMAGE_WIDTHS (the seed's 1920 × 640 and below), the picture covering the strip and
 *   cropped about its centre, as the home page draws banners `object-cover` at 3:1 anyway.
 */
const UPLOAD_SHAPES = {
	products: { widths: IMAGE_WIDTHS, aspect: 1, fit: "contain", min: { width: 200, height: 200 } },
	banners: { widths: BANNER_IMAGE_WIDTHS, aspect: 3, fit: "cover", min: { width: 960, height: 320 } },
	/** a shopper's photo of a returned item (decision 047): whole, in two widths for the console */
	returns: { widths: [400, 1200], aspect: 1, fit: "contain", min: { width: 200, height: 200 } },
} as const;
export type UploadDirectory = keyof typeof UPLOAD_SHAPES;

/** The widths written for an upload to `dir` (each `${base}-${width}.webp`). */
export const uploadWidths = (dir: UploadDirectory): readonly number[] => UPLOAD_SHAPES[dir].widths;

/**
 * Checks an uploaded picture and writes it as the storefront's WebP widths
 * of its kind (UPLOAD_SHAPES) under MEDIA_DIR/<dir>. Answers the base path
 * the database keeps (`/media/products/upload-<hash>`); the name is the hash
 * of the file, so the same picture uploaded twice is written once, and
 * /media stays cacheable as immutable.
 */
export async function storeUploadedImage(mediaDir: string, dir: UploadDirectory, bytes: Buffer): Promise<string> {
	const shape = UPLOAD_SHAPES[dir];
	const format = uploadFormatOf(bytes);
	// sharp (libvips) is loaded by the first upload, not by every process at start
	const { default: sharp } = await import("sharp");
	const metadata = await sharp(bytes, { limitInputPixels: 50_000_000 })
		.metadata()
		.catch(() => {
			throw badRequest("This picture is damaged and cannot be read", undefined, "NOT_AN_IMAGE");
		});
	if (metadata.format !== format || !metadata.width || !metadata.height) {
		throw badRequest("This picture is damaged and cannot be read", undefined, "NOT_AN_IMAGE");
	}
	// EXIF orientation 5-8 turns the picture a quarter: its shown width is the stored height
	const turned = (metadata.orientation ?? 1) >= 5;
	const shown = turned
		? { width: metadata.height, height: metadata.width }
		: { width: metadata.width, height: metadata.height };
	if (shown.width < shape.min.width || shown.height < shape.min.height) {
		throw badRequest(
			`This picture is ${shown.width} × ${shown.height} pixels; ${dir === "banners" ? "a banner" : "it"} needs at least ${shape.min.width} × ${shape.min.height}`,
			undefined,
			"IMAGE_TOO_SMALL",
		);
	}
	const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
	const base = `/media/${dir}/upload-${hash}`;
	await mkdir(path.join(mediaDir, dir), { recursive: true });
	for (const width of shape.widths) {
		const file = path.join(mediaDir, dir, `upload-${hash}-${width}.webp`);
		const temporary = `${file}.${process.pid}.tmp`;
		try {
			await sharp(bytes, { limitInputPixels: 50_000_000 })
				.rotate()
				.resize({
					width,
					height: Math.round(width / shape.aspect),
					fit: shape.fit,
					position: "centre",
					background: "#ffffff",
				})
				.flatten({ background: "#ffffff" })
				.webp({ quality: 80 })
				.toFile(temporary);
			await rename(temporary, file);
		} catch {
			await unlink(temporary).catch(() => {});
			throw badRequest("This picture is damaged and cannot be read", undefined, "NOT_AN_IMAGE");
		}
	}
	return base;
}

/** The body limit of an upload route: the picture's limit plus room, so that the route itself says "10 MB". */
const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 2 * 1024 * 1024;

/**
 * Lets the routes of a plugin take a picture's file as the request body (any `image/*` type or
 * `application/octet-stream`: the content decides, not the type sent, in `storeUploadedImage`).
 */
export function acceptPictureBodies(app: FastifyInstance): void {
	app.addContentTypeParser(
		/^(image\/[\w.+-]+|application\/octet-stream)$/,
		{ parseAs: "buffer", bodyLimit: UPLOAD_BODY_LIMIT },
		(_request, body, done) => done(null, body),
	);
}

/**
 * The options every picture-upload route shares: its body limit, and an error handler for a file past it,
 * refused before it is read, which says the picture's limit (with the size sent, when known) rather than the
 * app's "1 MB"; every other error goes on to the app's handler.
 */
export const pictureUploadRouteOptions = {
	bodyLimit: UPLOAD_BODY_LIMIT,
	errorHandler: (error: { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) => {
		if (error.statusCode !== 413) throw error;
		const sent = Number(request.headers["content-length"]);
		return reply.code(413).send({
			status: false,
			message: pictureTooLargeMessage(Number.isFinite(sent) && sent > 0 ? sent : undefined),
			code: "IMAGE_TOO_LARGE",
		});
	},
};

/** The file of an upload request, or the 400 that says to send one. */
export function pictureBody(body: unknown): Buffer {
	if (!Buffer.isBuffer(body)) {
		throw badRequest("Send the picture itself as the body (a JPEG, PNG or WebP file)", undefined, "NOT_AN_IMAGE");
	}
	return body;
}
