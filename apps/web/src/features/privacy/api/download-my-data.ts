import type { DataExport } from "@pitara/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, getForFile } from "../../../lib/api-client.ts";
import { privacyKeys } from "../keys.ts";

/** Hands a file to the browser's downloads under the given name. */
function save(blob: Blob, fileName: string): void {
	const url = URL.createObjectURL(blob);
	const link = document.createElement("a");
	link.href = url;
	link.download = fileName;
	link.rel = "noopener";
	document.body.append(link);
	link.click();
	link.remove();
	setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET /api/users/privacy/exports: the shopper's downloads being made or ready; asked again while one is made. */
export function useDataExports(userId: number) {
	return useQuery({
		queryKey: privacyKeys.exports(userId),
		queryFn: ({ signal }) => api.get("/users/privacy/exports", { signal }).then((data) => data.response),
		refetchInterval: (query) =>
			query.state.data?.some((entry: DataExport) => entry.status === "pending") ? 3000 : false,
	});
}

/** POST /api/user/send/otp to the account's own phone: the fresh code a download asks for. */
export function useSendExportCode() {
	return useMutation({ mutationFn: (phone: string) => api.post("/user/send/otp", { phone_email: phone }) });
}

/** POST /api/users/privacy/exports with that code: a job makes the ZIP and texts the shopper. */
export function useRequestExport(userId: number) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (otp: string) => api.post("/users/privacy/exports", { otp }),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.exports(userId) }),
	});
}

/** GET /api/users/privacy/exports/{token}: the ZIP, saved as the server names it. */
export function useDownloadExport() {
	return useMutation({
		mutationFn: async (entry: DataExport) => {
			const { blob, fileName } = await getForFile(`/users/privacy/exports/${encodeURIComponent(entry.token)}`);
			save(blob, fileName ?? entry.file_name ?? "pitara-my-data.zip");
		},
	});
}
