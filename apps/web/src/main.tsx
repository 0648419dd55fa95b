import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/providers.tsx";
import { createRouter } from "./app/router.tsx";
import { setUnauthorizedHandler } from "./lib/api-client.ts";
import "./index.css";

const router = createRouter();

setUnauthorizedHandler(() => {
	const { pathname, search } = router.state.location;
	if (pathname === "/login") return;
	router.navigate(`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`, { replace: true });
});

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
	<StrictMode>
		<AppProviders>
			<RouterProvider router={router} />
		</AppProviders>
	</StrictMode>,
);
