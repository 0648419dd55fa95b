import { homeMessages, topBanners } from "@pitara/shared";
import { errorMessage } from "../../../lib/api-client.ts";
import { useBanners } from "../api/get-banners.ts";
import { BannerCarousel } from "./banner-carousel.tsx";

/** The top of the home page: the carousel of the banners placed at the top (SPEC.md §9's BannerTop), its placeholder while loading, its red box on failure. */
export function TopBanners() {
	const { data, isPending, isError, error, refetch, isFetching } = useBanners();
	if (isPending) {
		return (
			<div role="status" aria-label={homeMessages.loadingOffers}>
				<div className="aspect-[3/1] w-full animate-pulse rounded-2xl bg-brand-50" />
				{/* the phone's control row under the slides, so that nothing moves when they arrive */}
				<div className="h-[2.375rem] sm:hidden" />
			</div>
		);
	}
	if (isError) {
		const detail = errorMessage(error, homeMessages.bannersFailed);
		return (
			<div role="alert" className="rounded-2xl border border-red-300 bg-red-50 px-4 py-5 text-red-800 sm:px-6">
				<p className="font-semibold">{homeMessages.bannersFailed}</p>
				{detail && detail !== homeMessages.bannersFailed ? <p className="mt-1 text-sm">{detail}</p> : null}
				<button
					type="button"
					onClick={() => refetch()}
					disabled={isFetching}
					className="mt-3 rounded-full bg-red-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
				>
					{homeMessages.tryAgain}
				</button>
			</div>
		);
	}
	const slides = topBanners(data);
	if (slides.length === 0) {
		return (
			<p className="flex aspect-[3/1] w-full items-center justify-center rounded-2xl bg-slate-50 text-sm text-slate-600">
				{homeMessages.noData}
			</p>
		);
	}
	return <BannerCarousel banners={slides} />;
}
