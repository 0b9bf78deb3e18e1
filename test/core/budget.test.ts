// The limits of one extraction (src/core/budget.ts): the `timeoutMs` budget and `maxElements`.
// Every clock here is a fake one, so no outcome depends on the machine's speed or load.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extract, TimeoutError, TooComplexError } from '../../src/research.js';
import { resolveOptions } from '../../src/options/resolve.js';
import { createPage } from '../../src/page/context.js';
import { clocks, Deadline, deadlineIn, NO_DEADLINE, utf8Length } from '../../src/core/budget.js';
import { checkElements, markupCounts } from '../../src/dom/markup-counts.js';
import { runMethod } from '../../src/methods/index.js';
import { keywords } from '../../src/pipeline/topics/textrank.js';
import { maximalCliques } from '../../src/pipeline/topics/cliques.js';
import { segment } from '../../src/lang/segment.js';
import { processRecord } from '../../src/cli/batch/worker.js';
import { commandOptions } from '../../src/cli/flags.js';
import { BATCH_DEFAULTS } from '../../src/cli/commands/batch.js';

const PAGE = `<html><head><title>Budget</title></head><body>
<p>The council met on Tuesday to vote on the budget for the coming year.</p>
<p>Members debated the library funding for two hours before the vote.</p>
<p>The budget passed with a majority of seven votes to two.</p></body></html>`;

/** A clock that reads `times[i]` on its i-th read, then the last one forever; counts its reads. */
function scripted(...times: number[]): { now: () => number; reads: () => number } {
  let i = 0;
  return { now: () => times[Math.min(i++, times.length - 1)]!, reads: () => i };
}

afterEach(() => vi.restoreAllMocks());

describe('Deadline', () => {
  it('passes up to its deadline and throws a TimeoutError with code timeout after it', () => {
    let t = 100;
    const d = new Deadline(150, 50, () => t);
    t = 150;
    expect(() => d.check('units')).not.toThrow();
    t = 150.001;
    const err = (() => {
      try {
        d.check('units');
      } catch (e) {
        return e;
      }
    })() as TimeoutError;
    expect(err).toBeInstanceOf(TimeoutError);
    expect(err).toBeInstanceOf(Error);
    expect(err.code).toBe('timeout');
    expect(err.stage).toBe('units');
    expect(err.message).toBe('extraction took longer than its 50 ms budget (stopped in units)');
  });

  it('tick reads the clock once every 1,024 calls', () => {
    const clock = scripted(0);
    const d = new Deadline(1, 1, clock.now);
    for (let i = 0; i < 1023; i++) d.tick('loop');
    expect(clock.reads()).toBe(0);
    d.tick('loop');
    expect(clock.reads()).toBe(1);
    for (let i = 0; i < 2048; i++) d.tick('loop');
    expect(clock.reads()).toBe(3);
  });

  it('with a CPU deadline, the wall clock past its deadline defers to the CPU time (and moves on by what is left)', () => {
    let wall = 0;
    let cpu = 0;
    const d = new Deadline(100, 100, () => wall, { at: 100, now: () => cpu });
    wall = 1_000; // a pause: the wall clock ran on, the thread did not
    cpu = 30;
    expect(() => d.check('units')).not.toThrow();
    expect(d.at).toBe(1_070); // 70 ms of CPU left: no check before then reads the CPU clock
    cpu = 100;
    wall = 1_070;
    expect(() => d.check('units')).not.toThrow();
    wall = 1_071;
    cpu = 100.5;
    expect(() => d.check('units')).toThrow(TimeoutError);
    // Without a CPU clock (undefined: not told), the wall clock alone.
    const plain = new Deadline(100, 100, () => wall, { at: 100, now: () => undefined });
    expect(() => plain.check('units')).toThrow(TimeoutError);
  });

  it('deadlineIn(0) is no budget at all; deadlineIn(n) is n after the clock reads now', () => {
    expect(deadlineIn(0)).toBe(NO_DEADLINE);
    expect(() => NO_DEADLINE.check('x')).not.toThrow();
    const d = deadlineIn(250, () => 1000);
    expect(d.at).toBe(1250);
    expect(d.budgetMs).toBe(250);
  });
});

