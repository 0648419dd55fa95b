/**
 * Tiny helpers for writing SVG by hand. Every drawing in the seed works in a
 * 1000 × 1000 box (banners in 3000 × 1000) and uses only shapes librsvg draws
 * quickly: no filters, no patterns, few gradients.
 */

export function escapeXml(text: string): string {
	return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface Style {
	stroke?: string;
	width?: number;
	opacity?: number;
	dash?: string;
	/** extra raw attributes */
	extra?: string;
}

function style(fill: string, s: Style = {}): string {
	let out = `fill="${fill}"`;
	if (s.stroke) {
		out += ` stroke="${s.stroke}" stroke-width="${s.width ?? 6}" stroke-linejoin="round" stroke-linecap="round"`;
	}
	if (s.opacity !== undefined) out += ` opacity="${s.opacity}"`;
	if (s.dash) out += ` stroke-dasharray="${s.dash}"`;
	if (s.extra) out += ` ${s.extra}`;
	return out;
}

export function path(d: string, fill: string, s?: Style): string {
	return `<path d="${d}" ${style(fill, s)}/>`;
}

export function line(d: string, stroke: string, width = 6, s: Omit<Style, "stroke" | "width"> = {}): string {
	return path(d, "none", { ...s, stroke, width });
}

export function circle(cx: number, cy: number, r: number, fill: string, s?: Style): string {
	return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" ${style(fill, s)}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, s?: Style): string {
	return `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" ${style(fill, s)}/>`;
}

export function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, s?: Style): string {
	return `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" rx="${round(rx)}" ${style(fill, s)}/>`;
}

export function group(transform: string, body: string, opacity?: number): string {
	return `<g transform="${transform}"${opacity === undefined ? "" : ` opacity="${opacity}"`}>${body}</g>`;
}

export interface TextOptions {
	size: number;
	fill: string;
	weight?: "normal" | "bold";
	anchor?: "start" | "middle" | "end";
	spacing?: number;
	opacity?: number;
}

/** Text in the generic sans-serif family (librsvg resolves it through fontconfig). */
export function text(x: number, y: number, content: string, o: TextOptions): string {
	const attrs = [
		`x="${round(x)}"`,
		`y="${round(y)}"`,
		`font-family="sans-serif"`,
		`font-size="${round(o.size)}"`,
		`font-weight="${o.weight ?? "normal"}"`,
		`text-anchor="${o.anchor ?? "middle"}"`,
		`fill="${o.fill}"`,
	];
	if (o.spacing) attrs.push(`letter-spacing="${o.spacing}"`);
	if (o.opacity !== undefined) attrs.push(`opacity="${o.opacity}"`);
	return `<text ${attrs.join(" ")}>${escapeXml(content)}</text>`;
}

/**
 * Breaks text into at most `maxLines` lines of about `maxChars` characters,
 * at spaces. Used for book titles, brand names and banner headlines.
 */
export function wrap(content: string, maxChars: number, maxLines = 3): string[] {
	const words = content.split(/\s+/).filter(Boolean);
	const lines: string[] = [];
	let current = "";
	for (const word of words) {
		const next = current ? `${current} ${word}` : word;
		if (next.length > maxChars && current) {
			lines.push(current);
			current = word;
		} else {
			current = next;
		}
	}
	if (current) lines.push(current);
	if (lines.length > maxLines) {
		const kept = lines.slice(0, maxLines);
		kept[maxLines - 1] = `${lines.slice(maxLines - 1).join(" ")}`;
		return kept;
	}
	return lines;
}

/** A rough width of bold sans-serif text, to pick a size that fits. */
export function fitFontSize(content: string, maxWidth: number, maxSize: number, boldFactor = 0.62): number {
	return Math.min(maxSize, maxWidth / (Math.max(1, content.length) * boldFactor));
}

export function star(cx: number, cy: number, outer: number, inner: number, points = 5, rotation = -90): string {
	const parts: string[] = [];
	for (let i = 0; i < points * 2; i++) {
		const radius = i % 2 === 0 ? outer : inner;
		const angle = ((rotation + (i * 180) / points) * Math.PI) / 180;
		parts.push(`${round(cx + radius * Math.cos(angle))} ${round(cy + radius * Math.sin(angle))}`);
	}
	return `M ${parts.join(" L ")} Z`;
}

export function heart(cx: number, cy: number, s: number): string {
	return `M ${cx} ${round(cy + s * 0.9)} C ${round(cx - s * 1.6)} ${round(cy - s * 0.2)}, ${round(cx - s * 0.6)} ${round(
		cy - s * 1.2,
	)}, ${cx} ${round(cy - s * 0.35)} C ${round(cx + s * 0.6)} ${round(cy - s * 1.2)}, ${round(cx + s * 1.6)} ${round(
		cy - s * 0.2,
	)}, ${cx} ${round(cy + s * 0.9)} Z`;
}

/** A leaf pointing at `angle` degrees from its stem at (x, y). */
export function leaf(x: number, y: number, length: number, angle: number, fill: string, vein: string): string {
	const w = length * 0.38;
	const body = `M 0 0 Q ${round(length * 0.5)} ${round(-w)} ${round(length)} 0 Q ${round(length * 0.5)} ${round(w)} 0 0 Z`;
	return group(
		`translate(${round(x)} ${round(y)}) rotate(${angle})`,
		path(body, fill) + line(`M 0 0 L ${round(length * 0.9)} 0`, vein, 4, { opacity: 0.7 }),
	);
}

/** Points along a quadratic curve, for beads, trims and chains. */
export function quadraticPoints(
	from: [number, number],
	control: [number, number],
	to: [number, number],
	count: number,
): [number, number][] {
	const points: [number, number][] = [];
	for (let i = 0; i < count; i++) {
		const t = count === 1 ? 0.5 : i / (count - 1);
		const a = (1 - t) * (1 - t);
		const b = 2 * (1 - t) * t;
		const c = t * t;
		points.push([a * from[0] + b * control[0] + c * to[0], a * from[1] + b * control[1] + c * to[1]]);
	}
	return points;
}

export function round(value: number): number {
	return Math.round(value * 10) / 10;
}
