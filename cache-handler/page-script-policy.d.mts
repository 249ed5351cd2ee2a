export function inlineScriptHashes(html: string): string[];
export function pageScriptPolicy(html: string): string;
export function withPageScriptPolicy<T>(value: T): T;
