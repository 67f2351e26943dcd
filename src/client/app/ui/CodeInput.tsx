import { type MantineSize, PinInput, useMatches } from '@mantine/core';
import { forwardRef } from 'react';
import { SIGN_IN_CODE_LENGTH } from '../../../shared/constants';
import classes from './CodeInput.module.css';

const COMPLETE_CODE = new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`);

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Called with all six digits as soon as the sixth is typed or pasted (auto-submit). */
  onComplete: (code: string) => void;
  disabled?: boolean;
  error?: boolean;
};

/**
 * Six single-digit boxes (spec section 5): typing moves to the next box, backspace to the previous one,
 * pasting six digits fills them all, and the sixth digit submits. The phone's one-time-code autofill works too.
 */
export const CodeInput = forwardRef<HTMLInputElement, Props>(function CodeInput(
  { value, onChange, onComplete, disabled, error },
  ref,
) {
  const size = useMatches<MantineSize>({ base: 'md', sm: 'lg' });
  return (
    <PinInput
      ref={ref}
      length={SIGN_IN_CODE_LENGTH}
      type="number"
      size={size}
      gap={8}
      value={value}
      onChange={(next) => {
        onChange(next);
        // Not PinInput's onComplete: it stays silent after the boxes are cleared from outside (a wrong code).
        if (COMPLETE_CODE.test(next)) onComplete(next);
      }}
      oneTimeCode
      autoFocus
      placeholder=""
      disabled={disabled}
      error={error}
      className={classes.root}
      classNames={{ input: classes.input }}
      getInputProps={(index) => ({ 'aria-label': `Digit ${index + 1}` })}
    />
  );
});
