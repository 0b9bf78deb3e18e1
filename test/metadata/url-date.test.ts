// The day in a page's address (url-date.ts): path parts only, every part range-checked.
import { describe, expect, it } from 'vitest';
import { urlDate } from '../../src/metadata/url-date.js';

describe('urlDate', () => {
  it('reads a day written as path parts, dashed or run together', () => {
    expect(urlDate('https://news.example/local/2025/03/28/pier-rebuilt/')).toBe('2025-03-28');
    expect(urlDate('https://news.example/2025/3/8/pier')).toBe('2025-03-08');
    expect(urlDate('https://news.example/blog/2024-11-05-election-night')).toBe('2024-11-05');
    expect(urlDate('https://news.example/a/20250327/pier.html')).toBe('2025-03-27');
  });
  it('names no day for a month alone, an impossible day, a number inside an id, or the query', () => {
    expect(urlDate('https://news.example/2025/03/pier')).toBeUndefined();
    expect(urlDate('https://news.example/2025/02/30/pier')).toBeUndefined();
    expect(urlDate('https://news.example/story/a20250327b')).toBeUndefined();
    expect(urlDate('https://news.example/story/1202503271')).toBeUndefined();
    expect(urlDate('https://news.example/story?d=2025-03-27')).toBeUndefined();
    expect(urlDate('https://2025-03-27.news.example/story')).toBeUndefined();
    expect(urlDate('not a url')).toBeUndefined();
    expect(urlDate(undefined)).toBeUndefined();
  });
});
