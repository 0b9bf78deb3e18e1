import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { furnitureLine } from '../../src/methods/plus/furniture-lines.js';
import { namedGallery } from '../../src/dom/cues.js';

// A gallery's controls go; a paragraph whose own class names a gallery ("gallery-intro") is not in
// one; a slide counter goes even from a gallery that carries the prose (the caller passes that
// gallery as not one).
describe('gallery controls', () => {
  const { document } = parseHTML(
    '<html><body><main id="root"><div class="carousel"><p id="line">x</p><span id="count">1</span></div><p id="intro" class="gallery-intro">y</p><div id="navline" class="gallery-nav">z</div><p id="plain">w</p></main></body></html>',
  );
  const el = (id: string) => document.getElementById(id) as unknown as Element;
  const root = el('root');
  const words = (s: string) => s.split(/\s+/).length;
  const line = (text: string, at = 'line', isGallery = namedGallery) => furnitureLine(text, words(text), el(at), root, isGallery, namedGallery);

  it('drops short labels, counters and titles inside a gallery', () => {
    expect(line('Next')).toBe('gallery controls');
    expect(line('View all 12 photos')).toBe('gallery controls');
    expect(line('In pictures: the market hall clock restored')).toBe('gallery controls');
    expect(line('Next', 'count')).toBe('gallery controls');
  });

  it('reads a paragraph of two sentences named by a gallery word as a paragraph; any other element so named is a gallery', () => {
    const intro = 'Volunteers spent the winter restoring the clock. A photographer followed the work.';
    expect(line(intro, 'intro')).toBeUndefined();
    expect(line(intro, 'navline')).toBe('gallery controls');
    // One sentence in a paragraph so named is the gallery's (a player's placeholder).
    expect(line('Get the Flash Player to see this player.', 'intro')).toBe('gallery controls');
  });

  it('drops a slide counter from a gallery that holds prose, and nothing else there', () => {
    const prose = () => false;
    expect(line('2 / 4', 'line', prose)).toBe('gallery controls');
    expect(line('3 of 12', 'line', prose)).toBe('gallery controls');
    expect(line('1/4', 'count', prose)).toBe('gallery controls');
    expect(line('Next', 'line', prose)).toBeUndefined();
    expect(line('Rated 3 / 5 by readers', 'line', prose)).toBeUndefined();
    // Outside any gallery a counter-like line is left alone.
    expect(line('2 / 4', 'plain', prose)).toBeUndefined();
  });
});
