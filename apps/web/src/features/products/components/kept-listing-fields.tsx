/**
 * The listing's other choices as hidden fields of a GET form to /products, so
 * that without JavaScript (or before the page hydrates) the form itself keeps
 * them when it sends its own (the price range, the sort).
 */
export function KeptListingFields({ query }: { query: URLSearchParams }) {
	return (
		<>
			{[...query].map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
		</>
	);
}
