import { Button, Card, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { coinsAdded, coinsLabel } from '../../../shared/coins/copy';
import { readPaymentReturn } from '../../../shared/coins/paymentReturn';
import { randomId } from '../../app/lib/deviceId';
import { errorMessage } from '../../app/lib/errors';
import { log } from '../../app/lib/log';
import { notify } from '../../app/lib/notify';
import { useTRPC } from '../../app/lib/trpc';
import { useCoinBalanceSetter } from './queries';

const VERIFY_FAILED = 'Sorry, we could not confirm your payment. Please try again in a moment.';
const processingNote = (coins: number) =>
  `Your payment is processing. ${coinsLabel(coins)} will be added as soon as it completes.`;

/**
 * The payment return route (/payment/stripe/return): Stripe sends the buyer here with `payment_intent`; the
 * purchase is verified (and credited, if the webhook has not done it already), then the buyer goes back to
 * the place in `state`, or to / when it is missing or unreadable (logged). A refused payment stays on the page.
 */
export function PaymentReturnPage() {
  const [params] = useSearchParams();
  const [read] = useState(() => readPaymentReturn(params));
  const navigate = useNavigate();
  const trpc = useTRPC();
  const verify = useMutation(trpc.coins.verifyCoinPurchase.mutationOptions());
  const setBalance = useCoinBalanceSetter();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (read.problem) log.warn(`Payment return: ${read.problem}; going to /`);
    if (!read.paymentIntentId) {
      log.warn('Payment return without a payment_intent');
      void navigate(read.target, { replace: true });
      return;
    }
    verify.mutate(
      { taskId: randomId(), webData: { paymentIntentId: read.paymentIntentId, productId: read.productId } },
      {
        onSuccess: (result) => {
          setBalance(result.balance);
          if (result.status === 'credited') notify.info(coinsAdded(result.coins, result.balance));
          else notify.info(processingNote(result.coins));
          void navigate(read.target, { replace: true });
        },
        onError: (error) => log.error('Verifying the coin purchase failed', error),
      },
    );
  }, [read, verify, navigate, setBalance]);

  return (
    <Center mih="60vh" px="md">
      <Card withBorder radius="lg" p="xl" maw={440} w="100%">
        {verify.isError ? (
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon color="red" variant="light" size={48} radius="xl" aria-hidden>
              <IconAlertTriangle size={26} />
            </ThemeIcon>
            <Title order={1} size="h3">
              No coins were added
            </Title>
            <Text role="alert">{errorMessage(verify.error, VERIFY_FAILED)}</Text>
            <Button onClick={() => void navigate(read.target, { replace: true })}>Continue</Button>
          </Stack>
        ) : (
          <Stack align="center" gap="md" ta="center" aria-busy="true">
            <Loader />
            <Title order={1} size="h3">
              Confirming your payment…
            </Title>
            <Text c="dimmed" size="sm">
              Your coins are added as soon as the payment is confirmed.
            </Text>
          </Stack>
        )}
      </Card>
    </Center>
  );
}
