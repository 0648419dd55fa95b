import type { AdminSettings, AdminSettingsSection } from "@pitara/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";

const settingsKey = adminKey("/settings");

/** GET /api/admin/settings: delivery, cash on delivery and tax settings as they are. */
export function useSettings() {
	return useQuery({
		queryKey: settingsKey,
		queryFn: ({ signal }) =>
			adminApi.get<{ response: AdminSettings }>("/settings", undefined, signal).then((answer) => answer.response),
	});
}

/** PUT /api/admin/settings/<form>: saves one form; the answer is all the settings, kept as the query's data. */
export function useSaveSettings<T>(form: AdminSettingsSection | "delivery-charge" | "shop") {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body: T) => adminApi.put<{ message: string; response: AdminSettings }>(`/settings/${form}`, body),
		onSuccess: (answer) => queryClient.setQueryData(settingsKey, answer.response),
	});
}
