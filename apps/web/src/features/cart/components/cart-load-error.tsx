import { cartMessages } from "@pitara/shared";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";

/** The cart could not be loaded: why, and Try again (busy while the retry runs). */
export function CartLoadError({
	error,
	onRetry,
	retrying,
}: {
	error: unknown;
	onRetry: () => void;
	retrying: boolean;
}) {
	return (
		<Alert
			action={
				<Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
					{cartMessages.tryAgain}
				</Button>
			}
		>
			{cartMessages.loadError(errorMessage(error, cartMessages.loadFailed))}
		</Alert>
	);
}
