import { formatRupees, listingHref, productHref, type Suggestion, shellMessages } from "@pitara/shared";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { SearchIcon } from "../../components/ui/icons.tsx";
import { SUGGEST_FROM_CHARS, useSuggestions } from "../../features/search/api/get-suggestions.ts";
import { fallbackToPlaceholder, imageSources } from "../../lib/images.ts";
import { pageHref } from "../../lib/language.ts";
import { useLocation, useNavigate, useSearchParams } from "../../lib/router.tsx";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { useTypedBeforeHydration } from "../../lib/use-typed-before-hydration.ts";

/** Typing pauses this long before suggestions are asked for. */
const SUGGEST_AFTER_MS = 250;

function suggestionHref(suggestion: Suggestion): string {
	switch (suggestion.type) {
		case "product":
			return productHref(suggestion.category, suggestion.slug);
		case "category":
			return listingHref({ category: suggestion.name });
		case "subcategory":
			return listingHref({ category: suggestion.category, subcategory: suggestion.name });
		case "brand":
			return listingHref({ brand: suggestion.name });
	}
}

function SuggestionContent({ suggestion }: { suggestion: Suggestion }) {
	if (suggestion.type === "product") {
		const image = imageSources(suggestion.image_url);
		return (
			<>
				<img
					src={image.src}
					srcSet={image.srcSet}
					sizes="40px"
					alt=""
					width={40}
					height={40}
					loading="lazy"
					onError={fallbackToPlaceholder}
					className="h-10 w-10 shrink-0 rounded-md bg-slate-100 object-cover"
				/>
				<span className="min-w-0 flex-1">
					<span className="block truncate text-sm text-slate-900">{suggestion.name}</span>
					<span className="block truncate text-xs text-slate-500">
						{suggestion.brand} · {formatRupees(suggestion.price)}
					</span>
				</span>
			</>
		);
	}
	const kind =
		suggestion.type === "category" ? "Category" : suggestion.type === "brand" ? "Brand" : `in ${suggestion.category}`;
	return (
		<>
			<span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
				<SearchIcon className="h-5 w-5" />
			</span>
			<span className="min-w-0 flex-1">
				<span className="block truncate text-sm font-medium text-slate-900">{suggestion.name}</span>
				<span className="block truncate text-xs text-slate-500">{kind}</span>
			</span>
		</>
	);
}

/**
 * The header's product search, a combobox: after a short pause in typing it
 * suggests up to 8 products, categories and brands (arrow keys move, Enter
 * or a tap opens one, Escape closes); Enter alone lists the products
 * matching the words at /products?name=... (the form does it by itself,
 * without JavaScript or before this box has hydrated: header.tsx).
 */
export function SearchBox({ id }: { id: string }) {
	const navigate = useNavigate();
	const location = useLocation();
	const [params] = useSearchParams();
	const urlName = location.pathname === "/products" ? (params.get("name") ?? "") : "";
	const [text, setText] = useState(urlName);
	const [open, setOpen] = useState(false);
	const [active, setActive] = useState(-1);
	const containerRef = useRef<HTMLElement>(null);
	const inputRef = useRef<HTMLInputElement>(null);
	const debounced = useDebouncedValue(text.trim(), SUGGEST_AFTER_MS);
	const enough = debounced.length >= SUGGEST_FROM_CHARS;
	const { data, isFetching, isError } = useSuggestions(debounced);
	const suggestions = enough && text.trim().length >= SUGGEST_FROM_CHARS ? (data ?? []) : [];
	const listId = `${id}-suggestions`;
	const optionId = (index: number) => `${id}-suggestion-${index}`;
	const showList = open && suggestions.length > 0;
	const showEmpty = open && enough && !isFetching && !isError && data !== undefined && suggestions.length === 0;

	// the box follows the URL's search words (back, forward, a link to another listing)
	useEffect(() => {
		setText(urlName);
	}, [urlName]);
	// after it: what was typed before hydration wins over the URL's words at the start
	useTypedBeforeHydration(inputRef, urlName, setText);

	// new suggestions: nothing is highlighted yet
	// biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the list changes
	useEffect(() => {
		setActive(-1);
	}, [data]);

	const close = () => {
		setOpen(false);
		setActive(-1);
	};

	const go = (suggestion: Suggestion) => {
		close();
		if (suggestion.type === "product") setText("");
		navigate(suggestionHref(suggestion));
	};

	const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
		const count = suggestions.length;
		if (event.key === "ArrowDown") {
			if (count === 0) return;
			event.preventDefault();
			setOpen(true);
			setActive((current) => (current + 1) % count);
		} else if (event.key === "ArrowUp") {
			if (count === 0) return;
			event.preventDefault();
			setOpen(true);
			setActive((current) => (current <= 0 ? count - 1 : current - 1));
		} else if (event.key === "Enter" && showList && active >= 0) {
			const suggestion = suggestions[active];
			if (suggestion) {
				event.preventDefault();
				go(suggestion);
			}
		} else if (event.key === "Escape") {
			if (open) {
				// Escape closes the list; it clears the field only when the list is already closed
				event.preventDefault();
				close();
			}
		} else if (event.key === "Tab") {
			close();
		}
	};

	return (
		<search
			ref={containerRef}
			className="relative block w-full"
			onBlur={(event) => {
				if (!containerRef.current?.contains(event.relatedTarget as Node | null)) close();
			}}
		>
			<form
				action={pageHref("/products")}
				className="relative w-full"
				onSubmit={(event) => {
					event.preventDefault();
					const query = text.trim();
					close();
					navigate(query ? `/products?name=${encodeURIComponent(query)}` : "/products");
				}}
			>
				<label htmlFor={id} className="sr-only">
					{shellMessages.searchProducts}
				</label>
				<input
					ref={inputRef}
					id={id}
					name="name"
					type="search"
					role="combobox"
					aria-autocomplete="list"
					aria-expanded={showList}
					aria-controls={listId}
					aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
					enterKeyHint="search"
					autoComplete="off"
					placeholder={shellMessages.searchPlaceholder}
					value={text}
					onChange={(event) => {
						setText(event.target.value);
						setOpen(true);
					}}
					onFocus={() => setOpen(true)}
					onKeyDown={onKeyDown}
					maxLength={100}
					className="h-10 w-full rounded-full border border-slate-200 bg-slate-50 py-2 pl-10 pr-4 text-sm placeholder:text-slate-400 focus:border-brand-500 focus:bg-white focus:outline-none"
				/>
				<SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
			</form>
			<div
				id={listId}
				role="listbox"
				aria-label={shellMessages.searchSuggestions}
				hidden={!showList}
				className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
			>
				{suggestions.map((suggestion, index) => (
					// biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
					<div
						key={`${suggestion.type}-${suggestion.id}`}
						id={optionId(index)}
						role="option"
						tabIndex={-1}
						aria-selected={index === active}
						className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${index === active ? "bg-brand-50" : "hover:bg-slate-50"}`}
						onMouseDown={(event) => event.preventDefault()}
						onMouseEnter={() => setActive(index)}
						onClick={() => go(suggestion)}
					>
						<SuggestionContent suggestion={suggestion} />
					</div>
				))}
			</div>
			{showEmpty ? (
				<p className="absolute inset-x-0 top-full z-50 mt-1 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600 shadow-lg">
					{shellMessages.noSuggestions(debounced)}
				</p>
			) : null}
		</search>
	);
}
