import { readFileSync } from 'node:fs';
import { Event, EventTarget as LinkedomEventTarget, parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/dom/parse.js';

const page = readFileSync(new URL('../../fixtures/en-city-council/page.html', import.meta.url), 'utf8');

/** Whether a listener added to `target` hears an event dispatched on it. */
function hears(target: EventTarget): boolean {
  let heard = false;
  target.addEventListener('ping', () => (heard = true));
  target.dispatchEvent(new Event('ping') as unknown as globalThis.Event);
  return heard;
}

describe('parseDocument', () => {
  it('builds the same tree as linkedom', () => {
    const ours = parseDocument(page);
    const theirs = parseHTML(page).document;
    expect(ours.documentElement.outerHTML).toBe(theirs.documentElement.outerHTML);
    expect(ours.body.textContent).toBe(theirs.body.textContent);
  });

  // Our nodes were once made without linkedom's listener Map, by swapping Node's parent
  // class around each parse; the swap cost V8 its compiled constructors twice a page. The nodes
  // are linkedom's own now, and linkedom's class chain is never touched.
  it("makes linkedom's own nodes and leaves its classes as they are", () => {
    const doc = parseDocument(page);
    expect(hears(doc.body as unknown as EventTarget)).toBe(true);
    let proto: object | null = Object.getPrototypeOf(doc.body);
    while (proto && Object.getPrototypeOf((proto as { constructor: object }).constructor) !== LinkedomEventTarget) proto = Object.getPrototypeOf(proto);
    expect(proto).not.toBeNull();
  });

  it('leaves documents parsed by anyone else with their events, before and after', () => {
    const before = parseHTML('<html><body><p>a</p></body></html>').document;
    parseDocument(page);
    const after = parseHTML('<html><body><p>b</p></body></html>').document;
    expect(hears(before.querySelector('p') as unknown as EventTarget)).toBe(true);
    expect(hears(after.querySelector('p') as unknown as EventTarget)).toBe(true);
  });
});
