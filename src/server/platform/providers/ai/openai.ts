// An OpenAI-compatible API through the official `openai` package: images from the images endpoint and text
// from chat completions. AI_BASE_URL points it at any compatible service (or a local stand-in in tests).
import OpenAI from 'openai';
import type { DescriptionRequest, ImageGenerator, ImageRequest, Picture, TextWriter } from './types';

export type OpenAiSettings = {
  apiKey: string;
  baseUrl: string;
  imageModel: string;
  textModel: string;
  imageSize: string;
};

/** The largest picture we download when a service answers with URLs instead of the bytes. */
const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

export function openAiClient(settings: OpenAiSettings): OpenAI {
  // No retries: the 60-second wait is the caller's, and a retry would only spend it.
  return new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl, maxRetries: 0 });
}

async function download(url: string, signal: AbortSignal): Promise<Picture> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`Downloading a generated image failed with HTTP ${response.status}`);
  const data = Buffer.from(await response.arrayBuffer());
  if (data.length > MAX_PICTURE_BYTES) throw new Error('A generated image was too large');
  return { data, contentType: response.headers.get('content-type') ?? 'image/png' };
}

export class OpenAiImageGenerator implements ImageGenerator {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly settings: OpenAiSettings) {
    this.client = openAiClient(settings);
  }

  async generate(request: ImageRequest, signal: AbortSignal): Promise<Picture[]> {
    const answer = await this.client.images.generate(
      {
        model: this.settings.imageModel,
        prompt: request.prompt,
        n: request.count,
        size: this.settings.imageSize as '1024x1024',
      },
      { signal },
    );
    const pictures = await Promise.all(
      (answer.data ?? []).map(async (image) => {
        if (image.b64_json) return { data: Buffer.from(image.b64_json, 'base64'), contentType: 'image/png' };
        if (image.url) return download(image.url, signal);
        return null;
      }),
    );
    return pictures.filter((p): p is Picture => p !== null);
  }
}

const WRITER_SYSTEM =
  'You write short, warm party invitations. Answer with the invitation text only: two to four sentences, no title, no emoji, no placeholders.';

export class OpenAiTextWriter implements TextWriter {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly settings: OpenAiSettings) {
    this.client = openAiClient(settings);
  }

  private async complete(system: string, user: string, signal?: AbortSignal): Promise<string> {
    const answer = await this.client.chat.completions.create(
      {
        model: this.settings.textModel,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
      },
      { signal },
    );
    return answer.choices[0]?.message?.content?.trim() ?? '';
  }

  async eventDescription(request: DescriptionRequest, signal?: AbortSignal): Promise<string> {
    const facts = [
      `Party title: ${request.eventName}`,
      request.theme ? `Theme: ${request.theme}` : '',
      request.prompt ? `What the host says about it: ${request.prompt}` : '',
      request.startTime
        ? `Starts: ${new Date(request.startTime).toISOString()} (time zone ${request.timeZone ?? 'UTC'})`
        : '',
      request.place ? `Place: ${request.place}` : '',
    ];
    const text = await this.complete(WRITER_SYSTEM, facts.filter(Boolean).join('\n'), signal);
    if (!text) throw new Error('The text model answered nothing');
    return text;
  }

  async searchKeywords(prompt: string, signal?: AbortSignal): Promise<string[]> {
    const text = await this.complete(
      'Give 3 to 8 short search keywords (one or two words each) for finding pictures and background videos for a party. Answer with a JSON array of strings only.',
      prompt,
      signal,
    );
    let list: unknown;
    try {
      list = JSON.parse(text.replace(/^```(?:json)?|```$/g, '').trim());
    } catch {
      list = text.split(/[,\n]/);
    }
    const words = (Array.isArray(list) ? list : [])
      .filter((w): w is string => typeof w === 'string')
      .map((w) => w.replace(/^[\s"'\-*\d.]+|[\s"'.]+$/g, '').toLowerCase())
      .filter((w) => w.length > 0 && w.length <= 40);
    return [...new Set(words)].slice(0, 8);
  }
}
