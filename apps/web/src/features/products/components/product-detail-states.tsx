import { catalogMessages } from "@pitara/shared";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { Link } from "../../../lib/router.tsx";

/** The product page's grey shape while it loads. */
export function ProductDetailSkeleton() {
	return (
		<div className="mx-auto max-w-7xl px-4 py-6" aria-busy="true">
			<span className="sr-only" role="status">
				{catalogMessages.loadingProduct}
			</span>
			<div className="h-4 w-48 animate-pulse rounded bg-slate-100" />
			<div className="mt-4 grid gap-6 lg:grid-cols-2 lg:gap-10">
				<div className="aspect-square animate-pulse rounded-2xl bg-slate-100" />
				<div className="space-y-4">
					<div className="h-4 w-24 animate-pulse rounded bg-slate-100" />
					<div className="h-8 w-3/4 animate-pulse rounded bg-slate-100" />
					<div className="h-8 w-1/3 animate-pulse rounded bg-slate-100" />
					<div className="h-24 animate-pulse rounded bg-slate-100" />
				</div>
			</div>
		</div>
	);
}

/** SPEC.md §8: 'Product not found' with Back to Home. */
export function ProductNotFound() {
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<PageHeading>{catalogMessages.productNotFound}</PageHeading>
			<p className="mt-2 text-slate-600">{catalogMessages.itMayHaveSold}</p>
			<Link
				to="/"
				className="mt-6 inline-block rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800"
			>
				{catalogMessages.backToHome}
			</Link>
		</div>
	);
}

/** SPEC.md §8: the message under 'Error Loading Product', with Try Again. */
export function ProductLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<PageHeading>{catalogMessages.errorLoadingProduct}</PageHeading>
			<p className="mt-2 text-red-700">{errorMessage(error, catalogMessages.productFailed)}</p>
			<button
				type="button"
				onClick={onRetry}
				className="mt-6 rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800"
			>
				{catalogMessages.tryAgain}
			</button>
		</div>
	);
}
