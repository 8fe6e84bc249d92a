// Amplify's signOut alone, as a module `./sign-out` imports on demand.
export { signOut } from 'aws-amplify/auth';
