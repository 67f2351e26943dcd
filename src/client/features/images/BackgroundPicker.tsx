import { Alert, Button, Chip, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useKeywordIdeas } from './queries';
import { BACKGROUND_COPY } from '../../../shared/images/copy';
import type { BackgroundResult } from '../../../shared/images/schema';
import { backgroundButton, defaultBackgroundQuery, isVideoUrl } from '../../../shared/themes/backgrounds';
import { errorMessage } from '../../app/lib/errors';
import { useTRPC } from '../../app/lib/trpc';
import { CopyTextButton } from '../../app/ui/CopyTextButton';

export type BackgroundFields = {
  title?: string;
  prompt?: string | null;
  backgroundAnimationUrl?: string | null;
  backgroundAnimationSearchQuery?: string | null;
  videoBackgroundDisabled: boolean;
  startTime: number;
  timeZone: string;
};

type Props = { event: BackgroundFields; onChange: (patch: Partial<BackgroundFields>) => void };

/**
 * The Background tab's video search (spec sections 2 and 4): the season of the party's date is the first
 * query; 'Try another' steps through the results and 'Search' runs a new search once the query changed or the
 * results ran out; 'Turn off video background' clears the video and brings it back when switched off again.
 */
export function BackgroundPicker({ event, onChange }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const reduceMotion = useReducedMotion();
  const [query, setQuery] = useState(
    () =>
      event.backgroundAnimationSearchQuery ||
      defaultBackgroundQuery(event.startTime, event.timeZone, Date.now()),
  );
  const [results, setResults] = useState<BackgroundResult[]>([]);
  const [state, setState] = useState({ searchedQuery: null as string | null, count: 0, index: 0, page: 0 });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // What the toggle brings back after turning the video off.
  const [turnedOffUrl, setTurnedOffUrl] = useState<string | null>(null);
  const url = event.backgroundAnimationUrl ?? null;
  // Ideas from the party's own words (ThemeService.getSearchKeywords), offered beside the season.
  const ideas = useKeywordIdeas([event.title, event.prompt].filter(Boolean).join('. '));
  const mode = backgroundButton(state, query);

  const show = (result: BackgroundResult, searched: string) => {
    setTurnedOffUrl(null);
    onChange({
      backgroundAnimationUrl: result.url,
      backgroundAnimationSearchQuery: searched,
      videoBackgroundDisabled: false,
    });
  };

  const search = async () => {
    const searched = query.trim();
    if (!searched) return;
    // The same query again after its results ran out asks for the next page (the first again at the end).
    const page = searched === state.searchedQuery ? state.page + 1 : 0;
    setBusy(true);
    setProblem(null);
    try {
      let found = (
        await queryClient.fetchQuery(trpc.images.searchBackgrounds.queryOptions({ query: searched, page }))
      ).results;
      let at = page;
      if (found.length === 0 && page > 0) {
        found = (
          await queryClient.fetchQuery(
            trpc.images.searchBackgrounds.queryOptions({ query: searched, page: 0 }),
          )
        ).results;
        at = 0;
      }
      setResults(found);
      setState({ searchedQuery: searched, count: found.length, index: 0, page: at });
      if (found[0]) show(found[0], searched);
      else setProblem(BACKGROUND_COPY.noResults);
    } catch (error) {
      setProblem(errorMessage(error, BACKGROUND_COPY.noResults));
    } finally {
      setBusy(false);
    }
  };

  const tryAnother = () => {
    const index = state.index + 1;
    setState({ ...state, index });
    show(results[index]!, state.searchedQuery!);
  };

  const toggle = (off: boolean) => {
    if (off) {
      setTurnedOffUrl(url);
      onChange({ backgroundAnimationUrl: null, videoBackgroundDisabled: true });
    } else {
      onChange({ backgroundAnimationUrl: turnedOffUrl ?? url, videoBackgroundDisabled: false });
      setTurnedOffUrl(null);
    }
  };

  const absolute = url ? new URL(url, window.location.origin).href : '';
  return (
    <Stack gap="xs" data-testid="background-picker">
      <Text size="sm" fw={600}>
        Video background
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          aria-label="Search videos"
          placeholder="Search videos"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void (mode === 'search' ? search() : tryAnother());
          }}
          size="sm"
          flex={1}
          leftSection={<IconSearch size={14} />}
        />
        <Button
          size="sm"
          variant="light"
          loading={busy}
          onClick={() => void (mode === 'search' ? search() : tryAnother())}
        >
          {mode === 'search' ? BACKGROUND_COPY.search : BACKGROUND_COPY.tryAnother}
        </Button>
      </Group>
      {ideas.length > 0 && (
        <Group gap={6} aria-label="Search ideas">
          {ideas.map((idea) => (
            <Chip key={idea} size="xs" checked={query === idea} onChange={() => setQuery(idea)}>
              {idea}
            </Chip>
          ))}
        </Group>
      )}
      {problem && (
        <Alert color="yellow" p="xs">
          {problem}
        </Alert>
      )}
      {url && (
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
            {results[state.index]?.title ?? 'Your background'}
            {state.count > 1 && ` (${state.index + 1} of ${state.count})`}
          </Text>
          <CopyTextButton
            value={absolute}
            label="Copy video URL"
            copiedLabel={BACKGROUND_COPY.copiedVideoUrl}
          />
        </Group>
      )}
      <Switch
        label={BACKGROUND_COPY.turnOff}
        checked={event.videoBackgroundDisabled}
        disabled={!url && !turnedOffUrl && !event.videoBackgroundDisabled}
        onChange={(e) => toggle(e.currentTarget.checked)}
        size="sm"
      />
    </Stack>
  );
}
