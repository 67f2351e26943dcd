import { Alert, Button, Chip, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useKeywordIdeas } from './queries';
import { BACKGROUND_COPY } from '../../../shared/images/copy';
import { isVideoUrl } from '../../../shared/themes/backgrounds';
import { type BackgroundFields, useBackgroundSearch } from './useBackgroundSearch';
import { CopyTextButton } from '../../app/ui/CopyTextButton';

export type { BackgroundFields } from './useBackgroundSearch';

type Props = { event: BackgroundFields; onChange: (patch: Partial<BackgroundFields>) => void };

/**
 * The Background tab's video search (spec sections 2 and 4): the season of the party's date is the first
 * query; 'Try another' steps through the results and 'Search' runs a new search once the query changed or the
 * results ran out; 'Turn off video background' clears the video and brings it back when switched off again.
 */
export function BackgroundPicker({ event, onChange }: Props) {
  const search = useBackgroundSearch(event, onChange);
  const url = search.url;
  // Ideas from the party's own words (ThemeService.getSearchKeywords), offered beside the season.
  const ideas = useKeywordIdeas([event.title, event.prompt].filter(Boolean).join('. '));
  return (
    <Stack gap="xs" data-testid="background-picker">
      <Text size="sm" fw={600}>
        Video background
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          aria-label="Search videos"
          placeholder="Search videos"
          value={search.query}
          onChange={(e) => search.setQuery(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') search.go();
          }}
          size="sm"
          flex={1}
          leftSection={<IconSearch size={14} />}
        />
        <Button size="sm" variant="light" loading={search.busy} onClick={search.go}>
          {search.mode === 'search' ? BACKGROUND_COPY.search : BACKGROUND_COPY.tryAnother}
        </Button>
      </Group>
      {ideas.length > 0 && (
        <Group gap={6} aria-label="Search ideas">
          {ideas.map((idea) => (
            <Chip key={idea} size="xs" checked={search.query === idea} onChange={() => search.setQuery(idea)}>
              {idea}
            </Chip>
          ))}
        </Group>
      )}
      {search.problem && (
        <Alert color="yellow" p="xs">
          {search.problem}
        </Alert>
      )}
      {url && (
        <CurrentBackground
          url={url}
          title={search.current?.title ?? 'Your background'}
          position={search.state.count > 1 ? ` (${search.state.index + 1} of ${search.state.count})` : ''}
        />
      )}
      <Switch
        label={BACKGROUND_COPY.turnOff}
        checked={event.videoBackgroundDisabled}
        disabled={!url && !search.turnedOffUrl && !event.videoBackgroundDisabled}
        onChange={(e) => search.toggle(e.currentTarget.checked)}
        size="sm"
      />
    </Stack>
  );
}

/** The background now chosen: a small preview (still for those who reduce motion), its title and its link. */
function CurrentBackground({ url, title, position }: { url: string; title: string; position: string }) {
  const reduceMotion = useReducedMotion();
  return (
    <Group gap="sm" wrap="nowrap" data-testid="background-current">
      <div
        style={{
          width: 120,
          aspectRatio: '16 / 9',
          borderRadius: 8,
          overflow: 'hidden',
          background: '#eee',
          flex: 'none',
        }}
      >
        {isVideoUrl(url) ? (
          <video
            src={url}
            muted
            loop
            playsInline
            autoPlay={!reduceMotion}
            style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <img src={url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        )}
      </div>
      <Text size="xs" c="dimmed" flex={1} lineClamp={2}>
        {title}
        {position}
      </Text>
      <CopyTextButton
        value={new URL(url, window.location.origin).href}
        label="Copy video URL"
        copiedLabel={BACKGROUND_COPY.copiedVideoUrl}
      />
    </Group>
  );
}
