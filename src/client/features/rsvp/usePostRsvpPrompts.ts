import { shouldNudgeToAddEmail, textPermissionSettled } from '../../../shared/accounts/mergeNudge';
import { postRsvpPrompt } from '../../../shared/rsvp/rules';
import {
  appPromptShownThisVisit,
  hasAppSaid,
  rememberAppPromptShown,
  textPermissionAskedBefore,
  useAppStoreLinks,
  useProfileQuery,
} from '../accounts';

/**
 * The prompt due after an answer, skipping those already shown. Signed in, the account decides (spec
 * section 4): its phone, its text permission and whether it was ever asked, and the merge nudge ('RSVP
 * received'); a guest without an account is asked about the phone they answered with, once per device.
 */
export function usePostRsvpPrompts({ signedIn, answering }: { signedIn: boolean; answering: boolean }) {
  const profile = useProfileQuery({ enabled: signedIn });
  // The app-download prompt needs a store page to offer (site settings; none configured, no prompt). Asked for
  // once the guest starts answering, which is the only time it can be due.
  const storeLinks = useAppStoreLinks({ enabled: answering });

  const nextPrompt = (answeredWithPhone: boolean, shown: { profile?: boolean; text?: boolean } = {}) => {
    const account = signedIn ? (profile.data?.elkUser ?? null) : null;
    const due = postRsvpPrompt({
      nudgeToAddEmail: !shown.profile && shouldNudgeToAddEmail(account, Date.now()),
      hasPhone: signedIn ? (account?.phones.length ?? 0) > 0 : answeredWithPhone,
      textPermissionAsked:
        Boolean(shown.text) ||
        (signedIn ? !account || textPermissionSettled(account) : textPermissionAskedBefore()),
      hasApp: hasAppSaid(),
      appPromptShownThisVisit: appPromptShownThisVisit(),
      storeLinks: storeLinks.data,
    });
    if (due === 'appDownload') rememberAppPromptShown();
    return due;
  };

  return { nextPrompt, storeLinks: storeLinks.data ?? null };
}
