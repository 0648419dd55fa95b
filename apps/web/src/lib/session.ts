import type { UserRole } from "@pitara/shared";
import { useSyncExternalStore } from "react";

/** The user object stored under localStorage key `user` after login (SPEC.md §3). */
export interface SessionUser {
	user_id: number;
	full_name: string;
	email: string;
	phone: string;
	gender?: string | null;
	dob?: string | null;
	role?: UserRole;
	updated_at?: string;
}

export interface Session {
	token: string;
	user: SessionUser;
}

const TOKEN_KEY = "token";
const USER_KEY = "user";
const listeners = new Set<() => void>();
let cached: { raw: string; session: Session | null } = { raw: "", session: null };

function readSession(): Session | null {
	let token: string | null = null;
	let userText: string | null = null;
	try {
		token = localStorage.getItem(TOKEN_KEY);
		userText = localStorage.getItem(USER_KEY);
	} catch {
		return null;
	}
	const raw = `${token ?? ""}\u0000${userText ?? ""}`;
	if (raw === cached.raw) return cached.session;
	let session: Session | null = null;
	if (token && userText) {
		try {
			const user = JSON.parse(userText) as SessionUser;
			if (user && typeof user.user_id === "number") session = { token, user };
		} catch {
			session = null;
		}
	}
	cached = { raw, session };
	return session;
}

function emit() {
	for (const listener of listeners) listener();
}

/** The stored session, or null. Read outside React (the API client). */
export function getSession(): Session | null {
	return readSession();
}

export function getToken(): string | null {
	return readSession()?.token ?? null;
}

export function saveSession(session: Session): void {
	localStorage.setItem(TOKEN_KEY, session.token);
	localStorage.setItem(USER_KEY, JSON.stringify(session.user));
	emit();
}

export function updateSessionUser(user: SessionUser): void {
	localStorage.setItem(USER_KEY, JSON.stringify(user));
	emit();
}

export function clearSession(): void {
	try {
		localStorage.removeItem(TOKEN_KEY);
		localStorage.removeItem(USER_KEY);
	} catch {
		// storage unavailable: nothing to clear
	}
	emit();
}

function subscribe(listener: () => void): () => void {
	listeners.add(listener);
	// another tab logging in or out
	const onStorage = (event: StorageEvent) => {
		if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) listener();
	};
	window.addEventListener("storage", onStorage);
	return () => {
		listeners.delete(listener);
		window.removeEventListener("storage", onStorage);
	};
}

/** The session, re-rendering on login, logout and changes in other tabs. */
export function useSession(): Session | null {
	return useSyncExternalStore(subscribe, readSession, () => null);
}
