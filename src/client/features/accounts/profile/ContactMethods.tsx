import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone, IconPlus } from '@tabler/icons-react';
import { formatPhoneForDisplay } from '../../../../shared/common/phone';

/** The verified e-mails and phones of the account, and the way to add (or merge) another. */
export function ContactMethods({
  emails,
  phones,
  onAdd,
}: {
  emails: string[];
  phones: string[];
  onAdd: () => void;
}) {
  return (
    <Stack gap={8}>
      <Text fw={600} size="sm">
        Sign-in methods
      </Text>
      <Group gap="xs">
        {phones.map((phone) => (
          <Badge key={phone} variant="light" size="lg" tt="none" leftSection={<IconPhone size={14} />}>
            {formatPhoneForDisplay(phone)}
          </Badge>
        ))}
        {emails.map((email) => (
          <Badge key={email} variant="light" size="lg" tt="none" leftSection={<IconMail size={14} />}>
            {email}
          </Badge>
        ))}
        <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={14} />} onClick={onAdd}>
          Add email or phone
        </Button>
      </Group>
    </Stack>
  );
}
