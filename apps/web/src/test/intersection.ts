import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * A stand-in IntersectionObserver (jsdom has none): every observed element
 * starts off screen; `show(true|false)` tells the observers it came on or
 * went off screen.
 */
export function mockIntersectionObserver() {
	const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();
	class FakeObserver {
		private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
		constructor(callback: IntersectionObserverCallback) {
			this.entry = { callback, elements: new Set() };
			observers.add(this.entry);
		}
		observe(element: Element) {
			this.entry.elements.add(element);
			this.entry.callback(
				[{ target: element, isIntersecting: false } as unknown as IntersectionObserverEntry],
				this as unknown as IntersectionObserver,
			);
		}
		unobserve(element: Element) {
			this.entry.elements.delete(element);
		}
		disconnect() {
			observers.delete(this.entry);
		}
		takeRecords() {
			return [];
		}
	}
	vi.stubGlobal("IntersectionObserver", FakeObserver);
	return {
		show(visible: boolean) {
			act(() => {
				for (const { callback, elements } of observers) {
					callback(
						[...elements].map(
							(target) => ({ target, isIntersecting: visible }) as unknown as IntersectionObserverEntry,
						),
						{} as IntersectionObserver,
					);
				}
			});
		},
	};
}
