import { Button, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { COINS_PER_IMAGE_GENERATION } from '../../../shared/constants';
import { coinsLabel } from '../../../shared/coins/copy';
import { formatPackPrice } from '../../../shared/coins/packs';
import type { CoinPackWire } from '../../../shared/coins/schema';
import { ErrorAlert } from '../../app/ui/ErrorAlert';
import classes from './Coins.module.css';

type Props = {
  packs: CoinPackWire[];
  chosen: string | null;
  onChoose: (priceId: string) => void;
  onContinue: () => void;
  busy: boolean;
  error: string | null;
};

const coversFor = (coins: number) => Math.floor(coins / COINS_PER_IMAGE_GENERATION);

/** The packs on sale, as cards to choose from, then 'Continue to payment'. */
export function PackPicker({ packs, chosen, onChoose, onContinue, busy, error }: Props) {
  const pack = packs.find((candidate) => candidate.priceId === chosen);
  return (
    <Stack gap="md">
      <Radio.Group value={chosen} onChange={onChoose} label="Choose a pack" name="coinPack">
        <SimpleGrid cols={{ base: 1, xs: packs.length >= 3 ? 3 : packs.length }} spacing="sm" mt="xs">
          {packs.map((candidate) => (
            <Radio.Card
              key={candidate.priceId}
              value={candidate.priceId}
              className={classes.packCard}
              radius="md"
              aria-label={`${coinsLabel(candidate.coins)} for ${formatPackPrice(candidate)}`}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <Stack gap={2}>
                  <Text fw={700}>{coinsLabel(candidate.coins)}</Text>
                  <Text size="lg" fw={600} c="elk.8">
                    {formatPackPrice(candidate)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {`${coversFor(candidate.coins)} AI covers`}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <ErrorAlert message={error} />
      <Button size="md" fullWidth disabled={!pack} loading={busy} onClick={onContinue}>
        {pack ? `Continue to payment · ${formatPackPrice(pack)}` : 'Continue to payment'}
      </Button>
    </Stack>
  );
}
