import { useState } from 'react';

export type ConsentAnswer = 'agree' | 'decline' | 'cancel';

/**
 * The 'Text Message Consent' question as a promise: ask(n) opens the modal for n text invitations and resolves
 * with the host's answer once they give it (the modal closes then).
 */
export function useTextConsentQuestion() {
  const [consentAsk, setConsentAsk] = useState<{
    textCount: number;
    resolve: (answer: ConsentAnswer) => void;
  } | null>(null);

  const ask = async (textCount: number): Promise<ConsentAnswer> => {
    const answer = await new Promise<ConsentAnswer>((resolve) => setConsentAsk({ textCount, resolve }));
    setConsentAsk(null);
    return answer;
  };

  return {
    ask,
    /** The open question: how many texts, and where its answer goes; null when none is open. */
    open: consentAsk
      ? { textCount: consentAsk.textCount, answer: (a: ConsentAnswer) => consentAsk.resolve(a) }
      : null,
  };
}
