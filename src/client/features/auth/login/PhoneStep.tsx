import { useMutation } from '@tanstack/react-query';
import { type Dispatch, type FormEvent, useState } from 'react';
import { MSG } from '../../../../shared/common/copy';
import type { LoginEvent } from '../../../../shared/auth/loginState';
import { parsePhone } from '../../../../shared/common/phone';
import { PhoneInput } from '../../../app/ui/PhoneInput';
import { useTRPC } from '../../../app/lib/trpc';
import { ContactStep, sendSignInCode } from './ContactStep';
import { lastSignInPhone } from './lastContact';

type Props = {
  heading: { title: string; subtitle: string };
  initialPhone: string;
  busy: boolean;
  error: string | null;
  loginState: string | null;
  dispatch: Dispatch<LoginEvent>;
};

/** Page 1 "Phone": a number to text a sign-in code to. */
export function PhoneStep({ initialPhone, dispatch, ...step }: Props) {
  const trpc = useTRPC();
  const sendCode = useMutation(trpc.auth.sendPhoneSignInCode.mutationOptions());
  // The number of this sign-in when coming back to this page, else the one last used on this browser.
  const [phone, setPhone] = useState(() => initialPhone || lastSignInPhone());
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePhone(phone);
    if (!parsed.ok) {
      setFieldError(MSG.invalidPhone);
      return;
    }
    setFieldError(null);
    await sendSignInCode(dispatch, () => sendCode.mutateAsync({ phoneNumber: parsed.e164 }), {
      channel: 'phone',
      address: parsed.e164,
      display: parsed.display,
    });
  };

  return (
    <ContactStep
      {...step}
      dispatch={dispatch}
      onSubmit={submit}
      submitLabel="Continue with Phone"
      switchTo="email"
      field={
        <PhoneInput
          name="phone"
          label="Phone number"
          value={phone}
          onChange={(value) => {
            setPhone(value);
            if (fieldError) setFieldError(null);
          }}
          autoFocus
          error={fieldError}
        />
      }
    />
  );
}
