// The output formats, named once: the renderers (output/), the `format` option and the CLI's
// --format all take their names from here. A new format is its name here, its renderer, and its
// entry in output/index.ts's FORMAT_ENTRIES (renderer, batch record, framing among several pages),
// which the compiler checks against this list.

/** What `extract -f` and `batch -f` write. */
export const OUTPUT_FORMATS = ['text', 'json', 'markdown', 'html'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** The formats the library renders into a result's `content`: every one but json, which is the
 *  result itself. */
export const CONTENT_FORMATS = OUTPUT_FORMATS.filter((f): f is Exclude<OutputFormat, 'json'> => f !== 'json');
