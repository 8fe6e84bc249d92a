import { paths } from '@/config/paths';

export const cookieContent = {
  heading: 'Your privacy',
  text: 'We only store what this site needs to work. With your permission we will also remember small choices you make here, such as your answers to “Was this helpful?” on the FAQ. We use no advertising or tracking cookies.',
  policyLink: { label: 'Read our privacy policy', to: paths.privacy },
  accept: 'Accept',
  decline: 'Decline',
} as const;
