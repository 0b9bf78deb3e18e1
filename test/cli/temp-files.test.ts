// The temporary files of `batch -o DIR/` (a part's manifest) and of `dedup` had
// names anyone could guess (`<name>.tmp-<pid>`) and were opened following links: a symbolic link
// planted there made a run overwrite a file outside its output. They are now opened exclusively
// (O_EXCL, which never follows a link) under names with a random part.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dedupParts } from '../../src/cli/commands/dedup.js';
import { writeManifest, type Manifest } from '../../src/cli/batch/manifest.js';
import { createTempFile } from '../../src/cli/batch/temp.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-temp-'));
const VICTIM = 'precious data, not to be overwritten\n';

/** A file outside the output, and a link to it planted at `at`. */
function plant(at: string): string {
  const victim = join(tmp, `victim-${Math.random().toString(36).slice(2)}`);
  writeFileSync(victim, VICTIM);
  symlinkSync(victim, at);
  return victim;
}

const manifest: Manifest = { part: 0, of: 1, output: 'part-0-of-1.jsonl', inputs: { items: 1, sha256: 'y' }, records: 1, counts: { ok: 1 }, bytes: 10, sha256: 'x' };

describe('temporary files', () => {
  it("a link planted at the manifest's old temporary name is left alone, and the manifest is written", async () => {
    const dir = join(tmp, 'out');
    mkdirSync(dir);
    const path = join(dir, 'part-0-of-1.manifest.json');
    const victim = plant(`${path}.tmp-${process.pid}`);
    await writeManifest(path, manifest);
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(manifest);
  });

  it("a link planted at dedup's old temporary name is left alone, and the part is written", async () => {
    const parts = join(tmp, 'parts');
    mkdirSync(parts);
    const part = join(parts, 'part-0-of-1.jsonl');
    const line = JSON.stringify({ id: 'a', source: 'a.html', text: 'x', digest: 'd1', simhash: '0000000000000000' });
    writeFileSync(part, `${line}\n`);
    const out = join(tmp, 'dedup-out');
    mkdirSync(out);
    const victim = plant(join(out, `.part-0-of-1.jsonl.tmp-${process.pid}`));
    await dedupParts([part], { dir: out, distance: 3, mark: false });
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM);
    expect(readFileSync(join(out, 'part-0-of-1.jsonl'), 'utf8')).toBe(`${line}\n`);
  });

  it('createTempFile opens a new file beside its target under a name no one can guess', async () => {
    const dir = join(tmp, 'names');
    mkdirSync(dir);
    const a = await createTempFile(join(dir, 'x.json'));
    const b = await createTempFile(join(dir, 'x.json'));
    await a.handle.close();
    await b.handle.close();
    expect(a.path).not.toBe(b.path);
    expect(a.path).toMatch(new RegExp(`^${dir}/\\.x\\.json\\.tmp-${process.pid}-[0-9a-f]{16}$`));
    expect(readdirSync(dir).sort()).toEqual([a.path, b.path].map((p) => p.slice(dir.length + 1)).sort());
  });
});
