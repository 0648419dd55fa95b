import { shellMessages } from "@pitara/shared";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { Link } from "../../lib/router.tsx";

export default function NotFoundPage() {
	return (
		<div className="mx-auto max-w-lg px-4 py-20 text-center">
			<PageHeading>{shellMessages.pageNotFound}</PageHeading>
			<p className="mt-3 text-slate-600">{shellMessages.weCouldNotFind}</p>
			<Link to="/" className="mt-6 inline-block rounded-full bg-brand-700 px-5 py-2 font-medium text-white">
				{shellMessages.backHome}
			</Link>
		</div>
	);
}
