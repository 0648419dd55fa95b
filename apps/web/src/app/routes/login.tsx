import { alertLoginMessages, cartMessages, registrationMessages } from "@pitara/shared";
import { Alert } from "../../components/ui/alert.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { LoginForm } from "../../features/accounts/components/login-form.tsx";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "../../lib/router.tsx";
import { safeRedirect } from "../../lib/safe-redirect.ts";
import { useSession } from "../../lib/session.ts";

interface LoginState {
	registered?: boolean;
	phone?: string;
}

export default function LoginPage() {
	const session = useSession();
	const navigate = useNavigate();
	const location = useLocation();
	const [params] = useSearchParams();
	const state = (location.state ?? {}) as LoginState;
	const target = safeRedirect(params.get("redirect"));
	const registered = state.registered === true || params.get("registered") === "1";
	const askedToLogIn = params.has("redirect");
	// a tap on Add to Cart or the heart before the page's code ran (the form path) says why, in SPEC's words
	const reason = params.get("reason");
	const notice =
		reason === "cart"
			? cartMessages.loginToAdd
			: reason === "wishlist"
				? cartMessages.loginForWishlist
				: reason === "stock-alert"
					? alertLoginMessages.notifyMeLogin
					: "Please log in to continue.";

	if (session) return <Navigate to={target} replace />;

	return (
		<div className="mx-auto max-w-md px-4 py-8 sm:py-12">
			<div className="rounded-2xl border border-slate-100 bg-white p-5 shadow-sm sm:p-8">
				<PageHeading>Login</PageHeading>
				<p className="mb-6 mt-1 text-sm text-slate-600">Log in with your phone number and a one-time code.</p>
				{registered ? (
					<Alert variant="success" className="mb-4">
						{registrationMessages.success}
					</Alert>
				) : askedToLogIn ? (
					<Alert variant="info" className="mb-4">
						{notice}
					</Alert>
				) : null}
				<LoginForm
					initialPhone={typeof state.phone === "string" ? state.phone : ""}
					onLoggedIn={() => navigate(target, { replace: true })}
				/>
				<div className="mt-8 border-t border-slate-100 pt-6 text-center">
					<p className="mb-3 text-sm text-slate-600">New to Pitara?</p>
					<Link to="/register" className={buttonClasses({ variant: "secondary", fullWidth: true })}>
						Create an account
					</Link>
				</div>
			</div>
		</div>
	);
}
