// Shipped models and models a user names by file: read once per process, checked by the model's
// own reader, and refused with a message that names the option.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const loaded = new Map<string, unknown>();

/** A kind of model and how it is read. */
export interface ModelKind<M> {
  /** The shipped model's file. */
  readonly shippedPath: string;
  /** The option that names the model, in errors. */
  readonly option: string;
  /** What kind of model was expected, in errors. */
  readonly what: string;
  /** Turns the JSON into the model or throws. */
  readonly check: (json: unknown) => M;
}

/** The model `name` stands for: `shipped` (the kind's shipped file) or a path. */
export function loadModel<M>(name: string, { shippedPath, option, what, check }: ModelKind<M>): M {
  const file = name === 'shipped' ? shippedPath : resolve(name);
  const key = `${option}\u0000${file}`;
  if (loaded.has(key)) return loaded.get(key) as M;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${option}: cannot read ${file}: ${(err as Error).message}`);
  }
  let model: M;
  try {
    model = check(raw);
  } catch (err) {
    throw new Error(`${option}: ${file} is not a ${what} model: ${(err as Error).message}`);
  }
  loaded.set(key, model);
  return model;
}
