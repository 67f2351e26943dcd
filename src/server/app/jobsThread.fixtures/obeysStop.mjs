// A jobs thread that runs until told to stop, then ends at once; it says how long it was given.
import { parentPort } from 'node:worker_threads';

const alive = setInterval(() => undefined, 1000);
parentPort.on('message', (message) => {
  if (message.type !== 'stop') return;
  clearInterval(alive);
  parentPort.postMessage({ type: 'stopping', timeoutMs: message.timeoutMs });
  process.exit(0);
});
parentPort.postMessage({ type: 'started' });
