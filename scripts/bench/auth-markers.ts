/**
 * Strings that survive minification and come only from the Amplify auth library: its user-agent
 * product name and package scope, the text of its "not configured" errors, the Cognito API target its
 * service client sends, and a storage key of its sign-in flow. Our own session hint (which reads
 * Amplify's storage keys without loading Amplify) uses none of them.
 */
export const AUTH_MARKERS = [
  'aws-amplify',
  '@aws-amplify/',
  'Amplify.configure',
  'AWSCognitoIdentityProviderService.',
  'amplify-signin-with-hostedUI',
] as const;

/** The markers found in one script's text. */
export const authMarkersIn = (source: string): string[] =>
  AUTH_MARKERS.filter((marker) => source.includes(marker));
