import type { Env } from '../../env';
import { LocalTextWriter } from './local';
import type { TextWriter } from './types';

export type { DescriptionRequest, TextWriter } from './types';

const writers = new WeakMap<Env, TextWriter>();

/** One writer per configuration, created on first use. */
export function textWriterFor(env: Env): TextWriter {
  let writer = writers.get(env);
  if (!writer) {
    writer = new LocalTextWriter();
    writers.set(env, writer);
  }
  return writer;
}
