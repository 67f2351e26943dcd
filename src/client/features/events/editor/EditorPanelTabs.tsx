import { BackgroundTab } from './BackgroundTab';
import { CoverImageTab } from './CoverImageTab';
import type { EditorEvent } from './model';
import { OptionsTab } from './OptionsTab';
import type { PanelTab } from './panelTabs';
import { QuestionsTab } from './QuestionsTab';
import type { useCoverTint } from './useCoverTint';

type Props = {
  tab: PanelTab | null;
  event: EditorEvent;
  update: (patch: Partial<EditorEvent>) => void;
  coverTint: ReturnType<typeof useCoverTint>;
  signedIn: boolean;
  loginUrl: string;
  creating: boolean;
  editedEventId: string | undefined;
  /** Back from connecting the music service: the playlist is made without another click. */
  backFromMusic: boolean;
};

/** What the side panel shows for its open tab: cover, background, questions or options. */
export function EditorPanelTabs({ tab, event, update, coverTint, ...editor }: Props) {
  switch (tab) {
    case 'cover':
      return (
        <CoverImageTab
          photoUrl={event.photoUrl}
          signedIn={editor.signedIn}
          loginUrl={editor.loginUrl}
          eventName={event.title}
          eventId={editor.editedEventId}
          prompt={event.prompt}
          onChange={coverTint.pickCover}
        />
      );
    case 'background':
      return (
        <BackgroundTab
          colors={event.colors}
          onChange={(colors) => update({ colors })}
          scheme={coverTint.scheme}
          onScheme={coverTint.changeScheme}
          background={event}
          onBackground={update}
        />
      );
    case 'questions':
      return (
        <QuestionsTab
          questions={event.questions}
          title={event.title}
          playlistId={event.playlistId}
          onChange={(questions) => update({ questions })}
          onPlaylist={(playlistId) => update({ playlistId })}
          autoCreatePlaylist={editor.backFromMusic}
        />
      );
    case 'options':
      return (
        <OptionsTab
          options={event}
          onChange={update}
          editing={!editor.creating}
          eventId={editor.editedEventId}
        />
      );
    default:
      return null;
  }
}
