import {
  Button,
  Card,
  Checkbox,
  Container,
  Divider,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { CONSENT_TEXT, NAME_MAX } from '../../../../shared/constants';
import type { ElkUser } from '../../../../shared/accounts/schema';
import { CoinBalance } from '../../coins';
import { MergeModal } from '../merge/MergeModal';
import { MessageSettings } from '../../notifications';
import { errorMessage } from '../../../app/lib/errors';
import { notify } from '../../../app/lib/notify';
import { useProfileQuery } from '../queries';
import { AccountActions } from './AccountActions';
import { CalendarFeed } from './CalendarFeed';
import { ContactMethods } from './ContactMethods';
import { ProfilePhoto } from './ProfilePhoto';
import { useProfileForm } from './useProfileForm';

/** /profile/edit: picture, name (required), text-message consent, Save; Log out and Delete Account. */
export function ProfileEditPage() {
  const user = useProfileQuery();
  const profile = user.data?.elkUser;

  useEffect(() => {
    if (user.error)
      notify.error(errorMessage(user.error, 'Could not load your profile.'), { id: 'profile-load-error' });
  }, [user.error]);

  return (
    <Container size={560} py={{ base: 'lg', sm: 56 }} px={{ base: 'sm', sm: 'md' }}>
      <Card withBorder>
        <Stack gap="lg">
          <Title order={1} size="h2">
            Your profile
          </Title>
          {profile ? <ProfileEditor profile={profile} /> : <ProfileSkeleton />}
        </Stack>
      </Card>
    </Container>
  );
}

function ProfileEditor({ profile }: { profile: ElkUser }) {
  const [photoUrl, setPhotoUrl] = useState(profile.photoUrl);
  const [addingContact, setAddingContact] = useState(false);
  const { form, submit, saving, name, nameEmpty, textConsent } = useProfileForm(profile, photoUrl);

  // The modal sits outside the form: React events bubble through portals, and its own form must not save this one.
  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <ProfilePhoto
            person={{ userId: profile.id, name: nameEmpty ? profile.name : name }}
            photoUrl={photoUrl}
            onChange={setPhotoUrl}
            disabled={saving}
          />
          <TextInput
            {...form.register('name')}
            label="Name"
            placeholder="Your name"
            autoComplete="name"
            maxLength={NAME_MAX}
            required
            leftSection={<IconUser size={18} />}
            error={form.formState.errors.name?.message}
          />
          <Checkbox
            name="grantedTextPermission"
            checked={textConsent}
            onChange={(event) =>
              form.setValue('grantedTextPermission', event.currentTarget.checked, { shouldDirty: true })
            }
            label={CONSENT_TEXT}
            styles={{ label: { lineHeight: 1.45 } }}
          />
          <ContactMethods
            emails={profile.emails}
            phones={profile.phones}
            onAdd={() => setAddingContact(true)}
          />
          <Button type="submit" size="md" loading={saving} disabled={nameEmpty || saving}>
            Save
          </Button>
          <Divider />
          <MessageSettings />
          <Divider />
          <CoinsSection />
          <Divider />
          <CalendarFeed />
          <Divider />
          <AccountActions
            logoutDisabled={nameEmpty || saving}
            signInMethods={{ emails: profile?.emails ?? [], phones: profile?.phones ?? [] }}
          />
        </Stack>
      </form>
      <MergeModal
        opened={addingContact}
        onDismiss={() => setAddingContact(false)}
        onFinished={() => setAddingContact(false)}
      />
    </>
  );
}

function ProfileSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <Skeleton circle height={96} />
      <Skeleton height={42} />
      <Skeleton height={40} />
      <Skeleton height={42} radius="xl" />
    </Stack>
  );
}

/** The account's coins: what they are for and the balance. */
function CoinsSection() {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Coins
      </Title>
      <Text size="sm" c="dimmed">
        Coins pay for AI cover images.
      </Text>
      <CoinBalance />
    </Stack>
  );
}
