import type { AdminSession } from "@pitara/shared";
import { useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { ApiError, errorMessage } from "../../lib/api-client.ts";
import { clearSession, useSession } from "../../lib/session.ts";
import { adminApi, adminKey } from "../lib/admin-api.ts";
import { ConsoleLogin } from "./console-login.tsx";

const StaffContext = createContext<AdminSession | null>(null);

/** The signed-in member of staff (inside the gate). */
export function useStaff(): AdminSession {
	const staff = useContext(StaffContext);
	if (!staff) throw new Error("useStaff is for pages inside the StaffGate");
	return staff;
}

/**
 * Lets only staff in. No session: the console's login. A session: the server
 * says who it is (GET /api/admin/session); a customer's session gets "not
 * staff" (403), an expired one (401, e.g. after 12 hours idle) is cleared
 * by the API client and the login shows again.
 */
export function StaffGate({ children }: { children: ReactNode }) {
	const session = useSession();
	const query = useQuery({
		queryKey: adminKey("session", session?.token ?? ""),
		queryFn: () => adminApi.get<{ response: AdminSession }>("/session").then((answer) => answer.response),
		enabled: session !== null,
		staleTime: 5 * 60_000,
		retry: false,
	});

	if (!session) return <ConsoleLogin />;
	if (query.isPending) {
		return (
			<div className="grid min-h-dvh place-items-center">
				<Spinner label="Opening the console" />
			</div>
		);
	}
	if (query.isError) {
		const notStaff = query.error instanceof ApiError && query.error.status === 403;
		return (
			<div className="mx-auto mt-16 max-w-md px-4">
				<Alert
					action={
						notStaff ? (
							<Button size="sm" variant="secondary" onClick={() => clearSession()}>
								Log in as someone else
							</Button>
						) : (
							<Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
								Try again
							</Button>
						)
					}
				>
					{notStaff
						? `${session.user.full_name} is not a member of the shop's staff.`
						: errorMessage(query.error, "Could not open the console.")}
				</Alert>
				<a href="/" className={buttonClasses({ variant: "ghost", className: "mt-4" })}>
					Go to the shop
				</a>
			</div>
		);
	}
	return <StaffContext.Provider value={query.data}>{children}</StaffContext.Provider>;
}
