import type { AdminPage } from "@pitara/shared";
import { keepPreviousData, type QueryKey, queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "../../lib/api-client.ts";
import { getToken } from "../../lib/session.ts";

/** Query-string values of a list: empty values are left out. */
export type ListParams = Record<string, unknown>;

export function queryString(params: ListParams = {}): string {
	const search = new URLSearchParams();
	for (const [key, value] of Object.entries(params)) {
		if (value === undefined || value === null || value === "") continue;
		search.set(key, String(value));
	}
	const text = search.toString();
	return text ? `?${text}` : "";
}

/**
 * The console's client for /api/admin: the storefront's one API client
 * (bearer token, the error shape, a 401 clears the session) with the admin
 * prefix. `path` starts with "/" and is under /admin ("/orders/12").
 */
export const adminApi = {
	get: <T>(path: string, params?: ListParams, signal?: AbortSignal) =>
		request<T>("GET", `/admin${path}${queryString(params)}`, undefined, signal ? { signal } : {}),
	post: <T>(path: string, body: unknown = {}) => request<T>("POST", `/admin${path}`, body),
	/** The file itself as the body (a picture), with its own content type. */
	upload: <T>(path: string, file: Blob, params?: ListParams) =>
		request<T>("POST", `/admin${path}${queryString(params)}`, file),
	patch: <T>(path: string, body: unknown) => request<T>("PATCH", `/admin${path}`, body),
	put: <T>(path: string, body: unknown) => request<T>("PUT", `/admin${path}`, body),
	delete: <T>(path: string) => request<T>("DELETE", `/admin${path}`, undefined),
};

/** Query keys of the console all start with "admin", so one invalidation can refresh a whole section. */
export const adminKey = (...parts: unknown[]): QueryKey => ["admin", ...parts];

/**
 * One page of an admin list (server-side paging and filters). The previous
 * page stays on screen while the next loads, so the table does not jump.
 */
export function adminListQuery<T>(path: string, params: ListParams) {
	return queryOptions({
		queryKey: adminKey(path, params),
		queryFn: ({ signal }) => adminApi.get<AdminPage<T>>(path, params, signal),
		placeholderData: keepPreviousData,
	});
}

export function useAdminList<T>(path: string, params: ListParams) {
	return useQuery(adminListQuery<T>(path, params));
}

/** Downloads a file the admin API makes (a CSV), with the session's token, under `filename`. */
export async function downloadAdminFile(path: string, filename: string): Promise<void> {
	const token = getToken();
	const response = await fetch(`/api/admin${path}`, {
		headers: token ? { authorization: `Bearer ${token}` } : {},
	});
	if (!response.ok) throw new Error(`The download failed (${response.status})`);
	const url = URL.createObjectURL(await response.blob());
	const link = document.createElement("a");
	link.href = url;
	link.download = filename;
	document.body.append(link);
	link.click();
	link.remove();
	setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Opens a file the admin API makes (a PDF to view or print) in a new tab, with the session's token. The tab is
 * opened at the click (a browser refuses a tab opened later) and shown the file when it has come.
 */
export async function openAdminFile(path: string): Promise<void> {
	const tab = window.open("", "_blank");
	try {
		const token = getToken();
		const response = await fetch(`/api/admin${path}`, {
			headers: token ? { authorization: `Bearer ${token}` } : {},
		});
		if (!response.ok) {
			let message = `The file could not be made (${response.status})`;
			try {
				message = ((await response.json()) as { message?: string }).message ?? message;
			} catch {}
			throw new Error(message);
		}
		const url = URL.createObjectURL(await response.blob());
		if (tab) tab.location.href = url;
		else window.location.assign(url);
		setTimeout(() => URL.revokeObjectURL(url), 60_000);
	} catch (error) {
		tab?.close();
		throw error;
	}
}
