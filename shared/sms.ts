/**
 * Text messages: the UK mobile numbers clients opt in with, and the GSM-7 alphabet a text
 * must keep to so one segment holds 160 characters. Declared once: the profile schema, the sender,
 * the local stand-in and the tests read this.
 */

/** How long one GSM-7 segment is; a text with any other character is UCS-2, 70 a segment. */
export const SMS_SEGMENT_GSM7 = 160;

/**
 * The sender ID a text shows in place of a number: UK alphanumeric IDs are up to 11 letters and digits,
 * with at least one letter, and need no pre-registration (docs/runbook.md, "Text messages").
 * Capitals only: CloudFormation's AWS::SMSVOICE::SenderId allows no lower case (`^[A-Z0-9_-]+$`).
 */
export const SMS_SENDER_ID = 'PBHOMESVCS';

/** What End User Messaging is told a text is: service messages only (PECR), never marketing. */
export const SMS_MESSAGE_TYPE = 'TRANSACTIONAL';

/** The reasons a text was not sent that the outbox records on the notice (its `lastError`). */
export const TEXT_NOT_SENT = {
  /** The client's switch is off (or their mobile is gone) at send time, or the provider's opt-out list holds the number. */
  optedOut: 'opted_out',
} as const;

/**
 * A UK mobile number as people write it (`07700 900123`, `+44 (0)7700-900123`, `0044 7700 900123`) in
 * E.164 (`+447700900123`), or undefined when it is not one: UK mobiles are 07 and nine more digits.
 */
export const normaliseUkMobile = (value: string): string | undefined => {
  const compact = value.replace(/[\s().-]/g, '');
  const national = compact.replace(/^(\+44|0044)0?/, '0');
  return /^07\d{9}$/.test(national) ? `+44${national.slice(1)}` : undefined;
};

/** `+447700900123` → `07700 900123`: how the portal shows a number back. */
export const displayUkMobile = (e164: string): string => {
  const national = `0${e164.slice(3)}`;
  return `${national.slice(0, 5)} ${national.slice(5)}`;
};

/** GSM 03.38's basic set: one septet each. */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Its extension table: two septets each (an escape, then the character). */
const GSM7_EXTENDED = '^{}\\[~]|€\f';

const BASIC = new Set(GSM7_BASIC);
const EXTENDED = new Set(GSM7_EXTENDED);

/** Whether every character of the text is in GSM-7, so it is sent in that alphabet. */
export const isGsm7 = (text: string): boolean => [...text].every((c) => BASIC.has(c) || EXTENDED.has(c));

/** The text's length in GSM-7 septets (the extension table's characters count twice); Infinity when not GSM-7. */
export const gsm7Length = (text: string): number => {
  let length = 0;
  for (const c of text) {
    if (BASIC.has(c)) length += 1;
    else if (EXTENDED.has(c)) length += 2;
    else return Number.POSITIVE_INFINITY;
  }
  return length;
};

/** Typographic characters people paste, and their GSM-7 look-alikes. */
const LOOK_ALIKES: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '\u00a0': ' ',
  // Letters with strokes rather than accents: no decomposition takes them apart.
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
};

/**
 * The text in GSM-7 only: typographic quotes and dashes become plain ones, accented letters GSM-7 lacks
 * lose their accent (`Zoë` → `Zoe`), and anything else becomes `?`. One foreign character in a name
 * would otherwise send the whole text as UCS-2, 70 characters a segment.
 */
export const toGsm7 = (text: string): string =>
  [...text]
    .map((c) => {
      if (BASIC.has(c) || EXTENDED.has(c)) return c;
      if (LOOK_ALIKES[c]) return LOOK_ALIKES[c];
      const plain = c.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return [...plain].every((p) => BASIC.has(p)) && plain !== '' ? plain : '?';
    })
    .join('');

/**
 * The keywords End User Messaging itself opts a number out on (its default STOP keywords): the reply
 * handler turns texts off on them, and the local stand-in keeps its opt-out list by them.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'OPTOUT',
  'OPT-OUT',
]);
