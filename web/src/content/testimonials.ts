import { claims } from '@shared/business';
import { paths } from '@/config/paths';

/** SPEC §2 and §3: ten fixed reviews, each rated 1-5 (all of ours are 5), dated in relative words. */
export interface Testimonial {
  name: string;
  location: string;
  service: string;
  rating: number;
  text: string;
  date: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Rachel H.',
    location: 'Potters Bar',
    service: 'Domestic Cleaning',
    rating: 5,
    text: 'Anna has cleaned for us every Thursday for two years. She notices the things I never get round to, like the top of the fridge and the skirting by the stairs, and she always leaves a little note if something needs replacing.',
    date: '2 weeks ago',
  },
  {
    name: 'David and Sophie K.',
    location: 'St Albans',
    service: 'Childcare',
    rating: 5,
    text: 'We met three nannies on the shortlist and felt we could not go wrong with any of them. Maria has been with us since our daughter was seven months old, and the office still checks in every few months to see how it is going.',
    date: '1 month ago',
  },
  {
    name: 'Mark T.',
    location: 'Barnet',
    service: 'Commercial Cleaning',
    rating: 5,
    text: 'Our accountancy office is cleaned three evenings a week. In eighteen months we have not once come in to an overflowing bin or a dirty kitchen, and invoicing is simple and on time.',
    date: '1 month ago',
  },
  {
    name: 'Jenny L.',
    location: 'Hatfield',
    service: 'End of Tenancy',
    rating: 5,
    text: 'Booked on a Monday for a Friday move-out. The oven looked newer than when we moved in and the letting agent returned our full deposit without a single comment on the cleaning.',
    date: '2 months ago',
  },
  {
    name: 'Priya and Sam N.',
    location: 'Welwyn Garden City',
    service: 'Babysitting',
    rating: 5,
    text: 'Finding a babysitter we trusted was our biggest worry after moving here. Chloe is calm, punctual and the children ask when she is coming again. It has given us our Saturday evenings back.',
    date: '2 months ago',
  },
  {
    name: 'Margaret W.',
    location: 'Hertford',
    service: 'Housekeeping',
    rating: 5,
    text: 'At eighty-one I cannot manage the house as I used to. My housekeeper does the cleaning, changes the beds, puts a wash on and does a bit of shopping. My son says it is the best thing we have arranged.',
    date: '3 months ago',
  },
  {
    name: 'Tom B.',
    location: 'Potters Bar',
    service: 'Ironing Service',
    rating: 5,
    text: 'Five work shirts, the children’s school uniform and whatever else is in the basket, collected on Monday and back on hangers on Wednesday. I have not switched the iron on since the spring.',
    date: '3 months ago',
  },
  {
    name: 'Helen and James R.',
    location: 'Stevenage',
    service: 'Deep Cleaning',
    rating: 5,
    text: 'We had a deep clean before our daughter’s christening with family coming to stay. Two cleaners spent most of the day here and every room sparkled. Friendly, careful and worth every penny.',
    date: '4 months ago',
  },
  {
    name: 'Olivia M.',
    location: 'North London',
    service: 'Regular Cleaning',
    rating: 5,
    text: 'I work long hours in the City and come home on Tuesday evenings to a clean flat with fresh bedding. When my usual cleaner was on holiday, the cover cleaner had already read her notes about my cat.',
    date: '5 months ago',
  },
  {
    name: 'Ahmed S.',
    location: 'Barnet',
    service: 'Childcare',
    rating: 5,
    text: 'Our after-school nanny collects both boys, makes sure homework is done and has dinner on when we get home. The vetting was thorough and we were kept informed at every step.',
    date: '6 months ago',
  },
];

export const testimonialsContent = {
  title: 'Client Reviews',
  description:
    'Real reviews from families and businesses across Hertfordshire who use our cleaning, housekeeping, ironing and childcare services.',
  heading: 'What Our Clients Say',
  lead: 'Real reviews from families across Hertfordshire',
  averageLabel: `${claims.starRating.toFixed(1)} Average Rating`,
  ratingLabel: (rating: number) => `Rated ${rating} out of 5`,
  listHeading: 'Reviews from our clients',
  closing: {
    title: 'Join Our Happy Clients',
    text: 'Tell us what would make the biggest difference at home and we will send you a free, no-obligation quote.',
    action: { label: 'Get Started Today', to: paths.contact },
  },
} as const;
