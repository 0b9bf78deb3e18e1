// The one options object of the library and the CLI, with its documented defaults.
// `resolveOptions` merges user input over the defaults and rejects bad values with a clear error.
import type { MethodName } from './types.js';

export const METHODS: readonly MethodName[] = ['cedst', 'cedst-nc', 'cedst-tf'];
export const LANGS = ['auto', 'en', 'zh'] as const;
export type LangOption = (typeof LANGS)[number];

export interface ExtractOptions {
  /** Extraction method. `cedst` fuses all four features; `cedst-nc` drops the topic feature;
   *  `cedst-tf` uses the topic feature alone (the paper's ablations). Default `cedst`. */
  method: MethodName;
  /** Page language: `auto` detects it from the script mix and stop-word hits. Default `auto`. */
  lang: LangOption;
  /** Return every unit's evidence and the topics with the result. Default false. */
  explain: boolean;
  /** γ of the compatibility relation: x R y iff relate(x, y) ≥ γ (or > γ, see `gammaCompare`). Default 2. */
  gamma: number;
  /** How relate(x, y) is compared with γ. Default `ge` (see docs/RESULTS.md for the measurement). */
  gammaCompare: 'ge' | 'gt';
  /** h_topic membership: `any` counts a topic's whole weight when the unit holds any of its keywords;
   *  `partial` counts w(B)·|B ∩ words(u)|/|B|. Default `any`. */
  topicMembership: 'any' | 'partial';
  /** Keywords kept per unit by TextRank. Default 10. */
  topK: number;
  /** TextRank co-occurrence window, in tokens. Default 5. */
  window: number;
  /** TextRank damping factor d. Default 0.85. */
  damping: number;
  /** Weights α of the positive features (m({news}) = α·h). Default 0.9 each. */
  alpha: { topic: number; cluster: number; variance: number };
  /** Weight β of the negative hyperlink feature (m({¬news}) = β·h). Default 0.9. */
  beta: { href: number };
  /** σ of the Gaussian smoothing over the unit sequence, in units. 0 turns smoothing off. Default 1. */
  sigma: number;
  /** Guards that bound the topic search on any page. */
  limits: {
    /** Keywords that take part in topic building, the most widespread first. Default 400. */
    maxKeywords: number;
    /** Maximal compatibility blocks enumerated before the search stops. Default 2000. */
    maxTopics: number;
    /** Bron–Kerbosch recursion steps before the search stops. Default 200000. */
    maxCliqueSteps: number;
  };
}

/** What callers pass: any subset, nested objects included. */
export type ExtractOptionsInput = Partial<Omit<ExtractOptions, 'alpha' | 'beta' | 'limits'>> & {
  alpha?: Partial<ExtractOptions['alpha']>;
  beta?: Partial<ExtractOptions['beta']>;
  limits?: Partial<ExtractOptions['limits']>;
};

export const DEFAULT_OPTIONS: Readonly<ExtractOptions> = Object.freeze({
  method: 'cedst',
  lang: 'auto',
  explain: false,
  gamma: 2,
  gammaCompare: 'ge',
  topicMembership: 'any',
  topK: 10,
  window: 5,
  damping: 0.85,
  alpha: Object.freeze({ topic: 0.9, cluster: 0.9, variance: 0.9 }),
  beta: Object.freeze({ href: 0.9 }),
  sigma: 1,
  limits: Object.freeze({ maxKeywords: 400, maxTopics: 2000, maxCliqueSteps: 200_000 }),
}) as ExtractOptions;

export class OptionsError extends Error {
  override name = 'OptionsError';
}

const KNOWN = new Set(Object.keys(DEFAULT_OPTIONS));

function oneOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    throw new OptionsError(`${name} must be one of ${allowed.join(', ')} (got ${JSON.stringify(value)})`);
  }
  return value as T;
}

function num(name: string, value: unknown, min: number, max: number, integer = false): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    const kind = integer ? 'an integer' : 'a number';
    throw new OptionsError(`${name} must be ${kind} from ${min} to ${max} (got ${JSON.stringify(value)})`);
  }
  return value;
}

function sub<K extends string>(name: string, input: unknown, defaults: Record<K, number>, min: number, max: number, integer = false): Record<K, number> {
  if (input === undefined) return { ...defaults };
  if (typeof input !== 'object' || input === null) throw new OptionsError(`${name} must be an object`);
  const out = { ...defaults };
  for (const [k, v] of Object.entries(input)) {
    if (!(k in defaults)) throw new OptionsError(`unknown option ${name}.${k}`);
    if (v !== undefined) out[k as K] = num(`${name}.${k}`, v, min, max, integer);
  }
  return out;
}

/** Merge `input` over the defaults; throws `OptionsError` on an unknown key or a bad value. */
export function resolveOptions(input: ExtractOptionsInput = {}): ExtractOptions {
  if (typeof input !== 'object' || input === null) throw new OptionsError('options must be an object');
  for (const k of Object.keys(input)) if (!KNOWN.has(k)) throw new OptionsError(`unknown option ${k}`);
  const d = DEFAULT_OPTIONS;
  const pick = <K extends keyof ExtractOptions>(k: K): unknown => (input[k as keyof ExtractOptionsInput] ?? d[k]);
  return {
    method: oneOf('method', pick('method'), METHODS),
    lang: oneOf('lang', pick('lang'), LANGS),
    explain: typeof pick('explain') === 'boolean' ? (pick('explain') as boolean) : ((): never => { throw new OptionsError('explain must be true or false'); })(),
    gamma: num('gamma', pick('gamma'), 0, 1000, true),
    gammaCompare: oneOf('gammaCompare', pick('gammaCompare'), ['ge', 'gt'] as const),
    topicMembership: oneOf('topicMembership', pick('topicMembership'), ['any', 'partial'] as const),
    topK: num('topK', pick('topK'), 1, 1000, true),
    window: num('window', pick('window'), 2, 100, true),
    damping: num('damping', pick('damping'), 0, 1),
    // α, β "near to 1" but below it, so that Dempster's normaliser 1 − K cannot vanish.
    alpha: sub('alpha', input.alpha, d.alpha, 0, 0.999999),
    beta: sub('beta', input.beta, d.beta, 0, 0.999999),
    sigma: num('sigma', pick('sigma'), 0, 100),
    limits: sub('limits', input.limits, d.limits, 1, 1e9, true),
  };
}
