import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, Link } from "../../lib/router.tsx";
import { mockApi, renderRouter } from "../../test/render.tsx";
import { RootLayout } from "./root-layout.tsx";

let scrollY = 0;

function renderApp() {
	const router = createMemoryRouter(
		[
			{
				element: <RootLayout />,
				children: [
					{
						path: "/products",
						element: (
							<>
								<h1>Listing</h1>
								<Link to="/products/toys/kite">Kite</Link>
							</>
						),
					},
					{
						path: "/products/:category/:name",
						element: (
							<>
								<h1>Product</h1>
								<Link to="/products">All products</Link>
							</>
						),
					},
				],
			},
		],
		{ initialEntries: ["/products"] },
	);
	renderRouter(router);
	return router;
}

describe("scroll restoration", () => {
	let scrollTo: ReturnType<typeof vi.fn>;
	beforeEach(() => {
		// the layout's header asks for the categories and the cart; these tests are about scrolling only
		mockApi({}, { others: "not found" });
		scrollY = 0;
		vi.spyOn(window, "scrollY", "get").mockImplementation(() => scrollY);
		scrollTo = vi.fn((_x: number, y: number) => {
			scrollY = y;
		});
		vi.stubGlobal("scrollTo", scrollTo);
	});
	afterEach(() => {
		sessionStorage.clear();
	});

	it("opens a page reached by a link at the top, and Back returns to where the shopper was", async () => {
		const user = userEvent.setup();
		const router = renderApp();
		expect(await screen.findByRole("heading", { name: "Listing" })).toBeInTheDocument();

		scrollY = 1800;
		await user.click(screen.getByRole("link", { name: "Kite" }));
		expect(await screen.findByRole("heading", { name: "Product" })).toBeInTheDocument();
		expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

		// a link to a page visited before is a fresh visit: the top, not the place it had (positions go by
		// history entry, not by path)
		scrollY = 600;
		await user.click(screen.getByRole("link", { name: "All products" }));
		expect(router.state.location.pathname).toBe("/products");
		expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

		await act(() => router.navigate(-1));
		expect(router.state.location.pathname).toBe("/products/toys/kite");
		expect(scrollTo).toHaveBeenLastCalledWith(0, 600);

		await act(() => router.navigate(-1));
		expect(await screen.findByRole("heading", { name: "Listing" })).toBeInTheDocument();
		expect(scrollTo).toHaveBeenLastCalledWith(0, 1800);

		// Forward, too
		await act(() => router.navigate(1));
		expect(router.state.location.pathname).toBe("/products/toys/kite");
		expect(scrollTo).toHaveBeenLastCalledWith(0, 600);
	});
});
