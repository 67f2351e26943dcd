// One AI cover generation as the editor runs it (spec sections 4–9): the title-or-prompt rule, the coins
// (a visitor's free balance from this browser, written back with what the server says is left), the wait of up
// to 60 s with its progress, and the spec's messages for a timeout or a failure.
import { useEffect, useRef, useState } from 'react';
import { COINS_COPY } from '../../../shared/coins/copy';
import type { CoverStyle } from '../../../shared/images/coverStyles';
import { IMAGE_GENERATION_MESSAGES } from '../../../shared/images/copy';
import {
  canAffordGeneration,
  generationProgress,
  hasSubject,
  IMAGE_GENERATION_WAIT_MS,
} from '../../../shared/images/generation';
import type { GeneratedImage } from '../../../shared/images/schema';
import { errorMessage } from '../../app/lib/errors';
import { log } from '../../app/lib/log';
import { readVisitorCoins, useCoinBalanceInvalidation, writeVisitorCoins } from '../coins';
import { useGenerateMutations } from './queries';
import { rememberVisitorImages } from './visitorImages';

export type CoverGenerationRequest = {
  eventName: string;
  eventUuid?: string;
  prompt: string;
  style: CoverStyle;
  useVerbatim: boolean;
};

class WaitOver extends Error {}

export function useCoverGeneration({ signedIn }: { signedIn: boolean }) {
  const mutations = useGenerateMutations();
  const refreshAccountCoins = useCoinBalanceInvalidation();
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(Date.now());
  const [results, setResults] = useState<GeneratedImage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  // The progress bar moves while waiting.
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [startedAt]);

  /** Runs a generation; answers its covers, or null after showing why not. */
  const generate = async (request: CoverGenerationRequest): Promise<GeneratedImage[] | null> => {
    if (running.current) return null;
    setError(null);
    if (!hasSubject({ eventName: request.eventName, prompt: request.prompt })) {
      setError(IMAGE_GENERATION_MESSAGES.needsTitleOrPrompt);
      return null;
    }
    const balance = readVisitorCoins();
    if (!signedIn && !canAffordGeneration(balance)) {
      setError(COINS_COPY.notEnoughCoins);
      return null;
    }
    running.current = true;
    setStartedAt(Date.now());
    setNow(Date.now());
    const input = {
      eventName: request.eventName.trim() || null,
      eventUuid: request.eventUuid ?? null,
      prompt: request.prompt.trim() || null,
      style: request.style,
      useVerbatim: request.useVerbatim,
      taskId: crypto.randomUUID(),
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waitOver = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new WaitOver()), IMAGE_GENERATION_WAIT_MS);
    });
    try {
      const answer = await Promise.race([
        signedIn
          ? mutations.signedIn.mutateAsync(input)
          : mutations.visitor.mutateAsync({ ...input, remainingCoinBalance: balance }),
        waitOver,
      ]);
      if (signedIn) {
        void refreshAccountCoins();
      } else {
        // Every balance shown on the page (the coins feature's CoinBalance) follows the browser's wallet.
        writeVisitorCoins(answer.remainingCoinBalance);
        rememberVisitorImages(answer.images);
      }
      setResults(answer.images);
      return answer.images;
    } catch (cause) {
      log.warn('Cover generation failed', cause);
      // The server's words (the spec's timeout and failure messages, coins, the rate limit) where it gave any.
      setError(
        cause instanceof WaitOver
          ? IMAGE_GENERATION_MESSAGES.timedOut
          : errorMessage(cause, IMAGE_GENERATION_MESSAGES.failed),
      );
      return null;
    } finally {
      clearTimeout(timer);
      running.current = false;
      setStartedAt(null);
    }
  };

  return {
    generate,
    pending: startedAt !== null,
    progress: startedAt === null ? 0 : generationProgress(now - startedAt),
    results,
    error,
  };
}