describe('checkElements (maxElements)', () => {
  const three = '<html><body><p>a</p><P>b</P><br></body></html>'; // 5 start tags, 4 end tags
  it('counts a start tag as an element and a quarter for each end tag, comment, declaration, PI and bare <', () => {
    expect(markupCounts(three)).toEqual({ startTags: 5, endTags: 4, markup: 0, bareLt: 0, references: 0, attributes: 0, classNames: 0, cost: 6 });
    expect(() => checkElements(three.repeat(10), 60)).not.toThrow();
    expect(() => checkElements(three.repeat(10), 59)).toThrow(TooComplexError);
    // A comment, <p> and </p> each time, and the `<` of `< 2`.
    expect(markupCounts('<!-- x --><p>1 < 2</p>'.repeat(10))).toMatchObject({ startTags: 10, endTags: 10, markup: 10, bareLt: 10, cost: 18 });
    expect(markupCounts('<![CDATA[x]]><?php x ?><!DOCTYPE html>< / <1 <'.repeat(10))).toMatchObject({ startTags: 0, markup: 30, bareLt: 30, cost: 15 });
  });

  // Htmlparser2 ends the text node before a `<` that starts no tag and starts a new
  // one at it (`<<<<` is four text nodes, `< a< b` two), so 5 MB of `<` made 5 million nodes:
  // 52.6 s and 2.5 GB under a 10 s budget. Every `<` now counts.
  it('counts every bare <, of which the parser makes a text node: 5 MB of < is refused before parsing', () => {
    expect(markupCounts('<<<<')).toMatchObject({ bareLt: 4, cost: 1 });
    expect(markupCounts('< a< b <1 <2 3 <')).toMatchObject({ bareLt: 5, startTags: 0 });
    for (const page of ['<'.repeat(5_000_000), '< '.repeat(2_500_000), `<p>${'1 <2 '.repeat(1_000_000)}</p>`]) {
      expect(() => checkElements(page, 50_000)).toThrow(TooComplexError);
      expect(() => extract(page, { timeoutMs: 10_000 })).toThrow(expect.objectContaining({ code: 'too_complex' }));
    }
    // The most the default admits beside <p> and </p>, 199,995 of them: a text node each once parsed.
    expect(() => checkElements(`<p>${'<'.repeat(199_995)}</p>`, 50_000)).not.toThrow();
    expect(() => checkElements(`<p>${'<'.repeat(199_996)}</p>`, 50_000)).toThrow(TooComplexError);
  });

  // A stray </p> or </br> is an element once parsed (the HTML parser opens the
  // p or br it closes), a comment or CDATA section a node; 10^6 of them took 21–52 s to parse
  // under a 10 s budget, and 1 GB, with only the page's few start tags counted.
  // Any end tag costs the parser a search of its stack of open elements: 20,000 open <span> and
  // 400,000 stray </div> took 16 s to parse, which no budget can interrupt.
  it('counts end tags that close nothing: 20,000 open elements and 400,000 stray </div> are refused', () => {
    const page = `<html><body>${'<span>'.repeat(20_000)}x${'</div>'.repeat(400_000)}</body></html>`;
    expect(() => checkElements(page, 50_000)).toThrow(TooComplexError);
  });

  it.each(['</p>', '</br>', '<!---->', '<![CDATA[x]]>', '<?x?>'])('refuses 1,000,000 × %s before parsing', (token) => {
    const page = `<html><body><p>A paragraph.</p>${token.repeat(1_000_000)}</body></html>`;
    expect(() => checkElements(page, 50_000)).toThrow(TooComplexError);
    expect(() => extract(page, { timeoutMs: 500 })).toThrow(TooComplexError);
  });

  // A reference costs an element (a fuzz round: at a quarter, mutated pages of 87,000 references
  // in 1.3 MB were admitted and took 564 MB).
  it('counts character references in text as elements, of which the parser makes a node each, but not a lone &, an & or an unknown name', () => {
    const refs = '<p>a&amp;b&#x41;c&#65;d&unknown;e & f &&</p>'; // <p>, </p> and 3 references
    expect(markupCounts(refs)).toMatchObject({ startTags: 1, endTags: 1, references: 3, cost: 5 });
    expect(() => checkElements(refs.repeat(10), 43)).not.toThrow(); // 10 + 30 + 10/4, rounded up
    expect(() => checkElements(refs.repeat(10), 42)).toThrow(TooComplexError);
    // 87,735 references among 1,880 tags: the round's page that took 564 MB.
    expect(() => checkElements(`<body>${'<p>a&amp;b&#65;c</p>'.repeat(940)}${'x&nbsp;'.repeat(86_000)}</body>`, 50_000)).toThrow(TooComplexError);
    // The fuzz round's page: 1,162 tags, 2 million entities (17 MB), 800 MB of heap once parsed.
    expect(() => checkElements(`<body><p>${'&#xD800;&amp;'.repeat(1_000_000)}</p></body>`, 50_000)).toThrow(TooComplexError);
  });

  it('extract() refuses a page over maxElements before parsing, with code too_complex', () => {
    const page = `<html><body>${'<p>word</p>'.repeat(100)}</body></html>`; // 102 start tags, 102 end tags: 102 + 26
    expect(() => extract(page, { maxElements: 128 })).not.toThrow();
    let err: unknown;
    try {
      extract(page, { maxElements: 127 });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(TooComplexError);
    expect((err as TooComplexError).code).toBe('too_complex');
    expect((err as Error).message).toBe(
      'page has more markup than 127 elements cost (each start tag and character reference in text, and a quarter for each end tag, comment, stray < and attribute past the 8th of an element), the maxElements limit; it is not parsed',
    );
  });

  it("the default, 50,000, refuses the fuzz round's 1,000,000-element page and keeps a 10,000-paragraph one", () => {
    expect(resolveOptions().maxElements).toBe(50_000);
    expect(() => checkElements(`<body>${'<span>a</span>'.repeat(1_000_000)}`, 50_000)).toThrow(TooComplexError);
    expect(() => checkElements(`<html><body>${'<p>a</p>'.repeat(10_000)}</body></html>`, 50_000)).not.toThrow();
  });
});

describe('timeoutMs through the page context (a fake clock)', () => {
  it('a deadline already past stops right after parsing', () => {
    const deadline = new Deadline(0, 10, scripted(1).now);
    expect(() => createPage(PAGE, 'auto', undefined, { deadline })).toThrow(/stopped in parse/);
  });

  it('cedst+ stops in segmentation when the budget runs out after parsing', () => {
    const deadline = new Deadline(10, 10, scripted(0, 11).now);
    const page = createPage(PAGE, 'auto', undefined, { deadline });
    expect(() => runMethod(page, resolveOptions())).toThrow(expect.objectContaining({ code: 'timeout', stage: 'segmentation' }));
  });

  it('the DOM walk stops inside its loop on a large page', () => {
    const big = `<html><body>${'<div><span>x</span></div>'.repeat(2_000)}</body></html>`;
    const deadline = new Deadline(10, 10, scripted(0, 11).now);
    const page = createPage(big, 'auto', undefined, { deadline });
    expect(() => page.units).toThrow(expect.objectContaining({ code: 'timeout', stage: 'units' }));
  });

  // CoreEx segments every text node of the page (cedst+ reads it in its choose stage),
  // and on 6.5 million Han characters it ran past the batch's hard limit without a check.
  it("CoreEx's walk stops inside its loop", () => {
    const big = `<html><body>${'<div><span>x</span></div>'.repeat(2_000)}</body></html>`;
    const page = createPage(big, 'auto', undefined, { deadline: new Deadline(10, 10, scripted(0, 11).now) });
    expect(() => runMethod(page, resolveOptions({ method: 'coreex' }))).toThrow(expect.objectContaining({ code: 'timeout', stage: 'coreex' }));
  });

  it('the same page with no budget gives the article', () => {
    const page = createPage(PAGE, 'auto', undefined, { deadline: NO_DEADLINE });
    expect(runMethod(page, resolveOptions()).paragraphs).toHaveLength(3);
  });

  it('TextRank and the clique search stop inside their loops', () => {
    const past = new Deadline(0, 5, () => 1);
    const words = segment('alpha beta gamma delta epsilon zeta eta theta iota kappa '.repeat(200));
    expect(() => keywords(words, { topK: 10, window: 5, damping: 0.85 }, past)).toThrow(expect.objectContaining({ stage: 'textrank' }));
    // A complete graph on 2,000 nodes: one clique, but more than 1,024 search steps.
    const nodes = Array.from({ length: 2_000 }, (_, i) => i);
    expect(maximalCliques(nodes, () => true, { maxCliques: 10, maxSteps: 1e9 }).steps).toBeGreaterThan(1024);
    expect(() => maximalCliques(nodes, () => true, { maxCliques: 10, maxSteps: 1e9 }, past)).toThrow(expect.objectContaining({ stage: 'topics' }));
  });

  it('Louvan checks its budget between its stages', () => {
    const deadline = new Deadline(10, 10, scripted(0, 0, 11).now);
    const page = createPage(PAGE, 'auto', undefined, { deadline });
    expect(() => runMethod(page, resolveOptions({ method: 'louvan' }))).toThrow(expect.objectContaining({ code: 'timeout' }));
  });
});

describe('timeoutMs through extract() and the batch worker (performance.now and the CPU clock mocked)', () => {
  /** Every read of performance.now() is `step` ms after the one before, and so is every read of
   *  the thread's CPU clock (`cpuStep`, the same by default: a thread that works all the time). */
  function clockStepping(step: number, cpuStep = step): void {
    let t = 0;
    let c = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (t += step));
    vi.spyOn(clocks, 'cpu').mockImplementation(() => (c += cpuStep));
  }

  // A batch paused for 15 s (Ctrl-Z, SIGSTOP, a suspended laptop) turned the pages
  // in flight into timeouts, which --resume never redid. The budget counts the thread's CPU time.
  it('a pause is not work: 15 s of wall clock between two reads, 1 ms of CPU, is no timeout', () => {
    clockStepping(15_000, 1);
    const record = { id: 'p1', source: 'p1.html', html: PAGE };
    const r = processRecord({ record, options: resolveOptions({ timeoutMs: 10_000 }), maxBytes: 1e6 });
    expect(r).not.toHaveProperty('error');
    expect(r).toMatchObject({ id: 'p1', title: 'Budget' });
    expect(extract(PAGE, { timeoutMs: 10_000 }).paragraphs).toHaveLength(3);
  });

  it('work is: the same page whose thread used the CPU all along times out', () => {
    clockStepping(15_000, 15_000);
    const record = { id: 'p1', source: 'p1.html', html: PAGE };
    expect(processRecord({ record, options: resolveOptions({ timeoutMs: 10_000 }), maxBytes: 1e6 })).toMatchObject({ error: { code: 'timeout' } });
    expect(() => extract(PAGE, { timeoutMs: 10_000 })).toThrow(TimeoutError);
  });

  it('with --timings a timeout record says when it stopped (ms on its own clock), without it no ms', () => {
    clockStepping(15_000, 15_000);
    const record = { id: 'p1', source: 'p1.html', html: PAGE };
    const task = { record, options: resolveOptions({ timeoutMs: 10_000 }), maxBytes: 1e6 };
    // The record's clock: its start, what is left of the limit, then the stop.
    const timed = processRecord({ ...task, render: { format: 'text', links: true, timings: true } }, scripted(0, 0, 10_400.04).now);
    expect(timed).toMatchObject({ error: { code: 'timeout' }, ms: 10_400 });
    expect(processRecord(task, scripted(0, 0, 10_400).now)).not.toHaveProperty('ms');
  });

  it('extract() throws TimeoutError past timeoutMs, and timeoutMs 0 means no budget', () => {
    clockStepping(1_000);
    expect(() => extract(PAGE, { timeoutMs: 5_000 })).toThrow(TimeoutError);
    expect(extract(PAGE, { timeoutMs: 0 }).paragraphs).toHaveLength(3);
  });

  it('the library has no budget unless asked; the CLI (extract, inspect, batch) defaults to 10 s', () => {
    expect(resolveOptions().timeoutMs).toBe(0);
    expect(commandOptions({}, false).timeoutMs).toBe(10_000);
    expect(commandOptions({ timeout: 3000 }, false).timeoutMs).toBe(3000);
    expect(BATCH_DEFAULTS.timeoutMs).toBe(10_000);
    clockStepping(2_000);
    expect(extract(PAGE).paragraphs).toHaveLength(3);
    expect(() => extract(PAGE, commandOptions({}, false))).toThrow(/its 10000 ms budget/);
  });

  it('the worker turns both into error records with their codes, and counts decoding in the limit', () => {
    const record = { id: 'p1', source: 'p1.html', html: PAGE };
    expect(processRecord({ record, options: resolveOptions({ maxElements: 3 }), maxBytes: 1e6 })).toMatchObject({
      id: 'p1',
      error: {
        code: 'too_complex',
        message:
          'page has more markup than 3 elements cost (each start tag and character reference in text, and a quarter for each end tag, comment, stray < and attribute past the 8th of an element), the maxElements limit; it is not parsed',
      },
    });
    clockStepping(20_000);
    expect(processRecord({ record, options: resolveOptions({ timeoutMs: 10_000 }), maxBytes: 1e6 })).toMatchObject({
      error: { code: 'timeout', message: 'extraction took longer than 10000 ms (stopped in decoding)' },
    });
    vi.restoreAllMocks();
    clockStepping(3_000);
    expect(processRecord({ record, options: resolveOptions({ timeoutMs: 10_000 }), maxBytes: 1e6 })).toMatchObject({
      error: { code: 'timeout', message: expect.stringMatching(/^extraction took longer than 10000 ms \(stopped in [a-z ]+\)$/) },
    });
  });

  it('the worker never writes an ok record that took longer than the limit (found by the 10,000-page round)', () => {
    // The extraction's own clock stands still, so every check inside it passes; the worker's
    // clock reads 0 at the start and before the extraction, then 10,001 ms at its end: the page
    // finished past the limit in a stretch without checks. It used to come out ok with ms 10001.
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const record = { id: 'p1', source: 'p1.html', html: PAGE };
    const late = processRecord({ record, options: resolveOptions({ timeoutMs: 10_000 }), maxBytes: 1e6 }, scripted(0, 0, 10_001).now);
    expect(late).toMatchObject({ id: 'p1', error: { code: 'timeout', message: 'extraction took longer than 10000 ms (stopped in output)' } });
    const onTime = processRecord({ record, options: resolveOptions({ timeoutMs: 10_000 }), maxBytes: 1e6 }, scripted(0, 0, 10_000).now);
    expect(onTime).toMatchObject({ id: 'p1', title: 'Budget' });
    expect(onTime).not.toHaveProperty('error');
  });
});

