// The little of jsdom's API the tests use (jsdom ships no types; @types/jsdom would add a package
// for one constructor): a page's HTML in, its window and Document out.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
