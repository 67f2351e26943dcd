import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe } from '@stripe/stripe-js';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { coinsLabel } from '../../../shared/coins/copy';
import { formatPackPrice } from '../../../shared/coins/packs';
import { paymentReturnUrl } from '../../../shared/coins/paymentReturn';
import type { CoinPackWire } from '../../../shared/coins/schema';
import { log } from '../../app/lib/log';
import { ErrorAlert } from '../../app/ui/ErrorAlert';
import classes from './Coins.module.css';
import { stripeFor } from './stripeLoader';

const FORM_LOAD_FAILED = 'The card form could not be loaded. Please check your connection and try again.';
const PAYMENT_FAILED = 'Your payment could not be completed. Please try again.';

/** Stripe's fields in the app's own colours and font. */
const APPEARANCE: Appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#9231b2',
    colorText: '#000000',
    borderRadius: '8px',
    fontFamily: "'Inter Variable', Inter, system-ui, sans-serif",
  },
};

type Props = { publishableKey: string; clientSecret: string; pack: CoinPackWire; onBack: () => void };

/** Stripe Elements for one PaymentIntent: the card (or other method) fields and the Pay button. */
export function PaymentStep({ publishableKey, clientSecret, pack, onBack }: Props) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    stripeFor(publishableKey)
      .then((loaded) => {
        if (!current) return;
        if (loaded) setStripe(loaded);
        else setLoadError(FORM_LOAD_FAILED);
      })
      .catch((error: unknown) => {
        log.warn('Loading Stripe.js failed', error);
        if (current) setLoadError(FORM_LOAD_FAILED);
      });
    return () => {
      current = false;
    };
  }, [publishableKey]);

  if (loadError) {
    return (
      <Stack gap="md">
        <ErrorAlert message={loadError} />
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
      </Stack>
    );
  }
  if (!stripe) return <FormSkeleton />;
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: APPEARANCE }}>
      <PaymentForm pack={pack} onBack={onBack} />
    </Elements>
  );
}

function PaymentForm({ pack, onBack }: { pack: CoinPackWire; onBack: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const location = useLocation();
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = async () => {
    if (!stripe || !elements) return;
    setPaying(true);
    setError(null);
    const checked = await elements.submit();
    if (checked.error) {
      setError(checked.error.message ?? PAYMENT_FAILED);
      setPaying(false);
      return;
    }
    // Stripe sends the browser to the payment return route, which credits the coins; we only come back here
    // when the payment failed before leaving (a declined card, a network error).
    const here = { path: location.pathname, search: location.search };
    const { error: failed } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: paymentReturnUrl(window.location.origin, here, pack.priceId) },
    });
    log.warn('Confirming the coin payment failed', failed);
    setError(failed.message ?? PAYMENT_FAILED);
    setPaying(false);
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        {`${coinsLabel(pack.coins)} for `}
        <Text span fw={700}>
          {formatPackPrice(pack)}
        </Text>
      </Text>
      <div className={classes.paymentFrame}>
        {!ready && <FormSkeleton />}
        <PaymentElement
          onReady={() => setReady(true)}
          onLoadError={(event) => {
            log.warn('The card form failed to load', event.error);
            setError(FORM_LOAD_FAILED);
          }}
        />
      </div>
      <ErrorAlert message={error} />
      <Group justify="space-between" wrap="nowrap">
        <Button variant="default" onClick={onBack} disabled={paying}>
          Back
        </Button>
        <Button
          leftSection={<IconLock size={16} />}
          onClick={() => void pay()}
          loading={paying}
          disabled={!ready || !stripe || !elements}
        >
          {`Pay ${formatPackPrice(pack)}`}
        </Button>
      </Group>
    </Stack>
  );
}

function FormSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading the card form">
      <Skeleton height={44} />
      <Group grow>
        <Skeleton height={44} />
        <Skeleton height={44} />
      </Group>
      <Skeleton height={44} />
    </Stack>
  );
}
