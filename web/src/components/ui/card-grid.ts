/**
 * Cards in rows: one column on a phone, two from `sm`, `columns` from `lg` (the `card-grid` rule in
 * styles.css). A row that is not full (one price card, the fifth of five services, the tenth review)
 * is centred under the section's centred heading instead of leaving a gap on its right.
 */
export type CardColumns = 2 | 3 | 4 | 5;

// Written out whole so Tailwind finds every class.
const columnClasses: Record<CardColumns, string> = {
  2: 'sm:[--cols:2]',
  3: 'sm:[--cols:2] lg:[--cols:3]',
  4: 'sm:[--cols:2] lg:[--cols:4]',
  5: 'sm:[--cols:2] lg:[--cols:5]',
};

/** The classes of a list (ul or ol) of cards, whose list items are the cards; `extra` may set the gap. */
export const cardGridClasses = (columns: CardColumns, extra = '') =>
  `card-grid ${columnClasses[columns]} ${extra}`.trim();
