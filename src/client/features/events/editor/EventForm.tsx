import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPhotoEdit, IconPhotoPlus } from '@tabler/icons-react';
import { type CSSProperties, useRef } from 'react';
import { Link } from 'react-router';
import { DEFAULT_COLORS } from '../../../../shared/constants';
import { isVideoUrl } from '../../../../shared/themes/backgrounds';
import { backdropVeil, VEIL_OPACITY } from '../../../../shared/themes/coverColors';
import type { EventFieldErrors, EventFormField } from '../../../../shared/events/eventValidation';
import type { EventLocation } from '../../../../shared/events/schema';
import { DescriptionSection } from './DescriptionSection';
import classes from './EventForm.module.css';
import type { EditorEvent } from './model';
import { PlaceTimeSection } from './PlaceTimeSection';

type Props = {
  event: EditorEvent;
  errors: EventFieldErrors;
  /** The saved event's id in edit mode (shows the messages section). */
  eventId: string | undefined;
  onChange: (patch: Partial<EditorEvent>) => void;
  onTouch: (field: EventFormField) => void;
  onPickLocation: (location: EventLocation) => void;
  onStartChange: (epochMs: number) => void;
  onOpenCover: () => void;
};

function FieldError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Text size="sm" fw={600} className={classes.fieldError} role="alert">
      {message}
    </Text>
  );
}

/** The event form laid out like the invitation: cover, title, place and time, description. */
export function EventForm({ event, errors, eventId, onChange, onTouch, onOpenCover, ...handlers }: Props) {
  const colors = event.colors ?? DEFAULT_COLORS;
  const style = {
    '--event-tint': colors.primary,
    '--event-ink': colors.text,
    '--event-veil': backdropVeil(colors),
    '--event-veil-opacity': VEIL_OPACITY,
  } as CSSProperties;
  const reduceMotion = useReducedMotion();
  const background = event.videoBackgroundDisabled || reduceMotion ? null : event.backgroundAnimationUrl;

  return (
    <div className={classes.poster} style={style} data-testid="editor-poster" data-tint={colors.primary}>
      {background && <EditorBackdrop url={background} />}
      <CoverField photoUrl={event.photoUrl} error={errors.image} onOpenCover={onOpenCover} />

      <div className={classes.details}>
        <TitleField
          title={event.title}
          error={errors.title}
          onTitle={(title) => onChange({ title })}
          onTouched={() => onTouch('title')}
        />
        <div className={classes.card}>
          <PlaceTimeSection
            event={event}
            errors={errors}
            onTouch={onTouch}
            onPickLocation={handlers.onPickLocation}
            onLocationChange={(location) => onChange({ location })}
            onStartChange={handlers.onStartChange}
            onEndChange={(endTime) => {
              onChange({ endTime });
              onTouch('time');
            }}
          />
        </div>
        <div className={classes.card}>
          <DescriptionSection event={event} onChange={(description) => onChange({ description })} />
        </div>
        {eventId && (
          <Paper className={classes.card}>
            <Title order={2} fz="lg" mb={4}>
              Messages
            </Title>
            <Text size="sm" c="dimmed">
              Messages to your guests are sent and read on the{' '}
              <Text component={Link} to={`/event/${eventId}`} c="elk.7" inherit>
                party page
              </Text>
              .
            </Text>
          </Paper>
        )}
      </div>
    </div>
  );
}

/** The party's background playing behind the invitation under a veil of the tint, as on the party page. */
function EditorBackdrop({ url }: { url: string }) {
  return (
    <div className={classes.backdrop} aria-hidden="true" data-testid="editor-backdrop">
      {isVideoUrl(url) ? (
        <video src={url} autoPlay muted loop playsInline className={classes.backdropMedia} />
      ) : (
        <img src={url} alt="" className={classes.backdropMedia} />
      )}
    </div>
  );
}

/** The cover: the picture with Change image, or Add image while there is none. */
function CoverField(props: {
  photoUrl: string | null | undefined;
  error: string | undefined;
  onOpenCover: () => void;
}) {
  const { photoUrl, error, onOpenCover } = props;
  return (
    <div className={classes.coverColumn} data-field="image">
      <div className={classes.cover} data-filled={photoUrl || undefined} data-error={error || undefined}>
        {photoUrl ? (
          <>
            <img src={photoUrl} alt="Party cover" className={classes.coverImage} />
            <Button
              className={classes.coverAction}
              variant="white"
              size="sm"
              leftSection={<IconPhotoEdit size={16} />}
              onClick={onOpenCover}
            >
              Change image
            </Button>
          </>
        ) : (
          <Stack align="center" gap="xs" p="md">
            <IconPhotoPlus size={44} stroke={1.4} />
            <Button onClick={onOpenCover} leftSection={<IconPhotoPlus size={16} />}>
              Add image
            </Button>
            <Text size="sm" c="dimmed">
              Upload a picture or pick one from the gallery.
            </Text>
          </Stack>
        )}
      </div>
      <FieldError message={error} />
    </div>
  );
}

/** The party's title, one line however it is typed or pasted. */
function TitleField(props: {
  title: string;
  error: string | undefined;
  onTitle: (title: string) => void;
  onTouched: () => void;
}) {
  const { title, error, onTitle, onTouched } = props;
  // Leaving the title before typing anything is not a mistake: its rule shows once something was typed (or on
  // Create), not on the first Tab through the form.
  const titleTyped = useRef(false);
  return (
    <div data-field="title">
      <Textarea
        variant="unstyled"
        classNames={{ input: classes.title }}
        placeholder="Party Title*"
        aria-label="Party title"
        autosize
        minRows={1}
        maxLength={200}
        value={title}
        onChange={(e) => {
          titleTyped.current = true;
          onTitle(e.currentTarget.value.replace(/\n/g, ' '));
        }}
        onBlur={() => {
          if (titleTyped.current) onTouched();
        }}
      />
      <FieldError message={error} />
    </div>
  );
}
