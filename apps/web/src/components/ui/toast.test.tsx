import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider, useToast } from "./toast.tsx";

function Buttons() {
	const toast = useToast();
	return (
		<>
			<button type="button" onClick={() => toast.success("Review submitted successfully!")}>
				ok
			</button>
			<button type="button" onClick={() => toast.error("Please login to add items to cart")}>
				fail
			</button>
		</>
	);
}

describe("toasts", () => {
	beforeEach(() => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	it("announces a success politely and an error assertively, then leave after 3 seconds", async () => {
		const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
		render(
			<ToastProvider>
				<Buttons />
			</ToastProvider>,
		);
		await user.click(screen.getByRole("button", { name: "ok" }));
		await user.click(screen.getByRole("button", { name: "fail" }));
		expect(screen.getByTestId("toasts-polite")).toHaveAttribute("aria-live", "polite");
		expect(screen.getByTestId("toasts-polite")).toHaveTextContent("Review submitted successfully!");
		const alert = screen.getByTestId("toasts-assertive");
		expect(alert).toHaveAttribute("aria-live", "assertive");
		expect(alert).toHaveTextContent("Please login to add items to cart");
		expect(alert.querySelector("[data-variant='error']")).toHaveClass("bg-red-700");

		act(() => {
			vi.advanceTimersByTime(2900);
		});
		expect(screen.getByText("Review submitted successfully!")).toBeInTheDocument();
		act(() => {
			vi.advanceTimersByTime(200);
		});
		expect(screen.queryByText("Review submitted successfully!")).not.toBeInTheDocument();
		expect(screen.queryByText("Please login to add items to cart")).not.toBeInTheDocument();
	});

	it("closes on Dismiss", async () => {
		const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
		render(
			<ToastProvider>
				<Buttons />
			</ToastProvider>,
		);
		await user.click(screen.getByRole("button", { name: "ok" }));
		await user.click(screen.getByRole("button", { name: "Dismiss" }));
		expect(screen.queryByText("Review submitted successfully!")).not.toBeInTheDocument();
	});

	it("sit under the sticky header on a phone, where a bottom action bar cannot cover them, and at the bottom from md", async () => {
		const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
		render(
			<ToastProvider>
				<Buttons />
			</ToastProvider>,
		);
		await user.click(screen.getByRole("button", { name: "fail" }));
		const stack = screen.getByTestId("toasts");
		expect(stack).toHaveClass("top-[calc(var(--header-height,6.75rem)+0.5rem)]", "md:top-auto", "md:bottom-4");
		expect(stack).not.toHaveClass("bottom-4");
		expect(stack.querySelector("[data-variant='error']")).toHaveClass("border-2", "border-red-300");
	});
});
