// What `cedst serve` holds and how it reads a request's target, in process: each file read once
// and shared by every response until it changes on disk, and a malformed target named as such
// (undefined: a 400) rather than thrown.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HeldFiles, requestPath } from '../../src/cli/commands/serve.js';

describe('HeldFiles', () => {
  it('reads a file once for any number of requests, and again when it changes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cedst-held-'));
    writeFileSync(join(dir, 'cedst.js'), 'first build');
    const files = new HeldFiles(dir);
    const first = files.get('/cedst.js');
    for (let i = 0; i < 1000; i++) expect(files.get('/cedst.js')).toBe(first);
    expect([files.reads, first.toString()]).toEqual([1, 'first build']);
    // A rebuilt bundle (another size) is served without a restart.
    writeFileSync(join(dir, 'cedst.js'), 'the second build');
    expect(files.get('/cedst.js').toString()).toBe('the second build');
    expect(files.reads).toBe(2);
  });
});

describe('requestPath', () => {
  it.each([
    ['/', '/'],
    ['/cedst.js', '/cedst.js'],
    ['/options.json?x=1&y=%20', '/options.json'],
    ['//cedst.js', '//cedst.js'],
    ['/..%2fpackage.json', '/..%2fpackage.json'],
    ['http://127.0.0.1:7400/cedst.js?v=2', '/cedst.js'],
    ['http://127.0.0.1:7400', '/'],
  ])('reads %s as the path %s', (target, path) => {
    expect(requestPath(target)).toBe(path);
  });

  it.each(['//[', '/[', '/a%zz', '/a%2', '*', '', 'cedst.js', '/a b', '/a#b', 'http://[/', 'http://x:99999/'])('refuses %j', (target) => {
    expect(requestPath(target)).toBeUndefined();
  });
});
