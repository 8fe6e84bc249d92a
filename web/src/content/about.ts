import { business, policy, replyPromise } from '@shared/business';
import { HeartHandshake, MapPin, Repeat, ShieldCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import { poundsInMillions } from '@/lib/price';
import { team } from './team';

export const aboutContent = {
  title: 'About Us',
  description: `${business.name} is a local, family-run company in ${business.address.town}: DBS-checked cleaners, housekeepers, nannies and babysitters serving Hertfordshire since 2015.`,
  eyebrow: 'About us',
  heading: 'A local business, looking after local families',
  lead: `We are a ${business.address.town} company of cleaners, housekeepers, nannies and babysitters, run from a small office on the high street by people who live here too.`,
  story: {
    eyebrow: 'Our story',
    heading: 'It started with one cleaner and a notebook',
    paragraphs: [
      `${team.founder.name} started the company in 2015 with a handful of regular clients in ${business.address.town} and South Mimms. Word spread the way it does in a small town: one family told a neighbour, the neighbour told the school gate, and within two years there was a waiting list.`,
      'Parents kept asking the same question: did we know anyone who could look after the children? So in 2018 we began introducing nannies and babysitters, with the same careful vetting we use for everyone who walks into a client’s home.',
      `Today families and local businesses across Hertfordshire rely on us. We have grown, but the idea has not changed: the same familiar person every visit, a proper check on everyone we send, and an office you can phone and speak to someone who knows your name.`,
    ],
  },
  values: {
    eyebrow: 'What we believe',
    heading: 'Four things we will not compromise on',
    items: [
      {
        icon: ShieldCheck,
        title: 'Trust comes first',
        text: 'Everyone we send into your home holds an enhanced DBS certificate, renewed every year, and has been interviewed in person.',
      },
      {
        icon: Repeat,
        title: 'Consistency',
        text: 'The same cleaner, housekeeper or nanny each time, so they know your home and your children know them.',
      },
      {
        icon: HeartHandshake,
        title: 'Care for our staff',
        text: 'We pay for travel time between clients, train every new starter and keep rotas realistic. Happy staff stay, and that is what gives you consistency.',
      },
      {
        icon: MapPin,
        title: 'Staying local',
        text: `We work within about ${business.serviceRadiusMiles} miles of ${business.address.town}, so we can cover sickness and holidays quickly and get to know the area we serve.`,
      },
    ],
  },
  team: {
    eyebrow: 'The team',
    heading: 'The people behind the office phone',
    members: [team.founder, team.childcare, team.cleaning, team.clientCare],
  },
  assurances: {
    eyebrow: 'Peace of mind',
    heading: 'Our commitments to you',
    items: [
      `Public liability insurance of ${poundsInMillions(policy.publicLiabilityCoverPounds)}`,
      'Enhanced DBS checks on every member of staff, renewed annually',
      'References followed up by phone, not just read',
      'Keys coded and signed in and out of a locked cabinet',
      `Complaints investigated within ${policy.complaintInvestigationHours} hours`,
      `Email replies ${replyPromise.email}`,
    ],
  },
  closing: {
    title: 'Come and meet us',
    text: 'Whether you need a weekly clean, a babysitter for Saturday or a nanny for September, we would love to hear from you.',
    action: { label: 'Get in Touch', to: paths.contact },
  },
} as const;
