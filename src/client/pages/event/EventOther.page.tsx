import { ComingSoon } from '../../components/ComingSoon/ComingSoon';

// The cohost pages are built by a later issue; this placeholder keeps their routes working meanwhile.
export function EventOtherPage() {
  return <ComingSoon title="Almost there">This party page is coming soon.</ComingSoon>;
}
