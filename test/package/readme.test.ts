// What the README says that can be checked: its length, the Node version and the
// tarball name of its install section, and that every flag of its command-line block is a flag
// of that command. (The production install's weight: install.test.ts.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/program.js';
import { ROOT } from '../support/cli.js';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string; engines: { node: string } };

function help(command: string, flag = '--help'): string {
  let text = '';
  const program = buildProgram((s) => (text += s));
  expect(() => program.parse([command, flag], { from: 'user' })).toThrow(CommanderError);
  return text;
}

describe('the README', () => {
  it('is the front door: at most 200 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
  });

  it("names the Node version of package.json's engines and the tarball npm pack writes", () => {
    expect(pkg.engines.node).toBe('>=20.19');
    expect(readme).toContain('Node ≥ 20.19');
    const install = readme.slice(readme.indexOf('## Install'), readme.indexOf('## The library'));
    const tarballs = [...install.matchAll(/\b(cedst-[\d.]+\.tgz)\b/g)].map((m) => m[1]);
    expect(tarballs.length).toBeGreaterThanOrEqual(2);
    for (const t of tarballs) expect(t).toBe(`${pkg.name}-${pkg.version}.tgz`);
  });

  it('installs only in ways that work: a git URL it names or the tarball, never the registry; npm ci once', () => {
    const library = readFileSync(join(ROOT, 'docs', 'library.md'), 'utf8');
    for (const doc of [readme, library]) {
      const commands = [...doc.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) => m[1]!.split('\n'));
      const installs = commands.filter((l) => /^npm (install|i) /.test(l)).map((l) => l.split('#')[0]!.trim());
      expect(installs.length).toBeGreaterThan(0);
      // cedst is not on the registry: an install names a git URL with a real scheme, a tarball, or another package.
      for (const line of installs) expect(line).not.toMatch(/^npm (install|i) cedst(@|\s|$)|git\+URL/);
      expect(commands.filter((l) => l.includes('npm ci')).length).toBeLessThanOrEqual(1);
    }
    expect(library).toContain('git+file:///');
  });

  it('gives only flags that its commands take', () => {
    const block = /## The command line\n\n```sh\n([\s\S]*?)```/.exec(readme)![1]!;
    const lines = block.split('\n').filter((l) => l.startsWith('cedst '));
    expect(lines.map((l) => l.split(' ')[1])).toEqual(['extract', 'extract', 'inspect', 'batch', 'batch', 'dedup', 'serve', 'eval', 'eval']);
    for (const line of lines) {
      const command = line.split(' ')[1]!;
      // Every flag a command takes is in its --help-all (batch --help leaves some to it); dedup has no --help-all.
      const text = help(command, command === 'dedup' ? '--help' : '--help-all');
      const flags = [...line.replace(/#.*$/, '').matchAll(/(?<=[\s[|])(--?[a-z][a-z-]*)/g)].map((m) => m[1]!);
      expect(flags.length, line).toBeGreaterThan(0);
      for (const flag of flags) expect(text, `${command} ${flag}`).toMatch(new RegExp(`(^|[\\s,])${flag}[\\s,]`, 'm'));
    }
  });

  it("quotes the confidence gain of docs/results.md's table, as docs/library.md does", () => {
    const results = readFileSync(join(ROOT, 'docs', 'results.md'), 'utf8');
    const table = results.slice(results.indexOf('| mean F1, 80% most confident | gain |'));
    const row = /\n\| all pages \|([^\n]*)\|/
      .exec(table)![1]!
      .split('|')
      .map((c) => c.trim());
    const gain = Number(row[6]).toFixed(3);
    expect(Number(gain)).toBeGreaterThan(0);
    const library = readFileSync(join(ROOT, 'docs', 'library.md'), 'utf8');
    for (const doc of [readme, library]) {
      const quoted = [...doc.matchAll(/80%\s+most\s+confident\s+pages(?:\s+score)?\s+([\d.]+)\s+above\s+all/g)].map((m) => m[1]);
      expect(quoted.length).toBeGreaterThan(0);
      for (const q of quoted) expect(q).toBe(gain);
    }
  });
});
