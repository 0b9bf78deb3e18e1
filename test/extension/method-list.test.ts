// A new method is its runner plus its name in METHODS (core/methods.ts): MethodName is that list's
// type, and RUNNERS is keyed by it, so a runner without its name in the list does not compile (the
// checks below fail `npm run typecheck` if that ever stops being true).
import { describe, expect, expectTypeOf, it } from 'vitest';
import { METHODS } from '../../src/core/methods.js';
import type { LouvanMode, MethodName } from '../../src/core/types.js';
import { RUNNERS, type MethodRunner } from '../../src/methods/index.js';
import { cedst } from '../../src/methods/cedst.js';
import { resolveOptions } from '../../src/options/resolve.js';

describe('method names come from one list', () => {
  it('MethodName is the type of METHODS, and the registry has a runner for each name and no other', () => {
    expectTypeOf<MethodName>().toEqualTypeOf<(typeof METHODS)[number]>();
    expectTypeOf<LouvanMode>().toEqualTypeOf<'louvan' | 'louvan-plain' | 'louvan-sls' | 'louvan-tp' | 'louvan-1-lbs' | 'louvan-1-sls' | 'louvan-1-tp'>();
    expect(Object.keys(RUNNERS)).toEqual([...METHODS]);
  });

  it('a runner whose name is not in METHODS does not compile', () => {
    const withNew: Record<MethodName, MethodRunner> = {
      ...RUNNERS,
      // @ts-expect-error: 'cedst-new' is not a MethodName until METHODS lists it
      'cedst-new': cedst,
    };
    expect(Object.keys(withNew)).toHaveLength(METHODS.length + 1);
    // @ts-expect-error: and a registry that misses a listed name does not compile either
    const missing: Record<MethodName, MethodRunner> = { cedst };
    expect(Object.keys(missing)).toEqual(['cedst']);
  });

  it('every listed name is one the method option takes', () => {
    for (const method of METHODS) expect(resolveOptions({ method }).method).toBe(method);
    expect(() => resolveOptions({ method: 'cedst-new' as MethodName })).toThrow(/method/);
  });
});
