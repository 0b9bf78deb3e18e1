// `extract -o` and `inspect --report` write their file whole or not at all (replacingFile): the
// text goes to a temporary file beside the target, renamed over it at the end. A full disk left a
// truncated file, with exit 0 (writeSync wrote part of the text and returned). The disk is full
// here because the write says so (ENOSPC after the first piece), as a 64 KB tmpfs does.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replacingFile } from '../../src/cli/batch/temp.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-replacing-'));

/** A disk with room for `room` bytes: a write past it writes what fits, the next one fails. */
function diskWithRoom(room: number): (fd: number, text: string) => void {
  let used = 0;
  return (fd, text) => {
    if (used >= room) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const part = text.slice(0, room - used);
    writeSync(fd, part);
    used += part.length;
    if (part.length < text.length) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  };
}

describe('a file written whole or not at all', () => {
  it('replaces the target when every write succeeds, and leaves no temporary file', () => {
    const target = join(tmp, 'ok.txt');
    writeFileSync(target, 'old\n');
    const file = replacingFile(target);
    file.write('first line\n');
    expect(readFileSync(target, 'utf8')).toBe('old\n'); // not yet
    file.write('second line\n');
    file.commit();
    expect(readFileSync(target, 'utf8')).toBe('first line\nsecond line\n');
    expect(readdirSync(tmp).filter((n) => n.includes('.tmp-'))).toEqual([]);
  });

  it('on a full disk keeps the target as it was and removes the temporary file', () => {
    const target = join(tmp, 'full.txt');
    writeFileSync(target, 'old\n');
    const file = replacingFile(target, diskWithRoom(10));
    expect(() => file.write('a text longer than the room left\n')).toThrow(/ENOSPC/);
    file.abort();
    expect(readFileSync(target, 'utf8')).toBe('old\n');
    expect(readdirSync(tmp).filter((n) => n.includes('.tmp-'))).toEqual([]);
  });

  it('refuses a directory, and creates a file that did not exist', () => {
    expect(() => replacingFile(tmp)).toThrow(expect.objectContaining({ code: 'EISDIR' }));
    const fresh = join(tmp, 'new.txt');
    const file = replacingFile(fresh);
    file.write('x');
    file.commit();
    expect(readFileSync(fresh, 'utf8')).toBe('x');
  });
});
