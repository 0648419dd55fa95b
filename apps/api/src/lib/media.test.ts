import { describe, expect, it } from "vitest";
import { imageUrl, mediaFileOf } from "./media.ts";

describe("media paths", () => {
	it("answers the file of a base path inside MEDIA_DIR", () => {
		expect(mediaFileOf("/srv/pitara/media", "/media/banners/winter-1a2b")).toBe(
			"/srv/pitara/media/banners/winter-1a2b-480.webp",
		);
		expect(imageUrl("/media/banners/winter-1a2b")).toBe("/media/banners/winter-1a2b-480.webp");
	});

	it("refuses a path that leaves MEDIA_DIR, also for a sibling directory whose name starts the same", () => {
		expect(mediaFileOf("/srv/pitara/media", "/media/../../etc/passwd")).toBeNull();
		expect(mediaFileOf("/srv/pitara/media", "/media/../media-old/banners/x")).toBeNull();
		expect(mediaFileOf("/srv/pitara/media/", "/media/../media2/x")).toBeNull();
	});
});
