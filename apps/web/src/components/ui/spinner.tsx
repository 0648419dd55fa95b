export function Spinner({ label = "Loading", className = "" }: { label?: string; className?: string }) {
	return (
		<span role="status" className={`inline-flex items-center gap-2 ${className}`}>
			<span
				aria-hidden="true"
				className="h-6 w-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
			/>
			<span className="sr-only">{label}</span>
		</span>
	);
}
