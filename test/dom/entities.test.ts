// Character references in source lines (src/dom/entities.ts): every name of the HTML standard,
// from the entities package; numeric references; a name it lacks stays as written.
import { describe, expect, it } from 'vitest';
import { decodeEntities } from '../../src/dom/entities.js';

describe('decodeEntities', () => {
  it('decodes the names news pages use, and the ones the old hand-kept table lacked', () => {
    expect(decodeEntities('Tom &amp; Jerry &mdash; &ldquo;caf&eacute;&rdquo; &euro;5')).toBe('Tom & Jerry — “café” €5');
    expect(decodeEntities('&hearts; &alpha;&beta; &rightarrow; &Zcaron;ilina &NotEqualTilde;')).toBe('♥ αβ → Žilina ≂̸');
  });

  it('decodes numeric references, with NUL, surrogates and values past Unicode as U+FFFD', () => {
    expect(decodeEntities('&#8217;&#x2014;&#X41;&#0;&#xD800;&#x110000;')).toBe('\u2019\u2014A\ufffd\ufffd\ufffd');
  });

  it('takes a name without its semicolon, and leaves an unknown name as written', () => {
    expect(decodeEntities('&copy 2023 Courier')).toBe('© 2023 Courier');
    expect(decodeEntities('&nosuchname; &copy2023 a&b')).toBe('&nosuchname; &copy2023 a&b');
    expect(decodeEntities('no references')).toBe('no references');
  });
});
