import { Textarea, type TextareaProps } from '@mantine/core';
import type { Ref } from 'react';
import { BLAST_MAX } from '../../../shared/constants';

/**
 * The "Message" box of the blast form and the private reply: grows to ten rows, takes the focus when its
 * modal opens, and counts characters against the 1000 limit (`length`), the counter above any error.
 */
export function MessageTextarea({
  length,
  ...props
}: Omit<TextareaProps, 'description'> & { length: number; ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <Textarea
      size="md"
      label="Message"
      autosize
      minRows={4}
      maxRows={10}
      data-autofocus
      description={`${length}/${BLAST_MAX}`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
    />
  );
}
