import { footerMessages } from "@pitara/shared";
import { lazy, Suspense, useEffect, useRef, useState } from "react";

// The form brings zod and react-hook-form; the footer is below the fold on every page, so its code
// is fetched only when the footer comes near the screen, keeping it off the first load.
const NewsletterForm = lazy(() =>
	import("../../features/newsletter/components/newsletter-form.tsx").then((module) => ({
		default: module.NewsletterForm,
	})),
);

function useNearScreen<T extends Element>(): [React.RefObject<T | null>, boolean] {
	const ref = useRef<T>(null);
	const [near, setNear] = useState(false);
	useEffect(() => {
		const element = ref.current;
		if (!element || near) return;
		if (typeof IntersectionObserver === "undefined") {
			setNear(true);
			return;
		}
		const observer = new IntersectionObserver(
			(entries) => {
				if (entries.some((entry) => entry.isIntersecting)) setNear(true);
			},
			{ rootMargin: "600px 0px" },
		);
		observer.observe(element);
		return () => observer.disconnect();
	}, [near]);
	return [ref, near];
}

/** Space the form takes, so nothing moves when it arrives. */
function FormPlaceholder() {
	return <div aria-hidden="true" className="mt-3 h-[5.5rem]" />;
}

/** The footer's newsletter sign-up: a parent's e-mail, 15% off a first order. */
export function NewsletterBox() {
	const [ref, near] = useNearScreen<HTMLDivElement>();
	return (
		<div ref={ref}>
			<h2 className="text-sm font-semibold uppercase tracking-wide text-white">{footerMessages.joinFamily}</h2>
			<p className="mt-2 text-sm">{footerMessages.newsletterOffer}</p>
			{near ? (
				<Suspense fallback={<FormPlaceholder />}>
					<NewsletterForm />
				</Suspense>
			) : (
				<FormPlaceholder />
			)}
		</div>
	);
}
