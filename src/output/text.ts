// `text`: the article's paragraphs, one per line.
import type { Extraction } from '../core/types.js';

export function formatText(result: Extraction): string {
  return result.text ? result.text + '\n' : '';
}
