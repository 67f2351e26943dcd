import { Menu } from '@mantine/core';
import { IconBrandGoogle, IconDownload } from '@tabler/icons-react';
import { googleCalendarUrl, icsDownloadUrl, icsFileName } from '../../../../shared/events/calendar';
import { UNTITLED_PARTY } from '../../../../shared/events/eventLabels';
import type { ElkEvent } from '../../../../shared/events/schema';
import { CalendarButton } from './CalendarButton';

export type CalendarMenuProps = {
  event: ElkEvent;
  /** The place as one line, when the viewer may see it. */
  placeText: string | null;
  /** The guest's link (invitee id, token), so the .ics shows what they may see; a GuestAccess fits. */
  access: { inviteeUuid?: string; token?: string };
  pageUrl: string;
};

/**
 * Add to calendar (spec section 2), once asked for: a Google Calendar link and an .ics download made by the
 * server, in a menu that opens as it arrives (CalendarMenu.tsx shows the button until then).
 */
export function CalendarMenuOpen({ event, placeText, access, pageUrl }: CalendarMenuProps) {
  const google = googleCalendarUrl(
    {
      id: event.id,
      title: event.title,
      description: event.description,
      startTime: event.startTime,
      endTime: event.endTime,
      timeZone: event.timeZone,
      cancelled: event.cancelledTimestamp > 0,
      locationText: placeText,
      lat: event.location?.lat ?? null,
      lng: event.location?.lng ?? null,
      pageUrl,
    },
    UNTITLED_PARTY,
  );
  return (
    <Menu position="bottom-start" shadow="md" width={220} withinPortal defaultOpened>
      <Menu.Target>
        <CalendarButton />
      </Menu.Target>
      <Menu.Dropdown>
        {google && (
          <Menu.Item
            component="a"
            href={google}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconBrandGoogle size={16} />}
          >
            Google Calendar
          </Menu.Item>
        )}
        <Menu.Item
          component="a"
          href={icsDownloadUrl(event.id, access)}
          download={icsFileName(event.title || UNTITLED_PARTY)}
          leftSection={<IconDownload size={16} />}
        >
          Download .ics (Apple, Outlook)
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
