import { saveProfile } from '../../lambdas/data/profile';
import { sendEnquiry } from '../../lambdas/enquiries/service';
import type { Enquiry } from '../../shared/schemas/enquiry';
import { ensureUser } from '../emulators/provision';
import { demoAdminTotp } from './demo-totp';

export interface DemoAccounts {
  password: string;
  /** The admin signs in with an authenticator app too: `totpSecret` is its secret (base32). */
  admin: { email: string; sub: string; totpSecret: string };
  client: { email: string; sub: string };
  /** A member of the demo team with their own sign-in: Maria, the demo team's cleaner. */
  staff: { email: string; sub: string };
}

/** The demo team's member with a sign-in of their own (local/seed/team.ts). */
export const DEMO_STAFF_EMAIL = 'maria.lopez@example.com';

/** Local only: printed at start-up. DEMO_PASSWORD overrides it. */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password-2026';

export const demoUsers = async (
  cognitoUrl: string,
  pool: { userPoolId: string; clientId: string },
  dataDir: string,
): Promise<DemoAccounts> => {
  const { userPoolId } = pool;
  const admin = 'admin@example.com';
  const client = 'client@example.com';
  const staff = DEMO_STAFF_EMAIL;
  const [adminSub, clientSub, staffSub] = await Promise.all([
    ensureUser(cognitoUrl, userPoolId, {
      email: admin,
      password: DEMO_PASSWORD,
      fullName: 'Alex Admin',
      admin: true,
    }),
    ensureUser(cognitoUrl, userPoolId, { email: client, password: DEMO_PASSWORD, fullName: 'Casey Client' }),
    ensureUser(cognitoUrl, userPoolId, {
      email: staff,
      password: DEMO_PASSWORD,
      fullName: 'Maria Lopez',
      staff: true,
    }),
  ]);
  // Accounts made by an administrator skip sign-up confirmation, so their profiles are written here.
  const createdAt = new Date().toISOString();
  await saveProfile({ id: adminSub, email: admin, fullName: 'Alex Admin', createdAt });
  await saveProfile({ id: clientSub, email: client, fullName: 'Casey Client', createdAt });
  const totpSecret = await demoAdminTotp(cognitoUrl, pool, dataDir, {
    email: admin,
    password: DEMO_PASSWORD,
  });
  return {
    password: DEMO_PASSWORD,
    admin: { email: admin, sub: adminSub, totpSecret },
    client: { email: client, sub: clientSub },
    staff: { email: staff, sub: staffSub },
  };
};

const DEMO_ENQUIRIES: Enquiry[] = [
  {
    type: 'general',
    name: 'Priya Shah',
    email: 'priya.shah@example.net',
    subject: 'Fortnightly clean for a three-bedroom house',
    message:
      'Hello, we have just moved to Potters Bar and would like a quote for a fortnightly clean, ideally on Thursdays.',
  },
  {
    type: 'cleaning',
    fullName: 'Tom Bennett',
    telephone: '01632 960456',
    address: '12 Darkes Lane, Potters Bar EN6 1AA',
    email: 'tom.bennett@example.net',
    serviceRequired: 'cleaning',
    specialRequirements: 'Two cats; eco-friendly products please.',
    preferredDaysTimes: 'Weekday mornings',
  },
  {
    type: 'nanny',
    fullName: 'Grace Okafor',
    telephone: '01632 960789',
    address: '4 Church Road, Hatfield AL9 5AB',
    email: 'grace.okafor@example.net',
    serviceRequired: 'babysitting',
    specialRequirements: '',
    preferredDaysTimes: 'Friday and Saturday evenings',
    numberOfChildren: 2,
    childrenAges: '4 and 7',
    childrenGenders: 'Girl and boy',
  },
];

/** A few enquiries through the real service, so the mail viewer and admin lists have something to show. */
export const seedEnquiries = async (): Promise<void> => {
  for (const enquiry of DEMO_ENQUIRIES) await sendEnquiry(enquiry, undefined);
};
