/** Why pictures were refused (per file, the server's words), under a picture card's drop zone; nothing when none. */
export function UploadProblems({ problems }: { problems: readonly string[] }) {
	if (problems.length === 0) return null;
	return (
		<ul role="alert" className="mt-2 space-y-1 text-sm text-red-700">
			{problems.map((problem) => (
				<li key={problem}>{problem}</li>
			))}
		</ul>
	);
}
