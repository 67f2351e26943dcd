import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { type ElkUser, profileFormSchema } from '../../../../shared/accounts/schema';
import { errorMessage } from '../../../app/lib/errors';
import { log } from '../../../app/lib/log';
import { notify } from '../../../app/lib/notify';
import { useTRPC } from '../../../app/lib/trpc';
import { useProfileSaved } from '../queries';

type ProfileForm = z.output<typeof profileFormSchema>;

/** The profile's name and text consent as a form, saved (with a changed `photoUrl`) by its submit. */
export function useProfileForm(profile: ElkUser, photoUrl: ElkUser['photoUrl']) {
  const trpc = useTRPC();
  const profileSaved = useProfileSaved();
  const save = useMutation(trpc.accounts.updateElkUser.mutationOptions());
  const form = useForm<z.input<typeof profileFormSchema>, unknown, ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: profile.name ?? '', grantedTextPermission: profile.grantedTextPermission },
  });
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  // Controlled: Mantine draws the tick from its `checked` prop, not from the DOM state a form library sets.
  const textConsent = useWatch({ control: form.control, name: 'grantedTextPermission' });

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        elkUser: {
          name: values.name,
          grantedTextPermission: values.grantedTextPermission,
          ...(photoUrl !== profile.photoUrl ? { photoUrl } : {}),
        },
      });
      await profileSaved(saved);
      form.reset({
        name: saved.elkUser.name ?? '',
        grantedTextPermission: saved.elkUser.grantedTextPermission,
      });
      notify.info('Profile saved.');
    } catch (cause) {
      log.warn('Saving the profile failed', cause);
      notify.error(errorMessage(cause, 'Sorry, something went wrong saving your profile. Please try again.'));
    }
  });

  return { form, submit, saving: save.isPending, name, nameEmpty: name.trim() === '', textConsent };
}
