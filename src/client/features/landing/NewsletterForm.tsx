import { type FormEvent, useId, useState } from 'react';
import { isValidEmail } from '../../../shared/common/email';
import { MSG } from '../../../shared/common/copy';
import { NEWSLETTER_COPY } from '../../../shared/landing/copy';
import { errorMessage } from '../../app/lib/errors';
import { notify } from '../../app/lib/notify';
import { useSubscribeNewsletter } from './queries';
import classes from './Welcome.module.css';

/** The footer's newsletter signup: checked with the spec's e-mail rule here and again on the server. */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const subscribe = useSubscribeNewsletter();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setProblem(MSG.invalidEmail);
      return;
    }
    setProblem(null);
    subscribe.mutate(
      { emailAddress: email },
      {
        onSuccess: () => {
          setDone(true);
          setEmail('');
          notify.info(NEWSLETTER_COPY.checkInbox);
        },
        onError: (error) => setProblem(errorMessage(error, MSG.somethingWentWrongTryAgain)),
      },
    );
  };

  return (
    <form className={classes.newsletter} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={classes.footerTitle}>
        {NEWSLETTER_COPY.title}
      </h2>
      <p className={classes.footerText}>{NEWSLETTER_COPY.lead}</p>
      {done ? (
        <p role="status" className={classes.newsletterDone}>
          {NEWSLETTER_COPY.checkInbox}
        </p>
      ) : (
        <>
          <div className={classes.newsletterRow}>
            <label htmlFor={`${id}-email`} className={classes.visuallyHidden}>
              {NEWSLETTER_COPY.label}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              className={classes.input}
              placeholder={NEWSLETTER_COPY.placeholder}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-error` : undefined}
              maxLength={128}
            />
            <button type="submit" className={classes.submit} disabled={subscribe.isPending}>
              {NEWSLETTER_COPY.submit}
            </button>
          </div>
          {problem && (
            <p id={`${id}-error`} role="alert" className={classes.inputError}>
              {problem}
            </p>
          )}
        </>
      )}
    </form>
  );
}
