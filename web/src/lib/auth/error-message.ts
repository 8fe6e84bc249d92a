/** The server's (or Amplify's) own words for a failure, for the toast's description; none when it has none. */
export const errorMessage = (error: unknown): string | undefined =>
  error instanceof Error && error.message.trim() !== '' ? error.message : undefined;
