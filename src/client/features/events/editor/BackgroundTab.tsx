import { Button, ColorPicker, ColorSwatch, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { DEFAULT_COLORS, TINT_PRESETS } from '../../../../shared/constants';
import { colorsForTint, readableOn } from '../../../../shared/events/editorPanel';
import type { EventColors } from '../../../../shared/events/schema';
import { CopyTextButton } from '../../../app/ui/CopyTextButton';
import { ComingLater } from './ComingLater';

type Props = {
  colors: EventColors | null | undefined;
  onChange: (colors: EventColors | null) => void;
};

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The tint of the invitation (spec: presets and a custom picker) and the place of the video background. */
export function BackgroundTab({ colors, onChange }: Props) {
  const tint = (colors?.primary ?? DEFAULT_COLORS.primary).toUpperCase();
  const [custom, setCustom] = useState(tint);
  const setTint = (hex: string) => {
    setCustom(hex.toUpperCase());
    if (HEX.test(hex)) onChange(colorsForTint(hex, colors));
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Tint
        </Text>
        <Group gap={8}>
          {TINT_PRESETS.map((preset) => (
            <ColorSwatch
              key={preset}
              component="button"
              color={preset}
              size={34}
              aria-label={`Tint ${preset}`}
              aria-pressed={tint === preset}
              onClick={() => setTint(preset)}
              style={{ cursor: 'pointer', color: readableOn(preset) }}
            >
              {tint === preset && <IconCheck size={16} />}
            </ColorSwatch>
          ))}
        </Group>
        <Text size="sm" fw={600} mt="sm">
          Custom colour
        </Text>
        <ColorPicker
          format="hex"
          value={custom}
          onChange={setCustom}
          onChangeEnd={setTint}
          fullWidth
          size="sm"
        />
        <Group gap="xs" wrap="nowrap">
          <TextInput
            aria-label="Hex code"
            value={custom}
            onChange={(event) => setTint(event.currentTarget.value.trim())}
            error={HEX.test(custom) ? undefined : 'Colours are #RRGGBB.'}
            size="sm"
            flex={1}
            leftSection={<ColorSwatch color={HEX.test(custom) ? custom : '#ffffff'} size={16} />}
          />
          <CopyTextButton value={tint} label="Copy hex code" copiedLabel="Copied hex code!" />
        </Group>
        {colors && (
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(null)} w="fit-content">
            Back to the default colours
          </Button>
        )}
      </Stack>
      <Stack gap="xs">
        <ComingLater title="Video background">
          Search for a video or animation to play behind your invitation. The season of your party's date will
          be the first search.
        </ComingLater>
        <TextInput disabled placeholder="Search videos" size="sm" aria-label="Search videos" />
        <Group justify="space-between">
          <Switch disabled label="Turn off video background" size="sm" />
          <Button disabled size="compact-sm" variant="light">
            Search
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
