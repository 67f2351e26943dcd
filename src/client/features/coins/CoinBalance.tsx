import { Button, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCoin, IconCoins } from '@tabler/icons-react';
import { type ComponentProps, useState } from 'react';
import { COINS_COPY, coinsLabel } from '../../../shared/coins/copy';
import { openedOnDemand } from '../../app/lib/openedOnDemand';
import type { BuyCoinsModal as BuyCoinsModalComponent } from './BuyCoinsModal';
import { useCoinPacks } from './queries';
import { useCoinBalance } from './useCoinBalance';

// The card form (and Stripe.js with it) loads only when someone opens it.
const BuyCoinsModal = openedOnDemand<ComponentProps<typeof BuyCoinsModalComponent>>(() =>
  import('./BuyCoinsModal').then((m) => m.BuyCoinsModal),
);

/**
 * The caller's coins (the account's, or a visitor's free ones in this browser) and a way to buy more: where
 * coins matter, e.g. beside the cover generator and on the profile page.
 */
export function CoinBalance({ withBuyButton = true }: { withBuyButton?: boolean }) {
  const { balance, signedIn, isLoading } = useCoinBalance();
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Group gap={8} wrap="nowrap" aria-live="polite">
        <ThemeIcon variant="light" color="yellow" radius="xl" size="md" aria-hidden>
          <IconCoin size={18} />
        </ThemeIcon>
        {isLoading ? (
          <Skeleton height={18} width={84} aria-label="Loading your coins" />
        ) : (
          <Text fw={600} size="sm">
            {balance === null ? 'Coins unavailable' : coinsLabel(balance)}
            {!signedIn && (
              <Text span c="dimmed" size="xs" fw={400} ml={6}>
                free to try
              </Text>
            )}
          </Text>
        )}
      </Group>
      {withBuyButton && <BuyCoinsButton signedIn={signedIn} />}
    </Group>
  );
}

function BuyCoinsButton({ signedIn }: { signedIn: boolean }) {
  const packs = useCoinPacks();
  const [opened, setOpened] = useState(false);
  // Without Stripe keys nothing can be bought, and the button says so rather than pretend.
  if (packs.data && !packs.data.paymentsConfigured) {
    return (
      <Button size="xs" variant="default" disabled title={COINS_COPY.paymentsNotConfigured}>
        {COINS_COPY.paymentsNotConfiguredButton}
      </Button>
    );
  }
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconCoins size={16} />}
        loading={packs.isPending}
        onClick={() => setOpened(true)}
      >
        Buy coins
      </Button>
      <BuyCoinsModal opened={opened} signedIn={signedIn} onClose={() => setOpened(false)} />
    </>
  );
}
