import { Alert, Button, Checkbox, Progress, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconCoins, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { COINS_PER_IMAGE_GENERATION } from '../../../shared/constants';
import {
  asCoverStyle,
  COVER_STYLES,
  type CoverStyle,
  DEFAULT_COVER_STYLE,
} from '../../../shared/images/coverStyles';
import { IMAGE_PROMPT_MAX } from '../../../shared/images/generation';
import { CoinBalance } from '../coins';
import { ImageGrid } from './ImageGrid';
import { lastCoverStyle, rememberCoverStyle } from './lastCoverStyle';
import { useCoverGeneration } from './useCoverGeneration';

type Props = {
  eventName: string;
  eventUuid?: string;
  /** The prompt the party was last generated from. */
  prompt: string | null | undefined;
  signedIn: boolean;
  selected: string | null | undefined;
  /** A cover was chosen (the first of a new generation, or one picked from its results), with its prompt. */
  onPick: (imageUrl: string, prompt: string) => void;
};

/** 'Generate with AI': a prompt and one of the 15 styles, the cost and balance, the wait, the results. */
export function GenerateCover({
  eventName,
  eventUuid,
  prompt: initialPrompt,
  signedIn,
  selected,
  onPick,
}: Props) {
  const [prompt, setPrompt] = useState(initialPrompt ?? '');
  const [style, setStyle] = useState<CoverStyle>(() => lastCoverStyle() ?? DEFAULT_COVER_STYLE);
  const [useVerbatim, setUseVerbatim] = useState(false);
  const generation = useCoverGeneration({ signedIn });

  const run = async () => {
    const images = await generation.generate({ eventName, eventUuid, prompt, style, useVerbatim });
    if (images?.[0]) onPick(images[0].imageUrl, prompt.trim());
  };

  return (
    <Stack gap="sm" data-testid="generate-cover">
      <Textarea
        label="Describe your cover"
        placeholder="e.g. tacos and a piñata under string lights"
        autosize
        minRows={2}
        maxRows={5}
        maxLength={IMAGE_PROMPT_MAX}
        value={prompt}
        onChange={(e) => setPrompt(e.currentTarget.value)}
      />
      <Select
        label="Style"
        data={COVER_STYLES.map((value) => ({ value, label: value }))}
        value={style}
        onChange={(value) => {
          const chosen = asCoverStyle(value) ?? DEFAULT_COVER_STYLE;
          setStyle(chosen);
          rememberCoverStyle(chosen);
        }}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
      />
      <Checkbox
        label="Use my description exactly as written"
        checked={useVerbatim}
        onChange={(e) => setUseVerbatim(e.currentTarget.checked)}
        size="sm"
      />
      <Button
        leftSection={<IconSparkles size={16} />}
        loading={generation.pending}
        onClick={() => void run()}
        fullWidth
      >
        Generate
      </Button>
      <Text size="xs" c="dimmed" ta="center" data-testid="generation-cost">
        <IconCoins size={14} style={{ verticalAlign: -2 }} /> {COINS_PER_IMAGE_GENERATION} coins per
        generation
      </Text>
      <CoinBalance />
      {generation.pending && (
        <Stack gap={4} role="status" aria-live="polite">
          <Progress value={generation.progress} animated aria-label="Generating your cover" />
          <Text size="xs" c="dimmed">
            Painting your cover… this usually takes about 30 seconds.
          </Text>
        </Stack>
      )}
      {generation.error && (
        <Alert color="red" role="alert" data-testid="generation-error">
          {generation.error}
        </Alert>
      )}
      {generation.results.length > 0 && (
        <div data-testid="generated-images">
          <ImageGrid
            cols={2}
            images={generation.results.map((image, i) => ({
              imageUrl: image.imageUrl,
              label: `Generated cover ${i + 1}: ${image.prompt}`,
            }))}
            selected={selected}
            onPick={(url) =>
              onPick(url, generation.results.find((r) => r.imageUrl === url)?.prompt ?? prompt)
            }
            empty=""
          />
        </div>
      )}
    </Stack>
  );
}
