// Reading a page from a file or stdin, and telling HTML from other input.
import { readFile } from 'node:fs/promises';
import { decodeHtml } from './decode.js';

export class InputError extends Error {
  override name = 'InputError';
  constructor(message: string, readonly code: string) {
    super(message);
  }
}

async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Does this text look like an HTML document or fragment? Binary data and plain text do not. */
export function looksLikeHtml(text: string): boolean {
  const head = text.slice(0, 65_536);
  // Binary files carry NULs and other C0 controls that text never does.
  const controls = head.match(/[\u0000-\u0008\u000e-\u001a]/g)?.length ?? 0;
  if (controls > head.length * 0.01 || head.includes('\u0000')) return false;
  return /<(!doctype\s+html|html|head|body|meta|title|div|p|article|section|table|span|a|h[1-6]|ul|li|br)[\s>/]/i.test(head);
}

/** Read a page (`-` is stdin), decode it, and check that it is HTML. */
export async function readPage(path: string): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = path === '-' ? await readStdin() : await readFile(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : code === 'EACCES' ? 'permission denied' : (err as Error).message;
    throw new InputError(`cannot read ${path}: ${why}`, 'read_error');
  }
  if (bytes.length === 0) throw new InputError(`${path === '-' ? 'stdin' : path} is empty`, 'empty');
  const html = decodeHtml(bytes);
  if (!looksLikeHtml(html)) throw new InputError(`${path === '-' ? 'stdin' : path} does not look like HTML`, 'not_html');
  return html;
}
