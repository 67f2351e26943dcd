import { Stack, Table, Text } from '@mantine/core';
import type { GuestDetails } from '../../../shared/guests/guestTable';
import classes from './GuestTable.module.css';

/**
 * A guest's unfolded row: their RSVP message, the people they bring and their answers to every question.
 * It spans the whole table, so it reads the same on a phone where the answer column is hidden.
 */
export function GuestDetailsRow({
  id,
  name,
  details,
  colSpan,
}: {
  id: string;
  name: string;
  details: GuestDetails;
  colSpan: number;
}) {
  return (
    <Table.Tr className={classes.detailsRow} data-testid="guest-details">
      <Table.Td colSpan={colSpan}>
        <Stack gap={6} id={id} role="region" aria-label={`Details of ${name}`} className={classes.details}>
          {details.extraGuests > 0 && (
            <Text size="sm">
              <span className={classes.detailLabel}>Bringing</span> {details.extraGuests}{' '}
              {details.extraGuests === 1 ? 'more person' : 'more people'}
            </Text>
          )}
          {details.message && (
            <Text size="sm" className={classes.detailText}>
              <span className={classes.detailLabel}>Message</span> “{details.message}”
            </Text>
          )}
          {details.answers.map((answer) => (
            <Text size="sm" key={answer.questionUuid} className={classes.detailText}>
              <span className={classes.detailLabel}>{answer.question}</span> {answer.answer}
            </Text>
          ))}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
