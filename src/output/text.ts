// `text`: the article's paragraphs, one per line (a table a row a line, cells tab-separated); the comments, when asked for, after a blank line.
import type { Extraction } from '../core/types.js';
import { commentsText } from './comments.js';

export function formatText(result: Extraction): string {
  const article = result.text ? result.text + '\n' : '';
  const comments = commentsText(result.comments);
  return comments ? `${article}\n${comments}` : article;
}
