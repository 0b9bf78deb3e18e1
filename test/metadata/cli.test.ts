// @module-tag slow
// `cedst extract --format json` carries the metadata (the CLI loads dist/: build first).
import { describe, expect, it } from 'vitest';
import type { Extraction } from '../../src/core/types.js';
import { cedst } from '../support/cli.js';

describe('cedst extract --format json', () => {
  it('prints date, author, site name and URL next to the article', () => {
    const r = cedst(['extract', 'fixtures/zh-local-traffic/page.html', '--format', 'json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Extraction;
    expect(out.title).toBe('桐溪大道8月16日起分段封闭施工 交警发布绕行指引');
    expect(out.date).toBe('2023-08-14T09:32:00+08:00');
    expect(out.author).toBe('陈思远');
    expect(out.siteName).toBe('桐溪新闻网');
    expect(out.url).toBe('https://www.tongxinews.example/jtcx/2023-08/14/content_8812345.htm');
  });

  it('leaves absent fields out of the JSON', () => {
    const r = cedst(['extract', 'fixtures/en-wire-storm/page.html', '--format', 'json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(out['author']).toBe('Tomas Reyna');
    expect(out['date']).toBe('2023-01-17T11:42:00');
    expect('url' in out).toBe(false);
    expect('image' in out).toBe(false);
  });
});
