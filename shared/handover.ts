/**
 * The handover a carer writes for the parents at the end of a care visit: its fields and
 * their words, in a file without schemas so the screens that only show a handover carry no zod.
 */
/** Care visits end with a handover for the parents; cleaning visits with the checklist alone. */
export const HANDOVER_FIELDS = ['meals', 'sleep', 'nappiesOrToilet', 'mood', 'notes'] as const;
export type HandoverField = (typeof HANDOVER_FIELDS)[number];

export const HANDOVER_LABELS: Record<HandoverField, string> = {
  meals: 'Meals and drinks',
  sleep: 'Sleep',
  nappiesOrToilet: 'Nappies or toilet',
  mood: 'Mood',
  notes: 'Anything to know',
};
