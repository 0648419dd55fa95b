import { shellMessages } from "@pitara/shared";
import { Link } from "../../lib/router.tsx";

/** The shop's name and mark, linking home (the header and the phone's menu). */
export function Logo() {
	return (
		<Link to="/" className="flex min-h-10 shrink-0 items-center gap-2" aria-label={shellMessages.home}>
			<img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
			<span className="text-xl font-extrabold tracking-tight text-brand-700">Pitara</span>
		</Link>
	);
}
