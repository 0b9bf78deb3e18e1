// The extraction methods, named once. `MethodName` (core/types.ts) is this list's type, so a
// method's runner (methods/index.ts's RUNNERS, keyed by MethodName) compiles only once its name is
// here, and the `method` option, `--method` and `eval -m all` take the list.

/** `cedst*`: docs/method.md §1. Comparison methods: `cetr` (2-D, the CETR paper's final method),
 *  `cetr-tm`, `cetr-km` (§2), `ttr` (§3), `coreex` (§4), and Louvan's Content Seeker
 *  (docs/spec/louvan.md): `louvan` is CS+LBS with the two-phase trees; `-plain`, `-sls`, `-tp`
 *  change the heuristic; `louvan-1-*` use the single-phase tree. */
export const METHODS = [
  'cedst+',
  'cedst',
  'cedst-nc',
  'cedst-tf',
  'cetr',
  'cetr-tm',
  'cetr-km',
  'ttr',
  'coreex',
  'louvan',
  'louvan-plain',
  'louvan-sls',
  'louvan-tp',
  'louvan-1-lbs',
  'louvan-1-sls',
  'louvan-1-tp',
] as const;

/** The product's methods: cedst+ and the paper's CEDST. The others are ablations of the paper's
 *  features and the comparison methods, which the `cedst/research` entry types. */
export const PRODUCT_METHODS = ['cedst+', 'cedst'] as const satisfies readonly (typeof METHODS)[number][];
