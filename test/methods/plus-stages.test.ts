// cedst+'s stages (src/methods/plus/): each is a pure function of the analysis, and the method is
// their sequence.
import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../src/research.js';
import { createPage } from '../../src/page/context.js';
import { analysePlus, PLUS_STAGES, type PlusAnalysis } from '../../src/methods/plus/index.js';
import { gatherEvidence } from '../../src/methods/plus/evidence.js';
import { judgeRegion } from '../../src/methods/plus/verdicts.js';

const para = (s: string) => `<p>${s}</p>`;
const PAGE = `<html><head><title>Harbor bridge reopens - Daily Example</title></head><body>
<ul class="menu"><li><a href="/">Home</a></li><li><a href="/world">World news</a></li></ul>
<h1>Harbor bridge reopens</h1>
<div class="story">
${para('The harbor bridge reopened on Monday after engineers finished repairs to the steel cables that had been damaged by the winter storm.')}
${para('City engineers said the bridge repairs took eleven weeks and cost the harbor authority more than four million dollars in steel and labor.')}
<p>Related news:</p><p><a href="/a">Bridge closed by storm</a></p><p><a href="/b">Ferries add crossings</a></p>
</div>
<div class="footer"><a href="/about">About us</a> <a href="/contact">Contact</a></div>
</body></html>`;

/** Every stage's output, from the evidence on. */
function run(options = resolveOptions()): PlusAnalysis[] {
  const out = [gatherEvidence(createPage(PAGE), options)];
  for (const [, stage] of PLUS_STAGES) out.push(stage(out[out.length - 1]!));
  return out;
}

const reasons = (a: PlusAnalysis) => a.units.map((u) => u.reason);

describe('cedst+ stages', () => {
  it('run in the documented order and make up analysePlus', () => {
    expect(PLUS_STAGES.map(([name]) => name)).toEqual(['gain', 'region', 'verdicts', 'sections', 'edges', 'headline', 'captions']);
    const steps = run();
    expect(steps.at(-1)!.units).toEqual(analysePlus(createPage(PAGE), resolveOptions()).units);
  });

  it('never change the analysis they are given', () => {
    const steps = run();
    const snapshot = steps.map((a) => JSON.stringify(a.units.map(({ content, reason, inRegion }) => ({ content, reason, inRegion }))));
    for (const [, stage] of PLUS_STAGES) for (const a of steps) stage(a);
    expect(steps.map((a) => JSON.stringify(a.units.map(({ content, reason, inRegion }) => ({ content, reason, inRegion }))))).toEqual(snapshot);
  });

  it('each adds its own decisions with their reasons', () => {
    const [evidence, gain, region, verdicts, sections, , headline, captions] = run();
    expect(reasons(evidence!).every((r) => r === undefined)).toBe(true);
    expect(gain!.regionGain!.gain).toHaveLength(evidence!.units.length);
    expect(region!.region?.getAttribute('class')).toBe('story');
    expect(reasons(verdicts!)).toContain('outside the region');
    expect(reasons(sections!)).toContain('related links');
    // The captions stage keeps captions by default, so hands the analysis on as it is.
    expect(captions).toBe(headline);
    // The headline stage adds the headline to the body only with plus.headlineInBody.
    expect(headline!.units.find((u) => u.text === 'Harbor bridge reopens')!.content).toBe(false);
    const added = run(resolveOptions({ plus: { headlineInBody: true } }))[6]!;
    expect(added.units.find((u) => u.text === 'Harbor bridge reopens')!.reason).toBe('headline');
  });

  it('a stage whose option is off hands the analysis on as it is', () => {
    const steps = run(resolveOptions({ plus: { region: false, headlineInBody: true } }));
    for (let k = 1; k < steps.length - 1; k++) expect(steps[k]).toBe(steps[0]);
    const noSections = run(resolveOptions({ plus: { sections: false } }));
    expect(noSections[4]).toBe(noSections[3]);
    // Without a region there is nothing to judge.
    expect(judgeRegion(steps[0]!)).toBe(steps[0]);
  });
});
