// A jobs thread that never ends by itself (a job stuck in a loop of waits): the app must end it at the deadline.
import { parentPort } from 'node:worker_threads';

setInterval(() => undefined, 1000);
parentPort.postMessage({ type: 'started' });
