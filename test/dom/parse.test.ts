import { readFileSync } from 'node:fs';
import { Event, parseHTML } from 'linkedom';
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

  // linkedom's EventTarget keeps a Map of listeners for every node; our nodes are made without
  // one, which shows as a node that cannot take a listener.
  it('makes its nodes without a listener map', () => {
    const doc = parseDocument(page);
    expect(() => doc.body.addEventListener('ping', () => {})).toThrow(TypeError);
    // A node made afterwards, by anyone, has one.
    expect(hears(doc.createElement('div') as unknown as EventTarget)).toBe(true);
  });

  it('leaves documents parsed by anyone else with their events, before and after', () => {
    const before = parseHTML('<html><body><p>a</p></body></html>').document;
    parseDocument(page);
    const after = parseHTML('<html><body><p>b</p></body></html>').document;
    expect(hears(before.querySelector('p') as unknown as EventTarget)).toBe(true);
    expect(hears(after.querySelector('p') as unknown as EventTarget)).toBe(true);
  });
});
