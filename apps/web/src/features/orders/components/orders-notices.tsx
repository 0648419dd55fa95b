import { ordersMessages } from "@pitara/shared";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { Link } from "../../../lib/router.tsx";
import { loginHref } from "../../../lib/safe-redirect.ts";

/** The shopper's orders could not be loaded: the server's message, 'Please try again later.' and Try again. */
export function OrdersLoadError({
	error,
	onRetry,
	retrying = false,
}: {
	error: unknown;
	onRetry: () => void;
	/** shows Try again busy while the retry runs */
	retrying?: boolean;
}) {
	return (
		<Alert
			action={
				<Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
					{ordersMessages.tryAgain}
				</Button>
			}
		>
			<p className="font-medium">{errorMessage(error, ordersMessages.loadFailed)}</p>
			<p>{ordersMessages.tryLater}</p>
		</Alert>
	);
}

/** A visitor on an orders page: log in, and come back to `returnTo`. */
export function OrdersLoginPrompt({ returnTo }: { returnTo: string }) {
	return (
		<Alert
			action={
				<Link to={loginHref(returnTo)} className={buttonClasses({ size: "sm" })}>
					{ordersMessages.logIn}
				</Link>
			}
		>
			{ordersMessages.notAuthenticated}
		</Alert>
	);
}
