import { Link, useRouteError } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";

/** A page that does not exist, or one whose code failed to load (a new release while the console was open). */
export function ConsoleRouteError({ notFound = false }: { notFound?: boolean }) {
	const error = useRouteError();
	if (notFound) {
		return (
			<div className="mx-auto mt-10 max-w-md text-center">
				<h1 className="text-xl font-bold text-slate-900">No such page in the console</h1>
				<Link to="/" className="mt-3 inline-block font-medium text-brand-700 hover:underline">
					Back to the console
				</Link>
			</div>
		);
	}
	if (error) console.error(error);
	return (
		<div className="mx-auto mt-10 max-w-md px-4">
			<Alert
				action={
					<Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
						Reload
					</Button>
				}
			>
				This page could not be shown. Reloading usually fixes it.
			</Alert>
		</div>
	);
}
