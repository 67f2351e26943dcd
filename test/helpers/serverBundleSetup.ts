import { buildTestServer, TEST_SERVER_BUNDLE_ENV } from '../../scripts/buildServer.mjs';

/**
 * Global setup of the api-servers project: its files start the server as a child process many times, each from
 * one bundle built here (the workers inherit the environment set before they start).
 */
export default async function setup() {
  process.env[TEST_SERVER_BUNDLE_ENV] = await buildTestServer();
}
