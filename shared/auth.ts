/**
 * Password rule (DESIGN.md §7, NIST SP 800-63B): at least this many characters, no composition rules.
 * The user pool, the local pool and the sign-up form all read it.
 */
export const PASSWORD_MIN_LENGTH = 8;
