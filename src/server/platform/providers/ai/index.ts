import type { Env } from '../../env';
import { LocalTextWriter } from './local';
import { LocalImageGenerator } from './localImages';
import { type OpenAiSettings, OpenAiImageGenerator, OpenAiTextWriter } from './openai';
import type { ImageGenerator, TextWriter } from './types';

export type { DescriptionRequest, ImageGenerator, ImageRequest, Picture, TextWriter } from './types';

/** The OpenAI-compatible service's settings, when AI_API_KEY is set. */
function openAiSettings(env: Env): OpenAiSettings | null {
  if (!env.AI_API_KEY) return null;
  return {
    apiKey: env.AI_API_KEY,
    baseUrl: env.AI_BASE_URL,
    imageModel: env.AI_IMAGE_MODEL,
    textModel: env.AI_TEXT_MODEL,
    imageSize: env.AI_IMAGE_SIZE,
  };
}

const writers = new WeakMap<Env, TextWriter>();
const generators = new WeakMap<Env, ImageGenerator>();

/** One writer per configuration, created on first use: chat completions when keyed, else the built-in one. */
export function textWriterFor(env: Env): TextWriter {
  let writer = writers.get(env);
  if (!writer) {
    const settings = openAiSettings(env);
    writer = settings ? new OpenAiTextWriter(settings) : new LocalTextWriter();
    writers.set(env, writer);
  }
  return writer;
}

/** One image generator per configuration: the images API when keyed, else the built-in painter. */
export function imageGeneratorFor(env: Env): ImageGenerator {
  let generator = generators.get(env);
  if (!generator) {
    const settings = openAiSettings(env);
    generator = settings ? new OpenAiImageGenerator(settings) : new LocalImageGenerator();
    generators.set(env, generator);
  }
  return generator;
}
