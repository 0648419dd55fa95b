import { Icon, type IconProps } from "./icons.tsx";

/** The icons of the shop's contact details (footer, contact page, addresses): apart, so a page's first load does not carry them. */

export const PhoneIcon = (p: IconProps) => (
	<Icon {...p}>
		<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
	</Icon>
);

export const MailIcon = (p: IconProps) => (
	<Icon {...p}>
		<rect x="3" y="5" width="18" height="14" rx="2" />
		<path d="m3 7 9 6 9-6" />
	</Icon>
);

export const MapPinIcon = (p: IconProps) => (
	<Icon {...p}>
		<path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
		<circle cx="12" cy="10" r="2.5" />
	</Icon>
);
