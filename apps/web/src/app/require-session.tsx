import type { ReactNode } from "react";
import { Navigate, useLocation } from "../lib/router.tsx";
import { loginHref } from "../lib/safe-redirect.ts";
import { type Session, useSession } from "../lib/session.ts";

/**
 * Renders its children with the stored session, or sends a visitor to /login,
 * which brings them back here afterwards (SPEC.md §6: profile and addresses).
 */
export function RequireSession({ children }: { children: (session: Session) => ReactNode }) {
	const session = useSession();
	const location = useLocation();
	if (!session) return <Navigate to={loginHref(`${location.pathname}${location.search}`)} replace />;
	return <>{children(session)}</>;
}