describe('utf8Length (checkSize without Buffer, for the browser build)', () => {
  it('counts what Buffer.byteLength counts: 1 to 4 bytes a character, 3 for a lone surrogate', () => {
    expect(utf8Length('a')).toBe(1);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('中文')).toBe(6);
    expect(utf8Length('😀')).toBe(4);
    expect(utf8Length('\ud800')).toBe(3);
    expect(utf8Length('\udc00\ud800x')).toBe(7);
    for (const s of ['', 'plain', 'é中😀\ud800\udfff\udfff', 'a\ud83d', '\u07ff\u0800\uffff']) expect(utf8Length(s)).toBe(Buffer.byteLength(s, 'utf8'));
  });
});

/** A news article of 2023 in the shape of a real page the element limit refused: 1.1 MB, 1,724
 *  start tags, its paragraphs plain, and 56,000 character references inside its scripts (`&amp;`
 *  in addresses, `&lt;` in string templates) and attribute values (JSON in `data-props`, with
 *  `&quot;`), none of which makes a node. */
function referencesInScriptsAndAttributes(): string {
  const out: string[] = ['<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>The river rose past its banks overnight</title>'];
  // 40 scripts, 600 references each: 24,000.
  for (let i = 0; i < 40; i++) out.push(`<script>window.t${i}=[${Array.from({ length: 300 }, (_, k) => `"/q?a=${k}&amp;b=${i}&lt;c"`).join(',')}];</script>`);
  for (let i = 0; i < 34; i++) out.push(`<link rel="preload" href="/static/chunk-${i}.js" as="script">`);
  // The page's state as JSON, as a framework writes it: 560 KB without a reference.
  out.push(`<script type="application/json">{"items":[${Array.from({ length: 12_000 }, (_, k) => `{"id":${k},"slug":"river-story-${k}"}`).join(',')}]}</script>`);
  out.push('</head><body><main><article><h1>The river rose past its banks overnight</h1>');
  const sentence = 'The river rose past its banks overnight and the town council opened the school hall to the families who left their homes.';
  for (let i = 0; i < 40; i++) out.push(`<p>${sentence} Paragraph ${i} of the report.</p>`);
  out.push('</article><aside>');
  // 800 cards of two tags, each with 40 references in one attribute: 32,000.
  for (let i = 0; i < 800; i++) out.push(`<div data-props="{${Array.from({ length: 20 }, (_, k) => `&quot;k${k}&quot;:${i * k}`).join(',')}}"><span>${i}</span></div>`);
  out.push('</aside></main></body></html>');
  return out.join('\n');
}

