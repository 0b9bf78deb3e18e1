// Types of args.mjs, for the TypeScript of bench/src and the tests.
import type { ParseArgsOptionsConfig } from 'node:util';

export function benchArgs<const T extends ParseArgsOptionsConfig>(
  usage: string,
  options: T,
  argv?: string[],
): { values: { [K in keyof T]?: T[K]['type'] extends 'boolean' ? boolean : string }; positionals: string[] };
export function numberArg(value: string | undefined, fallback: number): number;
export function listArg<F>(value: string | undefined, fallback: F): string[] | F;
