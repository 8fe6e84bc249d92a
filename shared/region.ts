/** Every stage runs in London (DESIGN.md §1); the local stack's clients and token issuer say the same. */
export const REGION = 'eu-west-2';
