import { profileMessages, type UserInfo } from "@pitara/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ShopperError } from "../../../lib/api-client.ts";
import { accountsKeys } from "../keys.ts";

export async function getProfile(userId: number, signal?: AbortSignal): Promise<UserInfo> {
	const data = await api.post("/users/profile-fetch", { user_id: userId }, { signal });
	if (!data.response) throw new ShopperError(profileMessages.loadFailed);
	return data.response;
}

export const profileQuery = (userId: number) =>
	queryOptions({
		queryKey: accountsKeys.profile(userId),
		queryFn: ({ signal }) => getProfile(userId, signal),
	});

export function useProfile(userId: number) {
	return useQuery(profileQuery(userId));
}