describe('what makes no node costs nothing', () => {
  it('a reference or a tag inside a script, a style, a textarea or an attribute value is not counted; one in text or a title is', () => {
    const page = '<script>if (a<b && c) x = "&amp;";</script><style>a::after{content:"&lt;"}</style><p title="&amp;&lt;" class="a&amp;b">x&amp;y</p><title>a&amp;b</title><textarea>&lt;</textarea>';
    // <script> <style> <p> <title> <textarea>; x&amp;y and a&amp;b, three text nodes each once
    // parsed, where the textarea's &lt; stays in its one text node, as the parser has it.
    expect(markupCounts(page)).toEqual({ startTags: 5, endTags: 5, markup: 0, bareLt: 0, references: 2, attributes: 0, classNames: 0, cost: 9 });
  });

  it('a 1.1 MB article with 56,000 references in its scripts and attributes is read under the default', () => {
    const page = referencesInScriptsAndAttributes();
    expect(page.length).toBeGreaterThan(1_000_000);
    expect((page.match(/&(amp|lt|quot);/g) ?? []).length).toBe(56_000);
    // Counted as the parser reads it: 2,147 (the count of every `&` and `<` refused it at 58,147).
    expect(markupCounts(page)).toEqual({ startTags: 1_724, endTags: 1_689, markup: 1, bareLt: 0, references: 0, attributes: 0, classNames: 0, cost: 2_147 });
    const result = extract(page);
    expect(result.title).toBe('The river rose past its banks overnight');
    expect(result.paragraphs.filter((p) => p.startsWith('The river rose past its banks overnight and'))).toHaveLength(40);
  });

  it('attributes past the 8th of an element cost a quarter: one <div> with 1,000,000 attributes is refused before parsing', () => {
    expect(markupCounts(`<div ${Array.from({ length: 10 }, (_, i) => `a${i}=1`).join(' ')}>x</div>`)).toMatchObject({ startTags: 1, attributes: 2, cost: 2 });
    const flood = `<html><body><div ${'a=1 '.repeat(1_000_000)}>x</div><p>A paragraph.</p></body></html>`;
    expect(() => checkElements(flood, 50_000)).toThrow(TooComplexError);
    expect(() => extract(flood)).toThrow(expect.objectContaining({ code: 'too_complex' }));
  });

  it('class names past the 1,000th of one attribute cost an element: 130,000 (a stack overflow in the parse) are refused', () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`).join(' ');
    expect(markupCounts(`<p class=" ${names(1_003)} ">x</p>`)).toMatchObject({ startTags: 1, classNames: 3, cost: 5 });
    expect(markupCounts(`<p CLASS="${names(1_001)}" title="${names(5_000)}">x</p>`)).toMatchObject({ classNames: 1 });
    const page = `<html><body><div class="${names(130_000)}"><p>A paragraph about the river.</p></div></body></html>`;
    expect(() => extract(page)).toThrow(expect.objectContaining({ code: 'too_complex' }));
    // Under the limit, the parse holds them all.
    expect(extract(`<html><body><div class="${names(40_000)}"><p>A paragraph about the river.</p></div></body></html>`).paragraphs).toEqual(['A paragraph about the river.']);
  });
});
