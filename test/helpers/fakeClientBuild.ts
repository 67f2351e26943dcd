import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

// A client build as vite.config.ts leaves it (precompress): index.html, a hashed script with its .br and .gz,
// and a style without (compressed on the fly), in a temporary directory an app is given as its clientDir.

/** The hashed script's text: long and repetitive, so it is worth compressing. */
export const FAKE_SCRIPT = `export const greeting = ${JSON.stringify('hello, party people '.repeat(400))};\n`;
/** The style's text, served without a precompressed copy. */
export const FAKE_STYLE = `.poster { color: #222; }\n`.repeat(200);
export const FAKE_SCRIPT_PATH = '/assets/app-Ab12Cd34.js';
export const FAKE_STYLE_PATH = '/assets/page-Ef56Gh78.css';

/** Writes the build with `indexHtml` as its page; returns the directory (the caller removes it). */
export async function writeFakeClientBuild(indexHtml: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'elk-client-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), indexHtml);
  const script = path.join(dir, FAKE_SCRIPT_PATH);
  await writeFile(script, FAKE_SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(FAKE_SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(FAKE_SCRIPT));
  await writeFile(path.join(dir, FAKE_STYLE_PATH), FAKE_STYLE);
  return dir;
}
