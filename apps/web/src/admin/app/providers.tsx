import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ToastProvider } from "../../components/ui/toast.tsx";
import { createQueryClient } from "../../lib/query-client.ts";

export function ConsoleProviders({ children }: { children: ReactNode }) {
	const [queryClient] = useState(createQueryClient);
	return (
		<QueryClientProvider client={queryClient}>
			<ToastProvider>{children}</ToastProvider>
		</QueryClientProvider>
	);
}
