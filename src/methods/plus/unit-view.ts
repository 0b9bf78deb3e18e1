// The page's units as cedst+'s stages read them, by unit index: one typed accessor per field, each
// checking its index once here, instead of parallel arrays each indexed with a non-null assertion
// at every use. The page's alone (no option changes it): the evidence stage builds it once and
// every run of the stages on the page shares it. A stage's own decisions (verdicts, reasons) stay
// in the analysis's evidence records (analysis.ts: evidenceAt).
import type { Page, TextUnit } from '../../core/types.js';

/** Unit i's entry in a stage's own list of one value a unit, in page order (gains, sentence words,
 *  a source's values): the index checked here, as the view checks the page's own fields. */
export function unitValue<T>(values: ArrayLike<T>, i: number): T {
  const v = values[i];
  if (v === undefined) throw new RangeError(`no value for unit ${i} in a list of ${values.length}`);
  return v;
}

export class UnitView {
  /** Words of every unit, size(u), in page order: for the readers that take the whole list. */
  readonly wordCounts: readonly number[];
  /** Text of every unit, in page order. */
  readonly texts: readonly string[];
  readonly #units: readonly TextUnit[];
  readonly #page: Pick<Page, 'units' | 'groups'>;
  #elements: readonly Element[] | undefined;

  constructor(page: Pick<Page, 'units' | 'groups'>, wordCounts: readonly number[]) {
    const units = page.units;
    if (wordCounts.length !== units.length) throw new RangeError(`a unit view needs one word count per unit (${units.length} units, ${wordCounts.length} counts)`);
    this.#page = page;
    this.#units = units;
    this.wordCounts = wordCounts;
    this.texts = units.map((u) => u.text);
  }

  /** How many units the page has. */
  get length(): number {
    return this.#units.length;
  }

  /** Unit i, which must be one of the page's. */
  unit(i: number): TextUnit {
    const u = this.#units[i];
    if (u === undefined) throw new RangeError(`no unit ${i} on a page of ${this.#units.length}`);
    return u;
  }

  element(i: number): Element {
    return this.unit(i).element;
  }

  text(i: number): string {
    return this.unit(i).text;
  }

  /** Words of unit i, size(u). */
  words(i: number): number {
    return unitValue(this.wordCounts, i);
  }

  /** Unit i's sibling group (the page's, computed on first use). */
  group(i: number): number {
    this.unit(i);
    return unitValue(this.#page.groups, i);
  }

  /** Every unit's element, in page order, listed on first use. */
  get elements(): readonly Element[] {
    return (this.#elements ??= this.#units.map((u) => u.element));
  }
}
