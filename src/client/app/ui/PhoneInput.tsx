import { TextInput, type TextInputProps } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { formatPhoneInput } from '../../../shared/common/phone';

type Props = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A phone field that drops characters a number never has and formats it as it is typed (US by default). */
export const PhoneInput = forwardRef<HTMLInputElement, Props>(function PhoneInput(
  { value, onChange, ...props },
  ref,
) {
  return (
    <TextInput
      ref={ref}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="(555) 555-5555"
      leftSection={<IconPhone size={18} />}
      {...props}
      value={value}
      onChange={(event) => onChange(formatPhoneInput(event.currentTarget.value))}
    />
  );
});
