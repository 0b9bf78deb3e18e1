// Types of hostile.mjs, for the tests that import it.
export function heavyMarkupPage(seed?: number): string;
export function giantHanPage(chars?: number, seed?: number): string;
