import { shellMessages } from "@pitara/shared";
import { Link } from "../../lib/router.tsx";

/**
 * Shown when a page fails to load its code (a new deploy, a dropped connection) or throws. An unknown address
 * has a page of its own (routes/not-found.tsx).
 */
export function RouteError() {
	return (
		<div className="mx-auto max-w-lg px-4 py-20 text-center">
			<h1 className="text-2xl font-bold text-slate-900">{shellMessages.somethingWrong}</h1>
			<p className="mt-3 text-slate-600">{shellMessages.pageNotShown}</p>
			<div className="mt-6 flex justify-center gap-3">
				<button
					type="button"
					onClick={() => window.location.reload()}
					className="rounded-full bg-brand-700 px-5 py-2 font-medium text-white"
				>
					{shellMessages.tryAgain}
				</button>
				<Link to="/" className="rounded-full border border-slate-300 px-5 py-2 font-medium">
					{shellMessages.backHome}
				</Link>
			</div>
		</div>
	);
}
