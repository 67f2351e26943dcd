import { log } from '../../app/lib/log';

/** A short confetti burst after a yes; nothing for people who ask for reduced motion. Loaded on first use. */
export function celebrate(): void {
  if (typeof window === 'undefined') return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  import('canvas-confetti')
    .then(({ default: confetti }) =>
      confetti({ particleCount: 110, spread: 75, startVelocity: 38, origin: { y: 0.7 }, zIndex: 400 }),
    )
    .catch((error: unknown) => log.info(`Confetti did not load: ${String(error)}`));
}
