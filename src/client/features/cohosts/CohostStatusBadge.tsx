import { Badge } from '@mantine/core';
import { cohostStatusColor, cohostStatusLabel } from '../../../shared/cohosts/rules';
import type { CohostStatus } from '../../../shared/cohosts/schema';

/** Spec section 4: pending, failed, success shown as SENT, accepted, declined. */
export function CohostStatusBadge({ status }: { status: CohostStatus }) {
  return (
    <Badge
      color={cohostStatusColor(status)}
      variant={status === 'accepted' ? 'filled' : 'light'}
      radius="sm"
      data-testid="cohost-status"
    >
      {cohostStatusLabel(status)}
    </Badge>
  );
}
