import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, className = "h-5 w-5", ...props }: IconProps) {
	return (
		<svg
			viewBox="0 0 24 24"
			fill="none"
			stroke="currentColor"
			strokeWidth={2}
			strokeLinecap="round"
			strokeLinejoin="round"
			aria-hidden="true"
			focusable="false"
			className={className}
			{...props}
		>
			{children}
		</svg>
	);
}

export const MinusIcon = (props: IconProps) => (
	<Icon {...props}>
		<path d="M5 12h14" />
	</Icon>
);
export const PlusIcon = (props: IconProps) => (
	<Icon {...props}>
		<path d="M12 5v14M5 12h14" />
	</Icon>
);
export const TrashIcon = (props: IconProps) => (
	<Icon {...props}>
		<path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
	</Icon>
);
export const RefreshIcon = (props: IconProps) => (
	<Icon {...props}>
		<path d="M20 11a8 8 0 0 0-14.3-4.9L4 8M4 4v4h4M4 13a8 8 0 0 0 14.3 4.9L20 16M20 20v-4h-4" />
	</Icon>
);
