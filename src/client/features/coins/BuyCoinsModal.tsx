import { Button, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginUrlFor } from '../../../shared/auth/loginRedirect';
import { COINS_COPY } from '../../../shared/coins/copy';
import { errorMessage } from '../../app/lib/errors';
import { log } from '../../app/lib/log';
import { useTRPC } from '../../app/lib/trpc';
import { ErrorAlert } from '../../app/ui/ErrorAlert';
import { PackPicker } from './PackPicker';
import { PaymentStep } from './PaymentForm';
import { useCoinPacks } from './queries';
import { TestCheckoutStep } from './TestCheckout';

type Props = { opened: boolean; signedIn: boolean; onClose: () => void };
type Payment = { priceId: string; clientSecret: string; paymentIntentId: string };

const START_FAILED = 'Sorry, the payment could not be started. Please try again.';

/**
 * Buy coins: a pack, then Stripe's card form (or, on a development server without Stripe keys, the test
 * checkout); paying leaves for Stripe and comes back to the return route.
 */
export function BuyCoinsModal({ opened, signedIn, onClose }: Props) {
  const packs = useCoinPacks();
  const trpc = useTRPC();
  const start = useMutation(trpc.coins.initializePayment.mutationOptions());
  const [chosen, setChosen] = useState<string | null>(null);
  const [payment, setPayment] = useState<Payment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const offer = packs.data;
  const pack = offer?.packs.find((candidate) => candidate.priceId === payment?.priceId);

  const startPayment = async () => {
    if (!chosen) return;
    setError(null);
    try {
      const started = await start.mutateAsync({ priceId: chosen });
      setPayment({ priceId: chosen, ...started });
    } catch (cause) {
      log.warn('Starting a coin payment failed', cause);
      setError(errorMessage(cause, START_FAILED));
    }
  };

  const close = () => {
    setPayment(null);
    setError(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Buy coins" centered radius="lg" size="lg">
      {!signedIn ? (
        <SignInToBuy />
      ) : packs.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={96} />
          <Skeleton height={42} />
        </Stack>
      ) : !offer ? (
        <ErrorAlert message={errorMessage(packs.error, START_FAILED)} />
      ) : !offer.paymentsConfigured || (!offer.testCheckout && !offer.publishableKey) ? (
        <Text>{COINS_COPY.paymentsNotConfigured}</Text>
      ) : payment && pack && offer.testCheckout ? (
        <TestCheckoutStep
          paymentIntentId={payment.paymentIntentId}
          pack={pack}
          onBack={() => setPayment(null)}
        />
      ) : payment && pack && offer.publishableKey ? (
        <PaymentStep
          publishableKey={offer.publishableKey}
          clientSecret={payment.clientSecret}
          pack={pack}
          onBack={() => setPayment(null)}
        />
      ) : (
        <PackPicker
          packs={offer.packs}
          chosen={chosen}
          onChoose={setChosen}
          onContinue={() => void startPayment()}
          busy={start.isPending}
          error={error}
        />
      )}
    </Modal>
  );
}

function SignInToBuy() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Stack gap="md">
      <Text>{COINS_COPY.signInToBuy}</Text>
      <Button
        onClick={() => void navigate(loginUrlFor({ path: location.pathname, search: location.search }))}
      >
        Sign in
      </Button>
    </Stack>
  );
}
