import { business, hours, policy, prices } from '@shared/business';
import { referralRule } from '@/content/referral-rule';
import { pounds, poundsInMillions } from '@/lib/price';
import { slugify } from '@/lib/slug';
import { areas } from './areas';
import { bookingRules } from './booking-rules';
import { serviceFacts as facts } from './service-facts';

/**
 * The FAQ: five tabs of questions. Prices and policies are read from shared/business.ts,
 * so an answer here always agrees with the service pages and the terms.
 */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: string;
  label: string;
  items: FaqItem[];
}

const item = (question: string, answer: string): FaqItem => ({ id: slugify(question), question, answer });

const townList = areas.map((area) => area.name).join(', ');

export const faqGroups: readonly FaqGroup[] = [
  {
    id: 'general',
    label: 'General Questions',
    items: [
      item(
        'Which areas do you cover?',
        `We are based in ${business.address.town} and work within about ${business.serviceRadiusMiles} miles of it: ${townList}, and the villages in between. If you are just outside that circle, ask anyway; for regular work we can often fit you in.`,
      ),
      item(
        'What services do you offer?',
        'Regular and one-off domestic cleaning, deep cleaning, end of tenancy cleaning, commercial cleaning for offices, shops and schools, housekeeping, ironing with collection and delivery, and childcare: nannies, babysitters and after-school care.',
      ),
      item(
        'When is your office open?',
        `${hours.weekdays}, ${hours.saturday} and ${hours.sunday.replace('Sun: ', 'Sunday: ')}. Outside those hours, send us a message through the contact form and we will answer when the office opens.`,
      ),
      item(
        'How quickly will you reply to me?',
        `Quote requests sent through the contact form during office hours are answered within ${policy.quoteReplyHours} hours, and emails within ${policy.emailReplyHours} hours. If you need urgent cover, call us: we can often send someone within ${facts.emergencyCoverHours} hours.`,
      ),
      item(
        'Do I need to be at home while you work?',
        'No. Many clients give us a key or a key-safe code. Keys are labelled with a reference code, never your address, and are signed in and out of a locked cabinet at our office. You are welcome to be at home if you prefer.',
      ),
      item(
        'Are you a registered company?',
        `Yes. ${business.legalName} is a limited company registered in England and Wales, based in ${business.address.town}, ${business.address.county}.`,
      ),
    ],
  },
  {
    id: 'cleaning',
    label: 'Cleaning Services',
    items: [
      item(
        'What is included in a regular clean?',
        'Kitchen worktops, hob and the outside of appliances; sinks, taps and tiles; bathrooms and toilets cleaned and disinfected; dusting of reachable surfaces, skirting boards and light switches; vacuuming and mopping of all floors; beds made or changed; bins emptied. You can swap tasks in or out as your week needs.',
      ),
      item(
        'What is the difference between a regular clean and a deep clean?',
        `A regular clean keeps a home in good order and usually takes ${facts.standardCleanHours} hours. A deep clean takes ${facts.deepCleanHours} hours and reaches what a weekly visit does not: inside the oven and fridge, limescale on taps and screens, behind and under furniture, door frames, radiators and window sills. Most new clients start with a deep clean and then move to regular visits.`,
      ),
      item(
        'Do you bring your own products and equipment?',
        'Yes: our cleaners bring a vacuum, mops, cloths and professional products. Eco-friendly products are available on request at no extra cost, and we are happy to use your own if you or someone in your home has a sensitivity.',
      ),
      item(
        'Will I have the same cleaner every time?',
        'For regular cleans, yes. The same person comes each time so they learn your home and how you like it. If they are on holiday or unwell we tell you in advance and send a cover cleaner who has read their notes.',
      ),
      item(
        'Do you clean offices, shops and schools?',
        'Yes. We clean offices, shops, surgeries, nurseries and schools, early in the morning, in the evening or at weekends so your working day is not disturbed. Every commercial contract is priced after a free visit to the premises.',
      ),
      item(
        'Do you offer end of tenancy cleaning?',
        'Yes. We work from a checklist that follows a typical inventory report, including inside the oven, the fridge and the kitchen cupboards. Book as soon as you know your move-out date, as the last week of the month fills up first.',
      ),
    ],
  },
  {
    id: 'childcare',
    label: 'Nannying/Babysitting Services',
    items: [
      item(
        'What is the difference between a nanny and a babysitter?',
        'A nanny looks after your children regularly, full-time or part-time, and becomes part of the family routine: school runs, meals, activities and bedtimes. A babysitter covers occasional hours, usually evenings or weekends, so you can go out or work.',
      ),
      item(
        'How do you vet your nannies and babysitters?',
        `Every carer has an enhanced DBS check with the children’s barred list, renewed every year. We take up at least ${facts.minimumReferences} references and speak to the referees ourselves, check their right to work and their paediatric first aid certificate, and interview each candidate in person before they join us.`,
      ),
      item(
        'How do you match a nanny with our family?',
        `We start with a conversation about your children, routines and what matters to you. We then introduce a shortlist of ${facts.nannyShortlist} nannies who fit, you meet them, and most families arrange a paid trial day before deciding.`,
      ),
      item(
        'How much notice do you need for a babysitter?',
        `We recommend at least ${policy.babysittingNoticeHours} hours' notice, and bookings are for a minimum of ${policy.minimumBabysittingHours} hours. For regular evenings we keep the same sitter wherever we can. Short-notice requests are worth a call: we often manage them.`,
      ),
      item(
        'Can your nannies care for babies and newborns?',
        'Yes. Several of our nannies have newborn and maternity experience. Tell us your baby’s age when you enquire and we will only introduce carers with the right experience.',
      ),
      item(
        'Who employs the nanny?',
        'Babysitters and temporary nannies are arranged and invoiced through us. If you take on a nanny permanently, most families become the nanny’s employer, with payroll and pension duties; we will talk you through it, and GOV.UK’s guidance is on our Resources page.',
      ),
    ],
  },
  {
    id: 'pricing',
    label: 'Pricing & Booking',
    items: [
      item(
        'How much does cleaning cost?',
        `Domestic cleaning starts from ${pounds(prices.domesticPerHour)} per hour, with a ${policy.minimumCleaningHours}-hour minimum per visit. Deep cleaning starts from ${pounds(prices.deepCleanPerHour)} per hour and housekeeping from ${pounds(prices.housekeepingPerHour)} per hour. Commercial cleaning is quoted after a free site visit. Our instant price page gives the price of a visit at once, every charge included.`,
      ),
      item(
        'How much do nannies and babysitters cost?',
        `Nannies start from ${pounds(prices.nannyPerHour)} per hour. Babysitting starts from ${pounds(prices.babysittingPerHour)} per hour, with a minimum booking of ${policy.minimumBabysittingHours} hours. The price is the hourly rate times the hours booked; our instant price page shows it at once.`,
      ),
      item(
        'How is ironing priced?',
        `Either by time, from ${pounds(prices.ironingPerHour)} per hour, or by the item, from ${pounds(prices.ironingPerItem)}. Weekly customers get ${prices.ironingWeeklyDiscountPercent}% off and fortnightly customers ${prices.ironingFortnightlyDiscountPercent}% off, and your first order is ${prices.ironingFirstOrderDiscountPercent}% off. Collection and delivery are included.`,
      ),
      item(
        'Is there a minimum charge?',
        `There is no minimum charge, only minimum booking lengths: ${policy.minimumCleaningHours} hours for cleaning and ${policy.minimumBabysittingHours} hours for babysitting.`,
      ),
      item(
        'How and when do I pay?',
        'One-off services are paid on completion; regular services are invoiced monthly. You can pay by bank transfer or by card. Prices include VAT where it applies.',
      ),
      item(
        'What if I need to cancel or move a visit?',
        `${bookingRules.cancellation} ${bookingRules.moving} You can do both from your bookings in the client portal.`,
      ),
      item('When can I book online?', `${bookingRules.hours} ${bookingRules.notice}`),
      item('Can I book regular visits?', bookingRules.regular),
      item('Do you charge more on bank holidays?', `Yes. ${bookingRules.bankHolidays}`),
      item(
        'Do you reward referrals?',
        `Yes. ${referralRule.full} Your code and link are on the Refer & Earn card in the client portal.`,
      ),
      item(
        'How do I book?',
        'Clients book online in the client portal: log in (Login / Sign Up), choose Book Now and pick the service, the date, the start time and how many hours you need. New to us? Create an account on the same page, or send us a message through the contact page, register for cleaning or childcare with the short forms linked there, or call the office. We confirm every booking in writing.',
      ),
    ],
  },
  {
    id: 'trust',
    label: 'Trust & Safety',
    items: [
      item(
        'Are your staff DBS checked?',
        'Yes, all of them: cleaners, housekeepers, nannies and babysitters hold enhanced DBS certificates, which we renew every year.',
      ),
      item(
        'Are you insured?',
        `Yes. We hold public liability insurance of ${poundsInMillions(policy.publicLiabilityCoverPounds)}, and all our work is covered by it.`,
      ),
      item(
        'What happens if something is damaged?',
        `Accidents are rare, but tell us as soon as you can. Put it in writing within ${policy.complaintWithinDays} days and we will look into it within ${policy.complaintInvestigationHours} hours and, where we are responsible, put it right or claim on our insurance.`,
      ),
      item(
        'How do you handle complaints?',
        `Write to us within ${policy.complaintWithinDays} days of the visit. We start investigating within ${policy.complaintInvestigationHours} hours and send you a written response within ${policy.complaintResponseDays} days. Most concerns are settled with a phone call long before that.`,
      ),
      item(
        'What do other clients say about you?',
        'We ask every client for feedback after each visit, whatever it was like. Our testimonials page shows the average of every rating we hold and how many there are, counted from the records, and the reviews clients agreed to publish, with their first name and town. After giving feedback, every client is also invited to leave a public review, good or bad.',
      ),
      item(
        'Are your products safe around children and pets?',
        'We use products that are safe when used as directed and keep them out of reach while we work. If you prefer, we will use plant-based, eco-friendly products throughout your home.',
      ),
    ],
  },
];
