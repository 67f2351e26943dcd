import { Button, CloseButton, Paper, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { LOG_IN_TO_SAVE_DRAFT_ACTION, SAVE_DRAFT_ACTION } from '../../../../shared/events/eventValidation';
import classes from './EditorPage.module.css';

type Props = {
  message: string;
  signedIn: boolean;
  saving: boolean;
  onAction: () => void;
  /** Hides the reminder: Create still shows what is missing, field by field. */
  onDismiss: () => void;
};

/** The create-mode toast: what the party still needs, and the offer to save a draft meanwhile. */
export function MissingToast({ message, signedIn, saving, onAction, onDismiss }: Props) {
  return (
    <Paper className={classes.toast} role="status" aria-live="polite" shadow="lg">
      <IconInfoCircle size={20} className={classes.toastIcon} />
      <div className={classes.toastBody}>
        <Text className={classes.toastText}>{message}</Text>
        <Button
          variant="subtle"
          size="compact-sm"
          className={classes.toastAction}
          onClick={onAction}
          loading={saving}
        >
          {signedIn ? SAVE_DRAFT_ACTION : LOG_IN_TO_SAVE_DRAFT_ACTION}
        </Button>
      </div>
      <CloseButton size="sm" aria-label="Hide this reminder" onClick={onDismiss} />
    </Paper>
  );
}
