import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';

/**
 * `node src/server/index.ts` on its own embedded PostgreSQL under `dataDir`, output collected. `detached`: the
 * server leads its own process group (its PostgreSQL in it), which `process.kill(-child.pid, signal)` signals.
 */
export function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  options: { detached?: boolean } = {},
) {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/index.ts'],
    {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        ...env,
      },
      detached: options.detached ?? false,
    },
  );
  child.stdin.end();
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = () =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), 45_000);
      const check = () => {
        const match = /running at (http:\/\/\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        } else setTimeout(check, 100);
      };
      check();
    });
  return { child, exited, url, output: () => output };
}
