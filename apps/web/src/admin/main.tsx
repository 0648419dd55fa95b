import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { setUnauthorizedHandler } from "../lib/api-client.ts";
import { ConsoleProviders } from "./app/providers.tsx";
import { createConsoleRouter } from "./app/router.tsx";
import "./index.css";

// a 401 clears the stored session (lib/api-client.ts); the staff gate then shows the console's own login
setUnauthorizedHandler(() => {});

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
	<StrictMode>
		<ConsoleProviders>
			<RouterProvider router={createConsoleRouter()} />
		</ConsoleProviders>
	</StrictMode>,
);
