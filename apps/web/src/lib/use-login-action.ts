import { loginMessages } from "@pitara/shared";
import type { ToastAction } from "../components/ui/toast.tsx";
import { useLocation, useNavigate } from "./router.tsx";
import { loginHref } from "./safe-redirect.ts";

/** A toast's 'Log in' button that opens /login and comes back to this page afterwards. */
export function useLoginAction(): ToastAction {
	const navigate = useNavigate();
	const location = useLocation();
	return {
		label: loginMessages.logIn,
		onClick: () => navigate(loginHref(`${location.pathname}${location.search}`)),
	};
}
