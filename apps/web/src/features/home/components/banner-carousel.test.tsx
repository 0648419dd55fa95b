import type { Banner } from "@pitara/shared";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { BannerCarousel } from "./banner-carousel.tsx";

const banner = (id: number, alt: string): Banner => ({
	banner_id: id,
	title: "BannerTop",
	url: `/media/banners/top-${id}-480.webp`,
	status: 1,
	category: "Girls",
	subCategory: "Frocks & Dresses",
	mediaType: "image",
	offers: 20,
	alt,
	position: id,
	placement: "top",
	name: `Top ${id}`,
	link_kind: "category",
	product_id: null,
	href: "/products?category=Girls&subcategory=Frocks+%26+Dresses",
	headline: "",
});

const three = [banner(1, "Summer frocks"), banner(2, "Back to school"), banner(3, "Festive edit")];

/** The slide the carousel shows: the one whose dot is current. */
function currentSlide(): number {
	const dots = screen.getAllByRole("button", { name: /^Go to slide/ });
	return dots.findIndex((dot) => dot.getAttribute("aria-current") === "true") + 1;
}

const advance = (ms: number) =>
	act(() => {
		vi.advanceTimersByTime(ms);
	});

describe("BannerCarousel", () => {
	beforeEach(() => {
		vi.useFakeTimers({ shouldAdvanceTime: false });
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	it("moves on by itself every 5 seconds and wraps around to the first", () => {
		renderWithProviders(<BannerCarousel banners={three} />);
		expect(currentSlide()).toBe(1);
		advance(4999);
		expect(currentSlide()).toBe(1);
		advance(1);
		expect(currentSlide()).toBe(2);
		advance(5000);
		expect(currentSlide()).toBe(3);
		advance(5000);
		expect(currentSlide()).toBe(1);
	});

	it("goes forward and back by hand with wraparound, and dots jump to a slide", () => {
		renderWithProviders(<BannerCarousel banners={three} />);
		fireEvent.click(screen.getAllByRole("button", { name: "Previous slide" })[0] as HTMLElement);
		expect(currentSlide()).toBe(3);
		fireEvent.click(screen.getAllByRole("button", { name: "Next slide" })[0] as HTMLElement);
		expect(currentSlide()).toBe(1);
		fireEvent.click(screen.getByRole("button", { name: "Go to slide 2" }));
		expect(currentSlide()).toBe(2);
		// the shown slide is labelled and the others are hidden from assistive technology
		const shown = screen.getByRole("group", { name: "2 of 3" });
		expect(shown).toHaveAttribute("aria-hidden", "false");
		expect(screen.getByRole("img", { name: "Back to school" })).toBeInTheDocument();
	});

	it("waits a full interval again after a move by hand", () => {
		renderWithProviders(<BannerCarousel banners={three} />);
		advance(4000);
		fireEvent.click(screen.getByRole("button", { name: "Go to slide 3" }));
		advance(4000);
		expect(currentSlide()).toBe(3);
		advance(1000);
		expect(currentSlide()).toBe(1);
	});

	it("pauses under the mouse and resumes when it leaves", () => {
		renderWithProviders(<BannerCarousel banners={three} />);
		const region = screen.getByRole("region", { name: "Offers" });
		fireEvent.pointerEnter(region, { pointerType: "mouse" });
		advance(15_000);
		expect(currentSlide()).toBe(1);
		fireEvent.pointerLeave(region, { pointerType: "mouse" });
		advance(5000);
		expect(currentSlide()).toBe(2);
	});

	it("pauses while keyboard focus is inside", () => {
		renderWithProviders(<BannerCarousel banners={three} />);
		const dot = screen.getByRole("button", { name: "Go to slide 1" });
		act(() => dot.focus());
		advance(15_000);
		expect(currentSlide()).toBe(1);
		act(() => dot.blur());
		advance(5000);
		expect(currentSlide()).toBe(2);
	});

	it("stops and starts with its button", () => {
		renderWithProviders(<BannerCarousel banners={three} />);
		fireEvent.click(screen.getByRole("button", { name: "Stop automatic slide show" }));
		advance(15_000);
		expect(currentSlide()).toBe(1);
		fireEvent.click(screen.getByRole("button", { name: "Start automatic slide show" }));
		advance(5000);
		expect(currentSlide()).toBe(2);
	});

	it("pauses while the tab is hidden", () => {
		renderWithProviders(<BannerCarousel banners={three} />);
		const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
		act(() => {
			document.dispatchEvent(new Event("visibilitychange"));
		});
		advance(15_000);
		expect(currentSlide()).toBe(1);
		visibility.mockReturnValue("visible");
		act(() => {
			document.dispatchEvent(new Event("visibilitychange"));
		});
		advance(5000);
		expect(currentSlide()).toBe(2);
	});

	it("follows a swipe", () => {
		renderWithProviders(<BannerCarousel banners={three} />);
		const region = screen.getByRole("region", { name: "Offers" });
		fireEvent.touchStart(region, { touches: [{ clientX: 300, clientY: 100 }] });
		fireEvent.touchEnd(region, { changedTouches: [{ clientX: 120, clientY: 110 }] });
		expect(currentSlide()).toBe(2);
		fireEvent.touchStart(region, { touches: [{ clientX: 100, clientY: 100 }] });
		fireEvent.touchEnd(region, { changedTouches: [{ clientX: 300, clientY: 100 }] });
		fireEvent.touchStart(region, { touches: [{ clientX: 100, clientY: 100 }] });
		fireEvent.touchEnd(region, { changedTouches: [{ clientX: 300, clientY: 100 }] });
		expect(currentSlide()).toBe(3);
		// a tap or a vertical scroll is not a swipe
		fireEvent.touchStart(region, { touches: [{ clientX: 100, clientY: 100 }] });
		fireEvent.touchEnd(region, { changedTouches: [{ clientX: 110, clientY: 300 }] });
		expect(currentSlide()).toBe(3);
	});

	it("loads the other slides' pictures once the first has arrived", () => {
		const { container } = renderWithProviders(<BannerCarousel banners={three} />);
		expect(container.querySelectorAll("img")).toHaveLength(1);
		fireEvent.load(screen.getByRole("img", { name: "Summer frocks" }));
		expect(container.querySelectorAll("img")).toHaveLength(3);
	});

	it("shows one banner without controls and never moves", () => {
		renderWithProviders(<BannerCarousel banners={[banner(1, "Summer frocks")]} />);
		expect(screen.queryByRole("button", { name: "Next slide" })).toBeNull();
		expect(screen.queryByRole("button", { name: /slide show/ })).toBeNull();
		advance(20_000);
		const image = screen.getByRole("img", { name: "Summer frocks" });
		expect(image).toHaveAttribute("fetchpriority", "high");
		expect(image).toHaveAttribute("width", "1920");
		expect(image.getAttribute("srcset")).toContain("/media/banners/top-1-1920.webp 1920w");
		expect(image.closest("a")).toHaveAttribute("href", "/products?category=Girls&subcategory=Frocks+%26+Dresses");
	});
});
