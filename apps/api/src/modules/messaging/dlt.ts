/**
 * The DLT body matcher, the one place that decides whether a text may leave
 * as a registered template (issue 26 item 1). An operator's scrubber compares
 * an SMS with the content template registered under the sender's entity ID
 * and header: the fixed words exactly, each `{#var#}` as any text of at most
 * 30 characters; and since 1 October 2024 a link only on a whitelisted domain.
 * Here the same: a text that matches no template, or carries a link off the
 * template's domains, is refused (never sent as free text).
 */

export const DLT_VAR = "{#var#}";
/** DLT's bound on one variable's value */
export const DLT_VAR_MAX = 30;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The fixed parts of a body, around its variables (n variables → n + 1 parts). */
export function fixedParts(body: string): string[] {
	return body.split(DLT_VAR);
}

export function variableCount(body: string): number {
	return fixedParts(body).length - 1;
}

const compiled = new Map<string, RegExp>();
function bodyPattern(body: string): RegExp {
	let pattern = compiled.get(body);
	if (!pattern) {
		pattern = new RegExp(`^${fixedParts(body).map(escapeRegExp).join(`([\\s\\S]{0,${DLT_VAR_MAX}})`)}$`);
		if (compiled.size > 500) compiled.clear();
		compiled.set(body, pattern);
	}
	return pattern;
}

/** The variables' values when `text` matches `body`, else null. */
export function matchBody(body: string, text: string): string[] | null {
	const match = bodyPattern(body).exec(text);
	return match ? match.slice(1) : null;
}

/** The body with its variables filled in order (a value longer than DLT allows is refused). */
export function renderBody(body: string, values: readonly string[]): string {
	const parts = fixedParts(body);
	if (values.length !== parts.length - 1)
		throw new Error(`the template takes ${parts.length - 1} values, given ${values.length}`);
	for (const value of values)
		if (value.length > DLT_VAR_MAX) throw new Error(`a value is longer than ${DLT_VAR_MAX} characters: ${value}`);
	return parts.reduce((text, part, i) => text + (i > 0 ? values[i - 1] : "") + part, "");
}

/** Every link in a text: http(s)://… or www.… */
export function linksIn(text: string): string[] {
	return text.match(/\b(?:https?:\/\/|www\.)[^\s]+/gi) ?? [];
}

function hostOf(link: string): string | null {
	try {
		return new URL(/^https?:\/\//i.test(link) ? link : `https://${link}`).hostname.toLowerCase();
	} catch {
		return null;
	}
}

/** The links of a text that are not on one of `domains` (a domain allows its subdomains). */
export function linksOffDomains(text: string, domains: readonly string[]): string[] {
	const allowed = domains.map((domain) => domain.toLowerCase().replace(/^\.+/, ""));
	return linksIn(text).filter((link) => {
		const host = hostOf(link);
		return !host || !allowed.some((domain) => host === domain || host.endsWith(`.${domain}`));
	});
}

export interface DltTemplateLike {
	key: string;
	smsBody: string;
	linkDomains: string[];
}

export type DltVerdict<T extends DltTemplateLike> =
	| { ok: true; template: T; values: string[] }
	| { ok: false; template: T | null; reason: string };

/**
 * The template a text is, among `templates`: the matching one with the most
 * fixed text (the most specific), its links checked against its domains.
 */
export function checkText<T extends DltTemplateLike>(templates: readonly T[], text: string): DltVerdict<T> {
	let best: { template: T; values: string[]; fixed: number } | null = null;
	for (const template of templates) {
		const values = matchBody(template.smsBody, text);
		if (!values) continue;
		const fixed = template.smsBody.length - variableCount(template.smsBody) * DLT_VAR.length;
		if (!best || fixed > best.fixed) best = { template, values, fixed };
	}
	if (!best) return { ok: false, template: null, reason: "matches no registered template" };
	const off = linksOffDomains(text, best.template.linkDomains);
	if (off.length > 0)
		return { ok: false, template: best.template, reason: `link not on an allowed domain: ${off.join(" ")}` };
	return { ok: true, template: best.template, values: best.values };
}
