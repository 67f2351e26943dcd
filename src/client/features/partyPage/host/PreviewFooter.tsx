import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './Host.module.css';

/** The host's preview of the page: one way back, 'Return to editing your party'. */
export function PreviewFooter({ eventId, canEdit }: { eventId: string; canEdit: boolean }) {
  return (
    <>
      <div className={classes.previewSpacer} />
      <div className={classes.previewBar} data-testid="preview-footer">
        <span className={classes.previewNote}>This is a preview of what your guests see.</span>
        <Button
          component={Link}
          to={canEdit ? `/event/edit/${eventId}` : `/event/${eventId}`}
          size="md"
          leftSection={<IconPencil size={18} />}
        >
          Return to editing your party
        </Button>
      </div>
    </>
  );
}
