import { PageHeading } from "../../components/ui/page-heading.tsx";
import { Link } from "../../lib/router.tsx";

export default function NotFoundPage() {
	return (
		<div className="mx-auto max-w-lg px-4 py-20 text-center">
			<PageHeading>Page not found</PageHeading>
			<p className="mt-3 text-slate-600">We could not find the page you were looking for.</p>
			<Link to="/" className="mt-6 inline-block rounded-full bg-brand-700 px-5 py-2 font-medium text-white">
				Back to Home
			</Link>
		</div>
	);
}
