import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, List, Modal, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertCircle, IconCheck, IconFileTypeCsv, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { type CsvImportReply, CsvUploadError, type CsvRowError, uploadGuestCsv } from './csvTransfer';
import { INVITE_TEXT } from './inviteText';
import classes from './ManageInvites.module.css';

const CSV_MIME = ['text/csv', 'application/vnd.ms-excel', 'text/plain', 'application/csv'];
const isCsvName = (name: string) => name.toLowerCase().endsWith('.csv');
/** Row errors listed before the rest are summarised ("and N more"). */
const ERRORS_SHOWN = 50;

type UploadState =
  | { step: 'idle' }
  | { step: 'uploading'; progress: number; fileName: string }
  | { step: 'error'; message: string; rowErrors: CsvRowError[] }
  | { step: 'done'; reply: CsvImportReply };

/**
 * Sends the picked file to the CSV import and follows it: its upload progress, then what the import did (or why
 * it failed). A file not named .csv is refused here.
 */
function useCsvUpload(eventId: string, onImported: (reply: CsvImportReply) => void) {
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const refuse = () => setState({ step: 'error', message: INVITE_TEXT.csvOnly, rowErrors: [] });

  const upload = async (file: File) => {
    if (!isCsvName(file.name)) {
      refuse();
      return;
    }
    setState({ step: 'uploading', progress: 0, fileName: file.name });
    try {
      const reply = await uploadGuestCsv(file, eventId, (progress) =>
        setState((s) => (s.step === 'uploading' ? { ...s, progress } : s)),
      );
      if (!reply.isValid) {
        // The server's reason when it gives one (too many rows, too large), else the spec's message.
        const message = reply.message ?? INVITE_TEXT.csvNotRecognized;
        setState({ step: 'error', message, rowErrors: reply.errors });
        return;
      }
      // The dialog stays open on what the import did (added, duplicates skipped, rows refused and why).
      setState({ step: 'done', reply });
      onImported(reply);
    } catch (error) {
      const kind = error instanceof CsvUploadError ? error.kind : 'failed';
      setState({
        step: 'error',
        message: kind === 'notRecognized' ? INVITE_TEXT.csvNotRecognized : INVITE_TEXT.csvFailed,
        rowErrors: [],
      });
    }
  };

  return { state, upload, refuse, reset: () => setState({ step: 'idle' }) };
}

/**
 * 'Upload invites': a .csv with Name and Email goes to the CSV import; the bar shows the upload while it
 * runs (then an indeterminate stripe while the server reads the rows). The result stays in the dialog: how many
 * were added to the list (not sent), duplicates skipped, and the refused rows by line number and reason.
 */
export function CsvUploadModal({
  opened,
  eventId,
  onClose,
  onImported,
}: {
  opened: boolean;
  eventId: string;
  onClose: () => void;
  onImported: (reply: CsvImportReply) => void;
}) {
  const { state, upload, refuse, reset } = useCsvUpload(eventId, onImported);
  const busy = state.step === 'uploading';

  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={INVITE_TEXT.uploadTitle} centered size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {INVITE_TEXT.uploadHint}
        </Text>
        <CsvDropzone busy={busy} onFile={(file) => void upload(file)} onReject={refuse} />
        <UploadOutcome state={state} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {state.step === 'done' ? 'Done' : 'Close'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The drop area (also a file picker) for one .csv file. */
function CsvDropzone({
  busy,
  onFile,
  onReject,
}: {
  busy: boolean;
  onFile: (file: File) => void;
  onReject: () => void;
}) {
  return (
    <Dropzone
      onDrop={(files) => files[0] && onFile(files[0])}
      onReject={onReject}
      accept={CSV_MIME}
      maxFiles={1}
      multiple={false}
      loading={busy}
      disabled={busy}
      aria-label="CSV file"
      inputProps={{ 'aria-label': 'CSV file', accept: '.csv,text/csv' } as object}
    >
      <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={40} stroke={1.5} />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={40} stroke={1.5} />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconFileTypeCsv size={40} stroke={1.5} />
        </Dropzone.Idle>
        <Stack gap={2}>
          <Text fw={600}>Drop a .csv file here or click to choose one</Text>
          <Text size="sm" c="dimmed">
            Up to 10,000 guests per file
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}

/** The upload's progress, its error, or what the import did. */
function UploadOutcome({ state }: { state: UploadState }) {
  if (state.step === 'uploading') {
    return (
      <Stack gap={4} aria-live="polite">
        <Text size="sm">
          {state.progress < 1 ? `Uploading ${state.fileName}…` : `Reading ${state.fileName}…`}
        </Text>
        <Progress
          value={state.progress < 1 ? Math.round(state.progress * 100) : 100}
          animated={state.progress >= 1}
          striped={state.progress >= 1}
          aria-label="Upload progress"
        />
      </Stack>
    );
  }
  if (state.step === 'error') {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={state.message}>
        <RowErrors rowErrors={state.rowErrors} />
      </Alert>
    );
  }
  if (state.step === 'done') {
    return (
      <Alert
        color={state.reply.errors.length > 0 ? 'yellow' : 'green'}
        icon={state.reply.errors.length > 0 ? <IconAlertCircle size={18} /> : <IconCheck size={18} />}
        role="status"
        title={INVITE_TEXT.bulkAdded({ ...state.reply, invalid: state.reply.errors.length })}
        data-testid="csv-result"
        // Dark words on the pale yellow (Mantine's yellow on yellow is 4.47:1, under the 4.5 axe asks for).
        classNames={{ title: classes.resultTitle }}
      >
        <RowErrors rowErrors={state.reply.errors} />
      </Alert>
    );
  }
  return null;
}

/** The rows the import refused, each with its line in the file and the reason. */
function RowErrors({ rowErrors }: { rowErrors: readonly CsvRowError[] }) {
  if (rowErrors.length === 0) return null;
  return (
    <ScrollArea.Autosize mah={200}>
      <List size="sm" spacing={2} aria-label="Rows not imported">
        {rowErrors.slice(0, ERRORS_SHOWN).map((e, i) => (
          <List.Item key={`${e.line}-${i}`}>
            {e.line > 0 ? `Line ${e.line}: ` : ''}
            {e.message}
          </List.Item>
        ))}
      </List>
      {rowErrors.length > ERRORS_SHOWN && (
        <Text size="sm" mt={4}>
          …and {rowErrors.length - ERRORS_SHOWN} more
        </Text>
      )}
    </ScrollArea.Autosize>
  );
}
