import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";

export function createQueryClient(): QueryClient {
	return new QueryClient({
		defaultOptions: {
			queries: {
				staleTime: 30_000,
				gcTime: 5 * 60_000,
				refetchOnWindowFocus: false,
				// a 4xx will not get better by asking again; patchy 4G might
				retry: (failureCount, error) =>
					!(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
			},
			mutations: { retry: false },
		},
	});
}
