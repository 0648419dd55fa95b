import { loginMessages, profileMessages } from "@pitara/shared";
import { useId, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useNavigate } from "../../../lib/router.tsx";
import { useLogoutEverywhere } from "../api/logout.ts";

/**
 * The profile's "Log out of all devices": every session of the account ends
 * on the server (a lost phone, a shared computer), then this one is forgotten
 * and the shopper is taken home. A failure keeps them logged in with a message.
 */
export function LogoutEverywhere() {
	const headingId = useId();
	const navigate = useNavigate();
	const toast = useToast();
	const [error, setError] = useState<string | null>(null);
	// home is on screen before the session goes, so that the profile does not bounce to /login
	const logout = useLogoutEverywhere({
		beforeClear: (message) => {
			toast.success(message);
			return navigate("/", { flushSync: true });
		},
	});

	const run = () => {
		setError(null);
		logout.mutate(undefined, {
			onError: (failure) => setError(errorMessage(failure, loginMessages.logoutEverywhereFailed)),
		});
	};

	return (
		<section aria-labelledby={headingId} className="rounded-2xl border border-slate-100 bg-white p-5 shadow-sm sm:p-6">
			<h2 id={headingId} className="mb-2 text-lg font-semibold text-slate-900">
				{profileMessages.devices}
			</h2>
			<p className="mb-4 text-sm text-slate-600">{profileMessages.loggedInOnA}</p>
			{error ? <Alert className="mb-4">{error}</Alert> : null}
			<div className="flex justify-end">
				<Button variant="secondary" onClick={run} loading={logout.isPending}>
					{profileMessages.logOutOfAll}
				</Button>
			</div>
		</section>
	);
}
