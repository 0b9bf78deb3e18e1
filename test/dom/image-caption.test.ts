// The caption of an image was its <figcaption>'s textContent, so a script, a style
// sheet or a noscript fallback inside it became part of `images[].caption`.
import { describe, expect, it } from 'vitest';
import { readableText } from '../../src/dom/readable-text.js';
import { parseDocument } from '../../src/dom/parse.js';
import { extract } from '../../src/index.js';

const story = Array.from(
  { length: 6 },
  (_, i) => `<p>Paragraph ${i} of the story about the lightship, long enough to be read as the article body of the page, with several more words in it.</p>`,
).join('');
const page = `<html><head><title>The lightship is back</title></head><body><article><h1>The lightship is back</h1>${story.slice(0, 400)}
<figure><img src="https://news.example/ship.jpg" width="800" height="450" alt="The lightship"><figcaption>The lightship at the pier.<script>window.track("caption")</script><style>.x{color:red}</style><noscript>Enable scripts</noscript><template>never</template> Photo: A. Smith</figcaption></figure>
${story}</article></body></html>`;

describe('image captions', () => {
  it('leave out the text of script, style, noscript and template', () => {
    const images = extract(page, { images: true, url: 'https://news.example/a.html' }).images;
    expect(images).toEqual([{ src: 'https://news.example/ship.jpg', alt: 'The lightship', caption: 'The lightship at the pier. Photo: A. Smith' }]);
  });

  it('readableText is textContent without those elements, at any depth', () => {
    const doc = parseDocument(`<div id="d">a<b>b<script>s</script></b><!-- c -->c<style>t</style></div><div id="deep">${'<i>'.repeat(2_000)}x</div>`);
    expect(readableText(doc.getElementById('d')!)).toBe('abc');
    expect(readableText(doc.getElementById('deep')!)).toBe('x');
  });
});
