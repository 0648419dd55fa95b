import { createHash } from "node:crypto";
import { mkdir, rename, unlink } from "node:fs/promises";
import path from "node:path";
import { IMAGE_WIDTHS } from "@pitara/shared";
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
 * Checks an uploaded picture and writes it as the storefront's square WebP
 * widths (IMAGE_WIDTHS) under MEDIA_DIR/<dir>: fitted inside a white square,
 * never cropped. Answers the base path the database keeps
 * (`/media/products/upload-<hash>`); the name is the hash of the file, so
 * the same picture uploaded twice is written once, and /media stays
 * cacheable as immutable.
 */
export async function storeUploadedImage(mediaDir: string, dir: "products", bytes: Buffer): Promise<string> {
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
	if (metadata.width < 200 || metadata.height < 200) {
		throw badRequest(
			`This picture is ${metadata.width} × ${metadata.height} pixels; it needs at least 200 × 200`,
			undefined,
			"IMAGE_TOO_SMALL",
		);
	}
	const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
	const base = `/media/${dir}/upload-${hash}`;
	await mkdir(path.join(mediaDir, dir), { recursive: true });
	for (const width of IMAGE_WIDTHS) {
		const file = path.join(mediaDir, dir, `upload-${hash}-${width}.webp`);
		const temporary = `${file}.${process.pid}.tmp`;
		try {
			await sharp(bytes, { limitInputPixels: 50_000_000 })
				.rotate()
				.resize({ width, height: width, fit: "contain", background: "#ffffff" })
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
