import {
  Button,
  ColorPicker,
  ColorSwatch,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { DEFAULT_COLORS, TINT_PRESETS } from '../../../../shared/constants';
import { colorsForTint, readableOn } from '../../../../shared/events/editorPanel';
import type { EventColors } from '../../../../shared/events/schema';
import { CopyTextButton } from '../../../app/ui/CopyTextButton';
import { BACKGROUND_COPY } from '../../../../shared/images/copy';
import { COLOR_SCHEMES, type ColorScheme } from '../../../../shared/themes/coverColors';
import { BackgroundPicker, type BackgroundFields } from '../../images';

type Props = {
  colors: EventColors | null | undefined;
  onChange: (colors: EventColors | null) => void;
  /** The colour scheme applied to the cover's colours (None keeps them as the cover gives them). */
  scheme: ColorScheme;
  onScheme: (scheme: ColorScheme) => void;
  background: BackgroundFields;
  onBackground: (patch: Partial<BackgroundFields>) => void;
};

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The tint of the invitation (spec: presets and a custom picker) and the place of the video background. */
export function BackgroundTab({ colors, onChange, scheme, onScheme, background, onBackground }: Props) {
  const tint = (colors?.primary ?? DEFAULT_COLORS.primary).toUpperCase();
  const [custom, setCustom] = useState(tint);
  const setTint = (hex: string) => {
    setCustom(hex.toUpperCase());
    if (HEX.test(hex)) onChange(colorsForTint(hex, colors));
  };

  return (
    <Stack gap="lg">
      <BackgroundPicker event={background} onChange={onBackground} />
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Colour scheme
        </Text>
        <SegmentedControl
          data={[...COLOR_SCHEMES]}
          value={scheme}
          onChange={(value) => onScheme(value as ColorScheme)}
          size="xs"
          fullWidth
          aria-label="Colour scheme"
        />
        <Text size="xs" c="dimmed">
          None uses your cover's own colours.
        </Text>
      </Stack>
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
          <CopyTextButton value={tint} label="Copy hex code" copiedLabel={BACKGROUND_COPY.copiedHex} />
        </Group>
        {colors && (
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(null)} w="fit-content">
            Back to the default colours
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
