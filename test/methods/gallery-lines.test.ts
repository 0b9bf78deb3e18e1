import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { furnitureLine } from '../../src/methods/plus/furniture-lines.js';
import { namedGallery } from '../../src/dom/cues.js';

// A gallery's controls go; its introduction and a slide's own sentence stay; a slide counter goes
// even from a gallery that carries the prose (the caller passes that gallery as not one).
describe('gallery controls', () => {
  const { document } = parseHTML('<html><body><main id="root"><div class="carousel"><p id="line">x</p></div></main></body></html>');
  const root = document.getElementById('root') as unknown as Element;
  const el = document.getElementById('line') as unknown as Element;
  const words = (s: string) => s.split(/\s+/).length;
  const line = (text: string, isGallery = namedGallery) => furnitureLine(text, words(text), el, root, isGallery, namedGallery);

  it('drops short labels, counters and titles', () => {
    expect(line('Next')).toBe('gallery controls');
    expect(line('View all 12 photos')).toBe('gallery controls');
    expect(line('In pictures: the market hall clock restored')).toBe('gallery controls');
  });

  it('keeps a sentence of 12 words or more, in either script; an 11-word one is a control', () => {
    const twelve = 'Volunteers spent the winter restoring the clock on the old market hall.';
    expect(words(twelve)).toBe(12);
    expect(line(twelve)).toBeUndefined();
    expect(line(`“${twelve.slice(0, -1)}.”`)).toBeUndefined();
    expect(line(twelve.replace('the old ', 'the '))).toBe('gallery controls');
    expect(line(twelve.slice(0, -1))).toBe('gallery controls');
  });

  it('drops a slide counter from a gallery that holds prose, and nothing else there', () => {
    const prose = () => false;
    expect(line('2 / 4', prose)).toBe('gallery controls');
    expect(line('3 of 12', prose)).toBe('gallery controls');
    expect(line('1/4', prose)).toBe('gallery controls');
    expect(line('Next', prose)).toBeUndefined();
    expect(line('Rated 3 / 5 by readers', prose)).toBeUndefined();
  });
});
