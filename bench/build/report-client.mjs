// @ts-check
// The `cedst inspect --report` page's script: src/cli/report/client.ts and the modules it imports
// (the renderers and their kit), bundled by rolldown into one script run inline in the report,
// and the module that carries it as text (REPORT_CLIENT, typed by client-script.d.ts): written
// beside report.js by build.mjs, made from the sources under test by vitest.config.ts.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The script's entry. */
export const REPORT_CLIENT_ENTRY = join(root, 'src', 'cli', 'report', 'client.ts');

/** The module `src/cli/report/client-script.js` as text: the bundled script as one string. */
export async function reportClientModule() {
  const bundle = await rolldown({ input: REPORT_CLIENT_ENTRY, platform: 'browser', logLevel: 'silent' });
  const { output } = await bundle.generate({ format: 'iife', minify: true });
  await bundle.close();
  const code = output[0].code.trim();
  // The script sits in a <script> element as it is: nothing in it may end that element early.
  if (/<\/script|<!--/i.test(code)) throw new Error('the report script contains </script or <!--');
  return `// Written by bench/build/report-client.mjs from src/cli/report/client.ts: the report page's script.\nexport const REPORT_CLIENT = ${JSON.stringify(code)};\n`;
}
