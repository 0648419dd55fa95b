import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";

/** The console's page title: the heading and the browser tab. */
export function PageHeader({
	title,
	actions,
	back,
	children,
}: {
	title: string;
	actions?: ReactNode;
	/** a link back to the list this page belongs to */
	back?: { to: string; label: string };
	children?: ReactNode;
}) {
	useEffect(() => {
		document.title = `${title} · Pitara admin`;
	}, [title]);
	return (
		<div className="mb-4" data-print-hide>
			{back ? (
				<Link to={back.to} className="mb-1 inline-block text-sm font-medium text-brand-700 hover:underline">
					← {back.label}
				</Link>
			) : null}
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">{title}</h1>
				{actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
			</div>
			{children}
		</div>
	);
}

/** A white panel with an optional heading. */
export function Card({
	title,
	actions,
	children,
	className = "",
}: {
	title?: string;
	actions?: ReactNode;
	children: ReactNode;
	className?: string;
}) {
	return (
		<section className={`rounded-xl border border-slate-200 bg-white p-4 sm:p-5 ${className}`}>
			{title ? (
				<div className="mb-3 flex items-center justify-between gap-2">
					<h2 className="text-base font-semibold text-slate-900">{title}</h2>
					{actions}
				</div>
			) : null}
			{children}
		</section>
	);
}

const tones = {
	green: "bg-green-100 text-green-800",
	red: "bg-red-100 text-red-800",
	blue: "bg-sky-100 text-sky-800",
	yellow: "bg-amber-100 text-amber-900",
	grey: "bg-slate-100 text-slate-700",
} as const;
export type PillTone = keyof typeof tones;

/** A small coloured label: an order's status, a card's state. */
export function Pill({ tone, children }: { tone: PillTone; children: ReactNode }) {
	return (
		<span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>
	);
}
