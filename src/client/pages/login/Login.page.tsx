import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_ENUM } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { loginTarget } from '../../../shared/rules/loginRedirect';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { getDeviceId } from '../../lib/deviceId';
import { errorMessage } from '../../lib/errors';
import { log } from '../../lib/log';
import { useSession } from '../../lib/session';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { CodeStep } from './CodeStep';
import { EmailStep } from './EmailStep';
import { LoginStepError } from './loginStepError';
import { NameStep } from './NameStep';

type Step = { page: 'email' } | { page: 'code'; sentTo: string; sentAt: number } | { page: 'name' };

/**
 * /login: e-mail → code → (name for a new account) → back to the place in `s`, or '/'.
 * A signed-in user with a profile is sent on at once; one without a profile gets the name step.
 */
export function LoginPage() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const encodedState = searchParams.get('s');
  const { target, problem } = loginTarget(encodedState);
  const { session, isPending } = useSession();
  const [step, setStep] = useState<Step>({ page: 'email' });
  const [email, setEmail] = useState('');
  const [finishing, setFinishing] = useState(false);

  useEffect(() => {
    if (encodedState && problem) log.warn(`Login state ignored (${problem}); returning to / after login`);
  }, [encodedState, problem]);

  const finish = async () => {
    setFinishing(true);
    await queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
    navigate(target, { replace: true });
  };

  const onVerified = async (signInToken: string) => {
    try {
      await client.auth.authenticate.mutate({
        deviceId: getDeviceId(),
        verifiedEmailAddress: email,
        firebaseIDToken: signInToken,
        timestamp: Math.floor(Date.now() / 1000),
        product: PRODUCT_ENUM,
        platform: 'WEB',
      });
    } catch (cause) {
      log.error('Authenticate failed', cause);
      throw new LoginStepError(errorMessage(cause, MSG.authenticateFailed));
    }
    let hasProfile: boolean;
    try {
      const answer = await queryClient.fetchQuery({
        ...trpc.users.getHasElkProfile.queryOptions(),
        staleTime: 0,
      });
      hasProfile = answer.existingElkProfile;
    } catch (cause) {
      log.error('Account check failed', cause);
      throw new LoginStepError(MSG.authenticateFailed);
    }
    if (hasProfile) await finish();
    else setStep({ page: 'name' });
  };

  if (finishing) return <PageLoader />;
  if (isPending && step.page === 'email') return <PageLoader />;
  if (session?.hasProfile && step.page === 'email') return <Navigate to={target} replace />;
  if (step.page === 'name' || (session && !session.hasProfile)) return <NameStep onCreated={finish} />;
  if (step.page === 'code') {
    return (
      <CodeStep
        sentTo={step.sentTo}
        sentAt={step.sentAt}
        onVerified={onVerified}
        onResent={(sentAt) => setStep({ ...step, sentAt })}
        onBack={() => setStep({ page: 'email' })}
      />
    );
  }
  return (
    <EmailStep
      initialEmail={email}
      onSent={(sentTo) => {
        setEmail(sentTo);
        setStep({ page: 'code', sentTo, sentAt: Date.now() });
      }}
    />
  );
}
