export function deferPageScripts(html: string): string;
export function withDeferredScripts<T>(value: T): T;
export function pageScriptSources(html: string): string[];
