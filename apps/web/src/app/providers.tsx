import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ToastProvider } from "../components/ui/toast.tsx";
import { createQueryClient } from "../lib/query-client.ts";

/** `client`: the cache to use (the server's render, or the browser's holding the server's state). */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
	const [queryClient] = useState(() => client ?? createQueryClient());
	return (
		<QueryClientProvider client={queryClient}>
			<ToastProvider>{children}</ToastProvider>
		</QueryClientProvider>
	);
}
