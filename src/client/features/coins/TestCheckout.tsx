import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { COINS_COPY, coinsLabel } from '../../../shared/coins/copy';
import { formatPackPrice } from '../../../shared/coins/packs';
import { paymentReturnUrl } from '../../../shared/coins/paymentReturn';
import type { CoinPackWire } from '../../../shared/coins/schema';
import { errorMessage } from '../../app/lib/errors';
import { log } from '../../app/lib/log';
import { useTRPC } from '../../app/lib/trpc';
import { ErrorAlert } from '../../app/ui/ErrorAlert';
import classes from './Coins.module.css';

const SETTLE_FAILED = 'The test payment could not be completed. Please try again.';

type Props = { paymentIntentId: string; pack: CoinPackWire; onBack: () => void };

/**
 * The development server's stand-in for Stripe's card form (no Stripe keys): plainly marked as a test, with a
 * Pay and a Decline button. Paying settles the payment on the server as Stripe's webhook would, then goes
 * through the payment return route as Stripe's redirect does, so the whole purchase can be walked.
 */
export function TestCheckoutStep({ paymentIntentId, pack, onBack }: Props) {
  const trpc = useTRPC();
  const settle = useMutation(trpc.coins.settleTestCheckout.mutationOptions());
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const price = formatPackPrice(pack);

  const finish = async (outcome: 'pay' | 'decline') => {
    setError(null);
    try {
      const settled = await settle.mutateAsync({ paymentIntentId, outcome });
      if (settled.status === 'declined') {
        setError(COINS_COPY.testCheckoutDeclined);
        return;
      }
      const here = { path: location.pathname, search: location.search };
      const back = new URL(paymentReturnUrl(window.location.origin, here, pack.priceId));
      back.searchParams.set('payment_intent', paymentIntentId);
      back.searchParams.set('redirect_status', 'succeeded');
      void navigate(`${back.pathname}${back.search}`);
    } catch (cause) {
      log.warn('Settling a test payment failed', cause);
      setError(errorMessage(cause, SETTLE_FAILED));
    }
  };

  return (
    <Stack gap="md" data-testid="test-checkout">
      <Alert
        color="orange"
        variant="light"
        radius="md"
        icon={<IconFlask size={20} />}
        title={COINS_COPY.testCheckoutTitle}
      >
        {COINS_COPY.testCheckoutExplained}
      </Alert>
      <Text size="sm">
        {`${coinsLabel(pack.coins)} for `}
        <Text span fw={700}>
          {price}
        </Text>
      </Text>
      <ErrorAlert message={error} />
      <div className={classes.testCheckoutActions}>
        <Button variant="default" onClick={onBack} disabled={settle.isPending}>
          Back
        </Button>
        <div className={classes.testCheckoutChoices}>
          <Button
            variant="outline"
            color="red"
            onClick={() => void finish('decline')}
            disabled={settle.isPending}
          >
            Decline (test)
          </Button>
          <Button color="orange" onClick={() => void finish('pay')} loading={settle.isPending}>
            {`Pay ${price} (test)`}
          </Button>
        </div>
      </div>
    </Stack>
  );
}
