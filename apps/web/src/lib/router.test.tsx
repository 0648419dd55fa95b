import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
	createMemoryRouter,
	Link,
	matchRoutes,
	Outlet,
	type RouteObject,
	RouterProvider,
	resolveTo,
	useParams,
	useRouteError,
	useSearchParams,
} from "./router.tsx";

const routes: RouteObject[] = [
	{
		element: <Outlet />,
		children: [
			{ index: true, element: <p>home</p> },
			{ path: "/products", element: <p>listing</p> },
			{ path: "/products/:category/:slug", element: <p>product</p> },
			{ path: "*", element: <p>not found</p> },
		],
	},
];

describe("matchRoutes", () => {
	it("prefers static segments to parameters and both to the catch-all, and decodes parameters", () => {
		expect(matchRoutes(routes, "/")?.at(-1)?.route.index).toBe(true);
		expect(matchRoutes(routes, "/products/")?.at(-1)?.route.path).toBe("/products");
		const product = matchRoutes(routes, "/products/girls/floral%20frock");
		expect(product?.at(-1)?.route.path).toBe("/products/:category/:slug");
		expect(product?.at(-1)?.params).toEqual({ category: "girls", slug: "floral frock" });
		expect(matchRoutes(routes, "/products/girls")?.at(-1)?.route.path).toBe("*");
		expect(matchRoutes([{ path: "/cart" }], "/nowhere")).toBeNull();
	});
});

describe("resolveTo", () => {
	const from = { pathname: "/products", search: "?category=Girls" };
	it("keeps the page for a query, the page and query for a hash, and resolves relative paths", () => {
		expect(resolveTo("?page=2", from)).toEqual({ pathname: "/products", search: "?page=2", hash: "" });
		expect(resolveTo("#reviews", from)).toEqual({ pathname: "/products", search: "?category=Girls", hash: "#reviews" });
		expect(resolveTo("girls/frock", from).pathname).toBe("/products/girls/frock");
		expect(resolveTo("/cart?x=1#top", from)).toEqual({ pathname: "/cart", search: "?x=1", hash: "#top" });
	});
});

describe("the router", () => {
	it("follows a plain click on a link itself, and leaves a modified click to the browser", async () => {
		const router = createMemoryRouter(
			[
				{ path: "/", element: <Link to="/products/girls/frock">Frock</Link> },
				{ path: "/products/:category/:slug", Component: () => <p>{useParams().slug}</p> },
			],
			{ initialEntries: ["/"] },
		);
		render(<RouterProvider router={router} />);
		const link = screen.getByRole("link", { name: "Frock" });
		expect(link).toHaveAttribute("href", "/products/girls/frock");
		fireEvent.click(link, { ctrlKey: true });
		expect(router.state.location.pathname).toBe("/");
		await userEvent.click(link);
		expect(await screen.findByText("frock")).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/products/girls/frock");
	});

	it("keeps the old page until the next page's code is loaded, then shows it (nothing suspends)", async () => {
		let resolve: (module: { Component: () => React.ReactNode }) => void = () => {};
		const lazy = vi.fn(() => new Promise<{ Component: () => React.ReactNode }>((done) => (resolve = done)));
		const router = createMemoryRouter(
			[
				{ path: "/", element: <p>home</p> },
				{ path: "/faq", lazy },
			],
			{ initialEntries: ["/"] },
		);
		render(<RouterProvider router={router} />);
		let navigation: Promise<void> = Promise.resolve();
		act(() => {
			navigation = router.navigate("/faq");
		});
		expect(screen.getByText("home")).toBeInTheDocument();
		expect(router.state.location.pathname).toBe("/");
		await act(async () => {
			resolve({ Component: () => <p>questions</p> });
			await navigation;
		});
		expect(screen.getByText("questions")).toBeInTheDocument();
		expect(lazy).toHaveBeenCalledTimes(1);
	});

	it("sets the query with useSearchParams, replacing the entry when asked", async () => {
		function Sort() {
			const [params, setParams] = useSearchParams();
			return (
				<button type="button" onClick={() => setParams({ sort: "price_asc", brand: ["A", "B"] }, { replace: true })}>
					{params.get("sort") ?? "none"}
				</button>
			);
		}
		const router = createMemoryRouter([{ path: "/products", element: <Sort /> }], {
			initialEntries: ["/products?sort=new"],
		});
		render(<RouterProvider router={router} />);
		await userEvent.click(screen.getByRole("button", { name: "new" }));
		expect(await screen.findByRole("button", { name: "price_asc" })).toBeInTheDocument();
		expect(router.state.location.search).toBe("?sort=price_asc&brand=A&brand=B");
		expect(router.state.historyAction).toBe("REPLACE");
	});

	it("draws the nearest error element for a page that throws, and a link away clears it", async () => {
		vi.spyOn(console, "error").mockImplementation(() => {});
		function Broken(): never {
			throw new Error("broken page");
		}
		function Failure() {
			return (
				<>
					<p>{(useRouteError() as Error).message}</p>
					<Link to="/">Home</Link>
				</>
			);
		}
		const router = createMemoryRouter(
			[
				{
					errorElement: <Failure />,
					element: <Outlet />,
					children: [
						{ path: "/", element: <p>home</p> },
						{ path: "/broken", Component: Broken },
					],
				},
			],
			{ initialEntries: ["/broken"] },
		);
		render(<RouterProvider router={router} />);
		expect(screen.getByText("broken page")).toBeInTheDocument();
		await userEvent.click(screen.getByRole("link", { name: "Home" }));
		expect(await screen.findByText("home")).toBeInTheDocument();
	});
});
