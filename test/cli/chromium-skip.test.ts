// The browser tests' gate (test/support/chromium.ts): skip with one line locally without
// Chromium, required with CI=true, run with whatever browser is found.
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTests, findChromium, INSTALL_CHROMIUM } from '../support/chromium.js';

const dir = mkdtempSync(join(tmpdir(), 'cedst-chromium-'));
/** A stand-in browser that answers --version as Debian's does. */
const fake = join(dir, 'chromium');
writeFileSync(fake, '#!/bin/sh\necho "Chromium 140.0.7339.185 built on Debian GNU/Linux 13 (trixie)"\n');
chmodSync(fake, 0o755);
/** An empty PATH hides every browser installed on this machine. */
const hidden = { PATH: dir + '-none', CEDST_CHROMIUM: undefined };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the browser tests without Chromium', () => {
  it('skip locally, saying once how to install it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const gate = browserTests('the report tests', hidden);
    expect(gate.run).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe(`cedst: the report tests skipped: Chromium is not installed. To run them: ${INSTALL_CHROMIUM} (Debian's package; CI=true makes them required)`);
  });

  it('are required with CI=true: they run, and fail on the missing browser', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const gate = browserTests('the report tests', { ...hidden, CI: 'true' });
    expect(gate.run).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    expect(() => gate.chromium()).toThrow(/chromium is not installed, and with CI=true the report tests are required\. Install Debian's package: apt-get update/);
  });

  it('CEDST_CHROMIUM set to nothing hides a browser on PATH', () => {
    expect(findChromium({ PATH: dir })).toBe('chromium');
    expect(findChromium({ PATH: dir, CEDST_CHROMIUM: '' })).toBeUndefined();
  });
});

describe('the browser tests with Chromium', () => {
  it('run with the browser on PATH, or the one CEDST_CHROMIUM names', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const gate = browserTests('the report tests', { PATH: dir });
    expect(gate.run).toBe(true);
    expect(gate.chromium()).toBe('chromium');
    expect(browserTests('the report tests', { ...hidden, CEDST_CHROMIUM: fake }).chromium()).toBe(fake);
    expect(warn).not.toHaveBeenCalled();
  });
});
