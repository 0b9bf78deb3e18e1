// The article fixtures: every folder of fixtures/ that holds a page.html (with its expected
// output beside it), sorted by name. fixtures/output/ holds the output-format fixtures one folder
// deeper and is not one.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES = fileURLToPath(new URL('../../fixtures', import.meta.url));

export function articleFixtures(): string[] {
  return readdirSync(FIXTURES, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(FIXTURES, d.name, 'page.html')))
    .map((d) => d.name)
    .sort();
}
