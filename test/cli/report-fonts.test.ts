// The inspect report names the fonts that carry Chinese on each platform, after the system's, so
// that a Chinese page is drawn in a CJK font wherever one is installed rather than as boxes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/index.js';
import { buildReport } from '../../src/cli/report/report.js';
import { REPORT_FONTS } from '../../src/cli/report/style.js';
import { ROOT } from '../support/cli.js';

const CJK = ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', 'PingFang TC', 'Microsoft JhengHei', 'Noto Sans CJK TC'];

describe("the report's fonts", () => {
  it('name the CJK fonts of macOS, Windows and Linux, simplified and traditional, before the generic family', () => {
    const families = REPORT_FONTS.split(',').map((f) => f.trim().replace(/^"|"$/g, ''));
    for (const f of CJK) expect(families).toContain(f);
    expect(families.at(-1)).toBe('sans-serif');
  });

  it("are the body's font in the report of a Chinese page, whose lang is zh", () => {
    const html = readFileSync(join(ROOT, 'fixtures/zh-local-traffic/page.html'), 'utf8');
    const report = buildReport(extract(html, { explain: true }), 'page.html');
    expect(report).toMatch(/<html lang="zh/);
    expect(report).toContain(`font: 14px/1.5 ${REPORT_FONTS};`);
  });
});
