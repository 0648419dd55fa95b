import { homeMessages } from "@pitara/shared";
import type { ReactNode } from "react";
import { ChevronRightIcon } from "../../../components/ui/icons.tsx";
import { Link } from "../../../lib/router.tsx";

/** A home section: a heading, an optional line under it and an optional View All link. */
export function HomeSection({
	id,
	title,
	subtitle,
	viewAllHref,
	viewAllLabel = homeMessages.viewAll,
	children,
	className = "",
}: {
	id: string;
	title: string;
	subtitle?: string;
	viewAllHref?: string;
	viewAllLabel?: string;
	children: ReactNode;
	className?: string;
}) {
	const headingId = `${id}-heading`;
	return (
		<section id={id} aria-labelledby={headingId} className={`scroll-mt-28 ${className}`}>
			<div className="mb-4 flex items-end justify-between gap-4">
				<div>
					<h2 id={headingId} className="text-xl font-extrabold tracking-tight text-slate-900 sm:text-2xl">
						{title}
					</h2>
					{subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
				</div>
				{viewAllHref ? (
					<Link
						to={viewAllHref}
						className="inline-flex shrink-0 items-center gap-0.5 rounded-full px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
						aria-label={`${viewAllLabel}: ${title}`}
					>
						{viewAllLabel}
						<ChevronRightIcon className="h-4 w-4" />
					</Link>
				) : null}
			</div>
			{children}
		</section>
	);
}

/** The red text of a failed section with a way to try again (SPEC.md §8: 'Error: {message}'). */
export function SectionError({ message, onRetry }: { message: string; onRetry?: () => void }) {
	return (
		<div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
			<p>
				{homeMessages.error}
				{message}
			</p>
			{onRetry ? (
				<button type="button" onClick={onRetry} className="mt-1 font-semibold underline underline-offset-2">
					{homeMessages.tryAgain}
				</button>
			) : null}
		</div>
	);
}

/** 'No data available' (SPEC.md §8). */
export function SectionEmpty({ children }: { children: ReactNode }) {
	return <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">{children}</p>;
}
