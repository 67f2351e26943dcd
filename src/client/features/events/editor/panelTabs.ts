import { IconMessageQuestion, IconPalette, IconPhoto, IconSettings } from '@tabler/icons-react';

/** The side panel's tabs (spec: Cover image, Background, Guest questions, Event options; More is not shown). */
export const PANEL_TABS = [
  { value: 'cover', label: 'Cover image', hint: 'Upload or pick a picture', icon: IconPhoto },
  { value: 'background', label: 'Background', hint: 'Tint and video', icon: IconPalette },
  {
    value: 'questions',
    label: 'Guest questions',
    hint: 'Ask guests when they RSVP',
    icon: IconMessageQuestion,
  },
  { value: 'options', label: 'Event options', hint: 'Guests, reminders, updates', icon: IconSettings },
] as const;

export type PanelTab = (typeof PANEL_TABS)[number]['value'] | 'more';
