import { paths } from '@/config/paths';

/**
 * The testimonials page. Until then it showed ten written examples, every one rated 5 and
 * none from a real client: they are gone. The page now shows the rating measured from every piece of
 * feedback held, and only the reviews clients agreed to publish and the office approved.
 */
export const testimonialsContent = {
  title: 'Client Reviews',
  description:
    'Reviews from clients of our cleaning, housekeeping, ironing and childcare services, published with their agreement, and our average rating counted from every visit’s feedback.',
  heading: 'What Our Clients Say',
  lead: 'Published with each client’s agreement: their first name and town, and their own words',
  ratingLabel: (rating: number) => `Rated ${rating} out of 5`,
  listHeading: 'Reviews from our clients',
  how: {
    heading: 'How these reviews are gathered',
    points: [
      'Every client is asked for feedback after every visit, and every piece counts towards the average above, good or bad.',
      'A review appears here only if the client ticked the box agreeing to publish it and the office has read it. We never edit the words.',
      'After giving feedback, every client is invited to leave a public review elsewhere too, whatever rating they gave.',
    ],
  },
  closing: {
    title: 'Join Our Clients',
    text: 'Tell us what would make the biggest difference at home and we will send you a free, no-obligation quote.',
    action: { label: 'Get Started Today', to: paths.contact },
  },
} as const;
