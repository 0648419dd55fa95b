export const ALLOWED: Set<string>;
export function storefrontLiterals(fileName: string, text: string): string[];
export function apiLiterals(fileName: string, text: string): string[];
export function literalsLeft(): [file: string, text: string][];
