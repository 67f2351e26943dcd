import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { MSG } from '../../../shared/common/copy';
import { NEWSLETTER_COPY } from '../../../shared/landing/copy';
import { errorMessage } from '../../app/lib/errors';
import { useConfirmNewsletter } from './queries';

/**
 * /newsletter/confirm?token=…: the double opt-in link of the newsletter e-mail. Opening it confirms nothing by
 * itself (mail scanners open links); the button does.
 */
export function NewsletterConfirmPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const confirm = useConfirmNewsletter();

  return (
    <Container size="xs" py={64}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{NEWSLETTER_COPY.confirmTitle}</Title>
        {confirm.isSuccess ? (
          <>
            <Text role="status">{NEWSLETTER_COPY.confirmed}</Text>
            <Button component={Link} to="/welcome" variant="light">
              Find party ideas
            </Button>
          </>
        ) : !token ? (
          <Text role="alert">{NEWSLETTER_COPY.linkInvalid}</Text>
        ) : (
          <>
            <Text>{NEWSLETTER_COPY.confirmLead}</Text>
            {confirm.isError && (
              <Text role="alert" c="red.8">
                {errorMessage(confirm.error, MSG.somethingWentWrongTryAgain)}
              </Text>
            )}
            <Button onClick={() => confirm.mutate({ token })} loading={confirm.isPending}>
              {NEWSLETTER_COPY.confirmButton}
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
