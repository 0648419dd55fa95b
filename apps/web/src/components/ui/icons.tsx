import type { SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement> & { title?: string };

export function Icon({ title, children, ...props }: IconProps & { children: React.ReactNode }) {
	return (
		// biome-ignore lint/a11y/noSvgWithoutTitle: decorative unless a title is given, then it is named by it
		<svg
			viewBox="0 0 24 24"
			fill="none"
			stroke="currentColor"
			strokeWidth={1.8}
			strokeLinecap="round"
			strokeLinejoin="round"
			width={24}
			height={24}
			aria-hidden={title ? undefined : true}
			role={title ? "img" : undefined}
			{...props}
		>
			{title ? <title>{title}</title> : null}
			{children}
		</svg>
	);
}

export const SearchIcon = (p: IconProps) => (
	<Icon {...p}>
		<circle cx="11" cy="11" r="7" />
		<path d="m20 20-3.5-3.5" />
	</Icon>
);
export const UserIcon = (p: IconProps) => (
	<Icon {...p}>
		<circle cx="12" cy="8" r="4" />
		<path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
	</Icon>
);
export const CartIcon = (p: IconProps) => (
	<Icon {...p}>
		<path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
		<circle cx="10" cy="20" r="1.3" />
		<circle cx="17" cy="20" r="1.3" />
	</Icon>
);
export const HeartIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
	<Icon {...p} fill={filled ? "currentColor" : "none"}>
		<path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
	</Icon>
);
export const MenuIcon = (p: IconProps) => (
	<Icon {...p}>
		<path d="M4 7h16M4 12h16M4 17h16" />
	</Icon>
);
export const CloseIcon = (p: IconProps) => (
	<Icon {...p}>
		<path d="M6 6l12 12M18 6 6 18" />
	</Icon>
);
export const ChevronDownIcon = (p: IconProps) => (
	<Icon {...p}>
		<path d="m6 9 6 6 6-6" />
	</Icon>
);
export const ChevronLeftIcon = (p: IconProps) => (
	<Icon {...p}>
		<path d="m15 6-6 6 6 6" />
	</Icon>
);
export const ChevronRightIcon = (p: IconProps) => (
	<Icon {...p}>
		<path d="m9 6 6 6-6 6" />
	</Icon>
);
export const StarIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
	<Icon {...p} fill={filled ? "currentColor" : "none"}>
		<path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6L12 16.8 6.6 19.6l1.1-6-4.5-4.2 6.1-.8z" />
	</Icon>
);
export const ShieldIcon = (p: IconProps) => (
	<Icon {...p}>
		<path d="M12 3 5 6v6c0 4.4 3 7.6 7 9 4-1.4 7-4.6 7-9V6z" />
		<path d="m9 12 2 2 4-4" />
	</Icon>
);
