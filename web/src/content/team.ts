/** The people visitors meet on the About page and as blog authors (fictional, like the company's details). */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export const team = {
  founder: {
    name: 'Sarah Mitchell',
    role: 'Founder & Director',
    bio: 'Sarah cleaned and ran households across South Mimms and Potters Bar for eight years before starting the company. She still visits new clients herself and reads every piece of feedback.',
  },
  childcare: {
    name: 'Priya Sharma',
    role: 'Childcare Coordinator',
    bio: 'A former nursery room leader with a Level 3 Diploma in Early Years, Priya interviews every nanny and babysitter we place and matches them with families.',
  },
  cleaning: {
    name: 'Tom Bennett',
    role: 'Cleaning Operations Manager',
    bio: 'Tom trains our cleaners, plans the rotas and carries out spot checks, so a regular clean in week fifty is as thorough as the one in week one.',
  },
  clientCare: {
    name: "Helen O'Connor",
    role: 'Client Care Manager',
    bio: 'Helen answers most of the calls and emails we receive. If you need to move a booking, change a key arrangement or raise a concern, she is the person who sorts it out.',
  },
} as const satisfies Record<string, TeamMember>;
