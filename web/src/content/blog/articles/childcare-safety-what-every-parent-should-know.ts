import type { Article } from '@/content/blog/article';

export const article: Article = {
  leadIn:
    'Handing your children to someone new is one of the biggest decisions a parent makes. A good agency does much of the checking for you, but it helps to know what the checks actually show, which questions to ask and what every carer should know before they are left in charge. This is the guidance our childcare coordinator gives every family we work with.',
  body: [
    { type: 'heading', text: 'What a DBS check does, and does not, tell you' },
    {
      type: 'paragraph',
      text: 'The Disclosure and Barring Service issues criminal record certificates at several levels. For anyone caring for children, the right one is an enhanced certificate with a check of the children’s barred list. It shows spent and unspent convictions, cautions, any relevant information held by the police, and whether the person is barred from working with children.',
    },
    {
      type: 'paragraph',
      text: 'A certificate is only accurate on the day it was issued. Ask to see the original, check the date and the name, and ask whether the carer subscribes to the DBS Update Service, which lets an employer check online that nothing new has been added. We renew checks for all our staff every year.',
    },
    { type: 'heading', text: 'References: always make the call' },
    {
      type: 'paragraph',
      text: 'Written references are easy to write and hard to verify. Ask for at least two from previous childcare roles and speak to the referees yourself. Specific questions get honest answers: how long did they work for you, how old were the children, why did they leave, and would you employ them again?',
    },
    { type: 'heading', text: 'Questions worth asking at interview' },
    {
      type: 'list',
      items: [
        'What would you do if my child had a high temperature and was unusually drowsy?',
        'How do you handle tantrums, and what would you never do?',
        'How would you keep a toddler safe at the park, or near water?',
        'What did a typical day look like in your last role?',
        'How would you tell me about something that went wrong?',
        'How do you feel about screen time, snacks and outings?',
      ],
    },
    {
      type: 'paragraph',
      text: 'Listen for practical, calm answers rather than perfect ones. Experienced carers talk about routines, communication and prevention, not just rules.',
    },
    { type: 'heading', text: 'Ofsted registration and help with costs' },
    {
      type: 'paragraph',
      text: 'Nannies who work in your home do not have to be registered with Ofsted, but many join the voluntary part of the Childcare Register. Registration confirms basic checks, first aid and insurance, and it matters financially: you can only pay a nanny through Tax-Free Childcare, or claim help with childcare costs through Universal Credit, if they are registered. GOV.UK explains the schemes in detail.',
    },
    { type: 'heading', text: 'Paediatric first aid is non-negotiable' },
    {
      type: 'paragraph',
      text: 'Every nanny and babysitter should hold a current paediatric first aid certificate, which needs renewing every three years. It covers choking, CPR for babies and children, allergic reactions, burns, head injuries and recognising serious illness such as meningitis or sepsis. Ask to see the certificate and check the expiry date.',
    },
    { type: 'heading', text: 'Safer sleep for babies' },
    {
      type: 'paragraph',
      text: 'If your carer will put a baby down to sleep, make sure they follow the same safer-sleep advice you do, as set out by The Lullaby Trust:',
    },
    {
      type: 'list',
      items: [
        'Always on their back, in a clear, flat cot with no pillows, bumpers or soft toys.',
        'Feet to the foot of the cot, with blankets no higher than the shoulders.',
        'A room temperature of around 16 to 20°C.',
        'Never asleep on a sofa or armchair with an adult.',
      ],
    },
    { type: 'heading', text: 'Set your carer up to succeed' },
    {
      type: 'paragraph',
      text: 'Even the best carer needs information. Before their first day, leave a short written sheet covering:',
    },
    {
      type: 'list',
      items: [
        'Emergency contacts, your GP surgery and your address written out in full for a 999 call.',
        'Allergies, medicines and how and when to give them.',
        'Routines for meals, naps and bedtime, and any house rules.',
        'Where the first aid kit, fuse box and spare keys are kept.',
        'Which friends and relatives may collect the children, and a password for anyone else.',
      ],
    },
    {
      type: 'paragraph',
      text: 'A paid trial day, with you at home for part of it, lets everyone settle in. Agree how you will hear about the day, whether that is a notebook, a message at lunchtime or a chat at handover.',
    },
    {
      type: 'tip',
      title: 'Trust your instincts',
      text: 'Checks and certificates matter, but so does the feeling you get when you watch someone with your child. If something does not sit right, say so. A good agency will always listen, and will find someone else if the match is not right.',
    },
  ],
};
