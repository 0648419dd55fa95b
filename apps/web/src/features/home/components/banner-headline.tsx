/** The owner's words over a banner's picture (decision 065), when it has some; the picture keeps its own otherwise. */
export function BannerHeadline({ text }: { text: string }) {
	if (!text) return null;
	return (
		<span className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/60 to-transparent px-4 pt-8 pb-3 text-base font-extrabold text-white sm:px-6 sm:pb-5 sm:text-2xl">
			{text}
		</span>
	);
}
