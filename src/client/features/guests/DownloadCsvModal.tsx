import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type ExportedParty, guestListFileName } from '../../../shared/guests/csvCell';
import { log } from '../../app/lib/log';
import { notify } from '../../app/lib/notify';
import { BASE_EXPORT_FIELDS, downloadGuestCsv, EXPORT_FIELD_LABELS, exportCsvPath } from './csvTransfer';
import { INVITE_TEXT } from './inviteText';

type ExportQuestion = { questionUuid: string; question: string };

/** 'Download CSV': the host picks the columns (the five base fields and each question), then downloads. */
export function DownloadCsvModal({
  opened,
  eventId,
  party,
  questions,
  onClose,
}: {
  opened: boolean;
  eventId: string;
  /** Names the file exactly as the server's Content-Disposition does (shared rule). */
  party: ExportedParty;
  questions: readonly ExportQuestion[];
  onClose: () => void;
}) {
  const [fields, setFields] = useState<string[]>([...BASE_EXPORT_FIELDS]);
  const [questionIds, setQuestionIds] = useState<string[] | null>(null);
  const chosenQuestions = questionIds ?? questions.map((q) => q.questionUuid);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadGuestCsv(exportCsvPath(eventId, fields, chosenQuestions), guestListFileName(party));
      onClose();
    } catch (error) {
      log.error('Guest list export failed', error);
      notify.error(INVITE_TEXT.downloadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={INVITE_TEXT.downloadTitle} centered>
      <Stack gap="md">
        <Checkbox.Group label="Columns" value={fields} onChange={setFields}>
          <Stack gap={8} mt={8}>
            {BASE_EXPORT_FIELDS.map((field) => (
              <Checkbox key={field} value={field} label={EXPORT_FIELD_LABELS[field]} />
            ))}
          </Stack>
        </Checkbox.Group>
        {questions.length > 0 && (
          <Checkbox.Group label="Guest questions" value={chosenQuestions} onChange={setQuestionIds}>
            <Stack gap={8} mt={8}>
              {questions.map((q) => (
                <Checkbox key={q.questionUuid} value={q.questionUuid} label={q.question} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {fields.length + chosenQuestions.length === 0 && (
          <Text size="sm" c="red">
            Choose at least one column.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => void download()}
            loading={busy}
            disabled={fields.length + chosenQuestions.length === 0}
          >
            {INVITE_TEXT.download}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
