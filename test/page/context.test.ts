// The per-page context (src/page/context.ts): built once per page, every part computed once and
// only when asked, its caches its own.
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/dom/units.js', async (original) => {
  const m = await original<typeof import('../../src/dom/units.js')>();
  return { ...m, collectUnits: vi.fn(m.collectUnits) };
});
vi.mock('../../src/lang/segment.js', async (original) => {
  const m = await original<typeof import('../../src/lang/segment.js')>();
  return { ...m, segmentUnits: vi.fn(m.segmentUnits) };
});
vi.mock('../../src/metadata/collect.js', async (original) => {
  const m = await original<typeof import('../../src/metadata/collect.js')>();
  return { ...m, collectParts: vi.fn(m.collectParts) };
});

const { collectUnits } = await import('../../src/dom/units.js');
const { segmentUnits } = await import('../../src/lang/segment.js');
const { collectParts } = await import('../../src/metadata/collect.js');
const { extract, METHODS } = await import('../../src/research.js');
const { createPage } = await import('../../src/page/context.js');

const HTML = readFileSync(new URL('../../fixtures/en-city-council/page.html', import.meta.url), 'utf8');
const calls = () => ({ units: vi.mocked(collectUnits).mock.calls.length, segmented: vi.mocked(segmentUnits).mock.calls.length, parts: vi.mocked(collectParts).mock.calls.length });

describe('the page context', () => {
  beforeEach(() => vi.clearAllMocks());

  it('collects units and walks the head once per page, whatever the method and the metadata read', () => {
    for (const method of METHODS) {
      vi.clearAllMocks();
      const r = extract(HTML, { method, explain: true });
      expect(r.title).not.toBe('');
      const cedstFamily = method.startsWith('cedst');
      // Units: for the language (every method) and the DOM methods' evidence; segmentation only
      // for CEDST; one walk for the metadata, the headline's titles and the links' base URL.
      expect(calls()).toEqual({ units: 1, segmented: cedstFamily ? 1 : 0, parts: 1 });
    }
  });

  it('computes nothing a method does not read: a forced language needs no units for CETR', () => {
    extract(HTML, { method: 'cetr', lang: 'en' });
    expect(calls()).toEqual({ units: 0, segmented: 0, parts: 1 });
  });

  it('keeps every part once computed, and caches of its own', () => {
    const page = createPage(HTML);
    expect(page.units).toBe(page.units);
    expect(page.segmented).toBe(page.segmented);
    expect(page.metadata).toBe(page.metadata);
    expect(page.head.titles).toBe(page.head.titles);
    expect(calls()).toEqual({ units: 1, segmented: 1, parts: 1 });
    const other = createPage(HTML);
    expect(other.cue).not.toBe(page.cue);
    expect(other.hidden).not.toBe(page.hidden);
    expect(other.units).not.toBe(page.units);
  });

  it('reads the head first: titles as written, the headline element, the base URL', () => {
    const page = createPage(
      '<html><head><title>Bridge reopens | Daily</title><meta property="og:title" content="Bridge reopens"><link rel="canonical" href="https://a.example/n/1"></head><body><h1>Bridge reopens</h1><p>Text.</p></body></html>',
    );
    expect(page.head.titles).toEqual(['Bridge reopens | Daily', 'Bridge reopens']);
    expect(page.head.headline?.tagName.toLowerCase()).toBe('h1');
    expect(page.head.baseUrl).toBe('https://a.example/n/1');
    expect(page.metadata.title).toBe('Bridge reopens');
    expect(calls().units).toBe(1); // the metadata's language (it dates Chinese pages in UTC+8)
  });
});
