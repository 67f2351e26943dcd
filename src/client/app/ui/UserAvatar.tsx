import { Avatar, type AvatarProps } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { avatarColor, initials } from '../../../shared/common/avatar';

type AvatarPerson = {
  userId?: string | null;
  name?: string | null;
  email?: string | null;
  photoUrl?: string | null;
};

/** A person's photo, else initials on one of the 8 avatar colours, else a default icon. */
export function UserAvatar({
  person,
  ...props
}: { person: AvatarPerson } & Omit<AvatarProps, 'src' | 'color'>) {
  const letters = initials(person.name ?? '');
  const colorKey = person.userId || person.name || person.email || '';
  if (person.photoUrl) return <Avatar src={person.photoUrl} alt={person.name ?? ''} {...props} />;
  if (!letters) {
    return (
      <Avatar color="elk" variant="light" {...props}>
        <IconUser size="60%" stroke={1.8} />
      </Avatar>
    );
  }
  return (
    <Avatar variant="filled" color={avatarColor(colorKey)} {...props}>
      {letters}
    </Avatar>
  );
}
