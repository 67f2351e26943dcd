import { Button, type ButtonProps } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';

type CalendarButtonProps = ButtonProps & ComponentPropsWithoutRef<'button'>;

/** 'Add to calendar': the same button before the menu's code has arrived and as the menu's target after. */
export const CalendarButton = forwardRef<HTMLButtonElement, CalendarButtonProps>(
  function CalendarButton(props, ref) {
    return (
      <Button
        ref={ref}
        variant="light"
        size="compact-sm"
        leftSection={<IconCalendarPlus size={16} />}
        aria-label="Add to calendar"
        {...props}
      >
        Add to calendar
      </Button>
    );
  },
);
