import type { Env } from '../../env';
import { LocalTextWriter } from './local';

export type DescriptionRequest = { eventName: string; prompt?: string | null; theme?: string | null };

/** Writes party text. The built-in writer uses templates; a later issue adds a real AI model behind this. */
export interface TextWriter {
  readonly name: string;
  eventDescription(request: DescriptionRequest): Promise<string>;
}

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
