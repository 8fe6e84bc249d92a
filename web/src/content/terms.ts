import { business, policy } from '@shared/business';
import { paths } from '@/config/paths';
import { pounds, poundsInMillions } from '@/lib/price';
import { bookingRules } from './booking-rules';
import type { LegalSection } from './legal';

const cover = poundsInMillions(policy.publicLiabilityCoverPounds);

/**
 * The terms and conditions : seventeen sections numbered 1-17 in order,
 * every figure read from shared/business.ts.
 */
export const termsContent = {
  title: 'Terms & Conditions',
  description: `The terms on which ${business.legalName} provides cleaning, housekeeping, ironing and childcare services: bookings, prices, cancellations, liability and complaints.`,
  eyebrow: 'Legal',
  heading: 'Terms & Conditions',
  lead: 'The agreement between you and us whenever you book one of our services. We have kept it as plain as we can; please read it before you book.',
  updatedLabel: 'Last updated',
  summary: {
    heading: 'The short version',
    items: [
      `Cancel with ${policy.cancellationNoticeHours} hours' notice and there is no charge.`,
      `Prices only change with ${policy.priceChangeNoticeDays} days' written notice.`,
      `Regular services stop with ${policy.regularTerminationNoticeWeeks} weeks' notice; one-off services need none.`,
      `Every visit is covered by ${cover} public liability insurance.`,
      `Complaints are investigated within ${policy.complaintInvestigationHours} hours.`,
      `Online bookings have a ${policy.coolingOffDays}-day cooling-off period.`,
    ],
  },
  navHeading: 'Quick navigation',
  expandHint: 'Select a section to open it; select it again to close it. One section opens at a time.',
  versionLabel: 'Version',
  version: policy.termsVersion,
  sections: [
    {
      id: 'agreement',
      title: 'Agreement',
      blocks: [
        `These terms form the agreement between you, the client, and ${business.legalName} ("we", "us") for every service we provide. They apply from the moment we confirm a booking, whether you booked online, by email, by phone or in person.`,
        'If anything in a written quote or booking confirmation differs from these terms, the quote or confirmation applies to that booking.',
      ],
    },
    {
      id: 'services',
      title: 'Our services',
      blocks: [
        `We provide domestic and commercial cleaning, deep and end of tenancy cleaning, housekeeping, ironing with collection and delivery, and nannying and babysitting, within about ${business.serviceRadiusMiles} miles of ${business.address.town}.`,
        'The tasks included in each service are those in our published checklists or agreed with you in writing. Additional tasks can be added by agreement and may change the time needed.',
      ],
    },
    {
      id: 'bookings',
      title: 'Bookings',
      blocks: [
        [
          'Every booking is confirmed in writing, by email or through the client portal.',
          bookingRules.hours,
          bookingRules.notice,
          bookingRules.minimums,
          bookingRules.regular,
        ],
        'We will always try to send the same member of staff. If they are unavailable, we will tell you and offer a suitable replacement or a new time.',
      ],
    },
    {
      id: 'pricing',
      title: 'Pricing and payment',
      blocks: [
        [
          'Prices are as shown on our website or in your written quote, and include VAT where applicable.',
          'There is no minimum charge; you pay for the time booked, subject to the minimum visit lengths above.',
          `Prices are reviewed annually, and we give at least ${policy.priceChangeNoticeDays} days' written notice of any change.`,
          bookingRules.bankHolidays,
          'One-off services are paid on completion. Regular services are invoiced monthly.',
          'We accept bank transfer and card payments.',
          `Late payments may incur interest at ${policy.latePaymentInterestPercentAboveBase}% a year above the Bank of England base rate.`,
        ],
      ],
    },
    {
      id: 'cancellations',
      title: 'Cancellations',
      blocks: [
        [
          bookingRules.cancellation,
          `If we cannot get in when we arrive, ${policy.veryLateCancellationChargePercent}% is payable.`,
          bookingRules.moving,
        ],
        'If we have to cancel, we will give you as much notice as possible and either rearrange at a time that suits you or not charge for the visit.',
      ],
    },
    {
      id: 'your-responsibilities',
      title: 'Your responsibilities',
      blocks: [
        [
          'Give us safe access at the agreed time, by being at home or by providing a key or code.',
          'Provide running water, electricity and adequate heating and lighting.',
          'Tell us about any hazards, fragile or valuable items, and any surfaces that need special care.',
          'Keep pets secure if they may be distressed by, or a danger to, our staff.',
          `If a key you have given us needs replacing or re-cutting at your request, a fee of ${pounds(policy.keyReplacementFee)} applies.`,
        ],
      ],
    },
    {
      id: 'our-responsibilities',
      title: 'Our responsibilities',
      blocks: [
        [
          'Provide our services with reasonable care and skill, by trained staff.',
          'Make sure every member of staff holds an enhanced DBS certificate, renewed annually, and has been referenced and interviewed.',
          'Keep your keys, codes and personal information secure and confidential.',
          'Arrange cover for holidays and sickness wherever we can.',
        ],
      ],
    },
    {
      id: 'insurance-liability',
      title: 'Insurance and liability',
      blocks: [
        `We hold public liability insurance of ${cover}. Our maximum liability for any one claim is ${poundsInMillions(policy.publicLiabilityCoverPounds)}.`,
        `Please report any damage or loss in writing within ${policy.complaintWithinDays} days of the visit. We are not liable for normal wear and tear, existing damage, or damage caused by faulty fixtures, fittings or appliances, or by following your instructions.`,
        'Nothing in these terms limits our liability for death or personal injury caused by our negligence, or for anything else that cannot be limited by law.',
      ],
    },
    {
      id: 'health-safety',
      title: 'Health and safety',
      blocks: [
        'Our staff follow our health and safety procedures and the COSHH regulations for cleaning products. They may refuse tasks they consider unsafe, such as working at height without suitable equipment, moving heavy furniture alone, or cleaning up hazardous waste.',
      ],
    },
    {
      id: 'childcare',
      title: 'Childcare',
      blocks: [
        [
          'Before care starts, you will give the carer emergency contacts, details of allergies and medical needs, and your routines.',
          'Carers give medication only with your written consent and instructions.',
          'You will tell us promptly about anything that may affect your child’s safety or wellbeing.',
          'Our staff have a legal duty to report safeguarding concerns to the appropriate authorities.',
        ],
        'If you employ a nanny directly after an introduction from us, you are their employer and responsible for their pay, tax and pension.',
      ],
    },
    {
      id: 'confidentiality',
      title: 'Confidentiality',
      blocks: [
        'Our staff keep everything they see and hear in your home confidential, except where the law requires otherwise. We handle your personal information as described in our Privacy Policy.',
      ],
    },
    {
      id: 'complaints',
      title: 'Complaints',
      blocks: [
        [
          `Please make any complaint in writing within ${policy.complaintWithinDays} days of the service.`,
          `We will begin investigating within ${policy.complaintInvestigationHours} hours.`,
          `We will send you a written response within ${policy.complaintResponseDays} days.`,
        ],
        'Where we are at fault, we will put things right, for example by returning to repeat the work at no charge.',
      ],
    },
    {
      id: 'termination',
      title: 'Ending a service',
      blocks: [
        `You may end a regular service by giving ${policy.regularTerminationNoticeWeeks} weeks' notice. One-off services need no notice beyond the cancellation terms above.`,
        'We may end a service if invoices remain unpaid, if our staff are treated unacceptably, or if the working conditions are unsafe. We will give notice where we reasonably can.',
      ],
    },
    {
      id: 'consumer-rights',
      title: 'Your consumer rights',
      blocks: [
        `If you book online or by phone, you have ${policy.coolingOffDays} days from the booking to cancel without giving a reason. If you ask us to start within that period, you will pay for the service provided up to the time you cancel.`,
        'These terms do not affect your statutory rights under the Consumer Rights Act 2015.',
      ],
    },
    {
      id: 'dispute-resolution',
      title: 'Alternative dispute resolution',
      blocks: [
        'If you are not satisfied with our response to a complaint, you may refer it to an alternative dispute resolution provider; we will tell you which one in our final response. Citizens Advice can also help with consumer disputes. You may also go to court.',
      ],
    },
    {
      id: 'contact-information',
      title: 'Contact information',
      blocks: [
        [
          `Company: ${business.legalName}, registered in ${business.registration.jurisdiction}, company number ${business.registration.companyNumber}`,
          `Registered office and address: ${business.registration.registeredOffice}`,
          `Email: ${business.email}`,
          `Telephone: ${business.phone}`,
          `Website: ${business.website.replace(/^https?:\/\//, '')}`,
        ],
      ],
    },
    {
      id: 'acceptance',
      title: 'Acceptance',
      blocks: [
        'By booking a service with us you accept these terms. We may update them from time to time; the version and date on this page show which apply, and the terms in force when you book apply to that booking.',
      ],
    },
  ] satisfies LegalSection[],
  privacyLink: { label: 'Read our Privacy Policy', to: paths.privacy },
} as const;
