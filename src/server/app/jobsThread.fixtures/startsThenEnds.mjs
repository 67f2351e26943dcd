// A jobs thread that starts, then ends on its own a moment later (a crash): the app must start it again.
import { parentPort } from 'node:worker_threads';

parentPort.postMessage({ type: 'started' });
setTimeout(() => process.exit(3), 50);
