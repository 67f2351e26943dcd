// The gallery renderer's process (renderApart.ts starts it): renders and stores every cover as the server's own
// configuration says (DATA_DIR, the storage provider), writes the manifest, and exits.
import { loadEnv } from '../../../platform/env';
import { createStorageProvider } from '../../../platform/providers/storage';
import { generateGallery } from './index';

// The server that started it is gone (stopped, or killed): nobody is waiting for the pictures any more.
process.on('disconnect', () => process.exit(0));

const env = loadEnv(process.env);
await generateGallery(env, createStorageProvider(env));
process.exit(0);
