import { paths } from '@/config/paths';

export const cookieContent = {
  heading: 'Your privacy',
  // Short: on a phone the banner covers the foot of the first screen until the visitor chooses.
  text: 'We store only what the site needs. With your permission we also remember small choices, such as your FAQ answers. No advertising or tracking.',
  policyLink: { label: 'Read our privacy policy', to: paths.privacy },
  accept: 'Accept',
  decline: 'Decline',
} as const;
