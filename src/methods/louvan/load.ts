// Which Louvan model an option names, loaded once per process: `news` (models/louvan-news.json,
// shipped in the package), `thesis-news` (the thesis's printed trees), or a model file. A model is
// immutable, so one copy serves every page; a load that fails is not remembered, and its error is
// an OptionsError naming the option.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OptionsError } from '../../options/resolve.js';
import { loadLouvanModel, type LouvanModel } from './model.js';
import { thesisNewsModel } from './thesis.js';

/** The shipped model (src/ and dist/ both sit next to models/). */
export const NEWS_MODEL_PATH = fileURLToPath(new URL('../../../models/louvan-news.json', import.meta.url));

const loaded = new Map<string, LouvanModel>();

function readModel(file: string): LouvanModel {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : code === 'EACCES' ? 'permission denied' : (err as Error).message;
    throw new OptionsError(`louvan.model: cannot read ${file}: ${why} (use news, thesis-news or a model JSON file)`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new OptionsError(`louvan.model: ${file} is not JSON: ${(err as Error).message}`);
  }
  try {
    return loadLouvanModel(raw);
  } catch (err) {
    throw new OptionsError(`louvan.model: ${file} is not a Louvan model: ${(err as Error).message}`);
  }
}

/** The model `louvan.model` names, memoised by name or resolved path. */
export function louvanModel(name: string): LouvanModel {
  const key = name === 'news' || name === 'thesis-news' ? name : resolve(name);
  let model = loaded.get(key);
  if (model === undefined) {
    model = name === 'thesis-news' ? thesisNewsModel() : readModel(name === 'news' ? NEWS_MODEL_PATH : key);
    loaded.set(key, model);
  }
  return model;
}
