export const ALLOWED: Set<string>;
export function storefrontLiterals(fileName: string, text: string): string[];
export function apiLiterals(fileName: string, text: string): string[];
export function literalsLeft(): [file: string, text: string][];
export const PENDING_HIPRODUCT: Set<string>;
export function literalsToMove(): { left: [file: string, text: string][]; stale: string[] };
