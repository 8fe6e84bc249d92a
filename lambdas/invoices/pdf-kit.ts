import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { business, invoicing } from '../../shared/business';
import { latePaymentInterest } from '../../shared/invoice-payment';
import type { Address } from '../../shared/schemas/address';
import { logoPaths } from './logo';

/**
 * What every money document (invoice, credit note, receipt, statement) shares: A4 in pdf-lib with the
 * standard Helvetica fonts every reader has, the letterhead with the company's legal identity, the
 * two-column block of whom it is for and its facts, wrapped text, and the terms at the foot. Each
 * document lays out its own body with these, so the four look like one company's papers.
 */

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const RIGHT = A4[0] - MARGIN;
/** The left edge of the facts column and of the totals' labels. */
export const FACTS_LEFT = 380;
export const TOTALS_LEFT = 330;
/** Below this the body stops and goes on on a new page: the footer's room. */
export const BOTTOM = 90;

export const colours = {
  ink: rgb(0.12, 0.16, 0.22),
  muted: rgb(0.35, 0.4, 0.47),
  teal: rgb(15 / 255, 118 / 255, 110 / 255),
  rule: rgb(0.8, 0.83, 0.87),
  tint: rgb(0.94, 0.97, 0.97),
  alarm: rgb(0.7, 0.1, 0.1),
};
type Colour = ReturnType<typeof rgb>;

export interface Pen {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
}

export interface WriteOptions {
  size?: number;
  bold?: boolean;
  colour?: Colour;
  align?: 'left' | 'right';
  y?: number;
}

export const openDocument = async (title: string, createdAt: string): Promise<Pen> => {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(business.legalName);
  doc.setCreationDate(new Date(createdAt));
  return {
    doc,
    page: doc.addPage(A4),
    y: 0,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
};

/**
 * The bytes. A document longer than a page says on each page which it is and where ("INV-2026-000042,
 * page 2 of 3"): pages printed and separated still find their place.
 */
export const saveDocument = async (pen: Pen, name: string): Promise<Buffer> => {
  const pages = pen.doc.getPages();
  if (pages.length > 1)
    pages.forEach((page, index) => {
      write({ ...pen, page }, `${name}, page ${index + 1} of ${pages.length}`, RIGHT, {
        size: 7.5,
        colour: colours.muted,
        align: 'right',
        y: MARGIN - 16,
      });
    });
  return Buffer.from(await pen.doc.save());
};

/** The fonts encode WinAnsi only (£ and accents included); anything else prints as '?'. */
const printable = (font: PDFFont, value: string): string =>
  [...value]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return '?';
      }
    })
    .join('');

export const write = (
  pen: Pen,
  value: string,
  x: number,
  { size = 9.5, bold = false, colour = colours.ink, align = 'left', y = pen.y }: WriteOptions = {},
) => {
  const font = bold ? pen.bold : pen.regular;
  const text = printable(font, value);
  const width = font.widthOfTextAtSize(text, size);
  pen.page.drawText(text, { x: align === 'right' ? x - width : x, y, size, font, color: colour });
};

/** Words wrapped to a width, for descriptions and the terms. */
export const wrap = (font: PDFFont, value: string, size: number, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, value).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
};

export const hr = (pen: Pen, y = pen.y) =>
  pen.page.drawLine({
    start: { x: MARGIN, y },
    end: { x: RIGHT, y },
    thickness: 0.6,
    color: colours.rule,
  });

export const newPage = (pen: Pen) => {
  pen.page = pen.doc.addPage(A4);
  pen.y = A4[1] - MARGIN;
};

/** Moves to a new page when fewer than `height` points are left above the footer. */
export const makeRoom = (pen: Pen, height: number) => {
  if (pen.y - height < BOTTOM) newPage(pen);
};

/** A paragraph wrapped to the page (or to `width`), moving the pen down past it. */
export const paragraph = (
  pen: Pen,
  value: string,
  { size = 9.5, bold = false, colour = colours.ink, x = MARGIN, width = RIGHT - x } = {} as WriteOptions & {
    x?: number;
    width?: number;
  },
) => {
  for (const line of wrap(bold ? pen.bold : pen.regular, value, size, width)) {
    makeRoom(pen, size + 4);
    write(pen, line, x, { size, bold, colour });
    pen.y -= size + 3.5;
  }
};

export const sectionHeading = (pen: Pen, value: string) => {
  makeRoom(pen, 48);
  pen.y -= 16;
  write(pen, value, MARGIN, { bold: true, size: 11, colour: colours.teal });
  pen.y -= 16;
};

const drawLogo = (page: PDFPage, x: number, top: number, size: number) => {
  for (const { d, colour } of logoPaths)
    page.drawSvgPath(d, {
      x,
      y: top,
      scale: size / 48,
      color: rgb(colour[0] / 255, colour[1] / 255, colour[2] / 255),
    });
};

/** The VAT status as every document states it. */
export const vatLine = () =>
  invoicing.vat.registered ? `VAT registration number: ${invoicing.vat.number}` : 'Not VAT registered';

const companyLines = (): string[] => [
  business.legalName,
  `Registered in ${business.registration.jurisdiction}, company number ${business.registration.companyNumber}`,
  `Registered office: ${business.registration.registeredOffice}`,
  vatLine(),
  `${business.phone}  ·  ${business.email}  ·  ${business.website.replace(/^https?:\/\//, '')}`,
];

/** The logo and name, the document's title at the right, and the company's identity under them. */
export const letterhead = (pen: Pen, title: string, titleColour: Colour = colours.ink) => {
  const top = A4[1] - MARGIN;
  drawLogo(pen.page, MARGIN, top, 44);
  write(pen, business.name, MARGIN + 56, { size: 16, bold: true, y: top - 18, colour: colours.teal });
  write(pen, `${business.address.town}, ${business.address.county}`, MARGIN + 56, {
    y: top - 34,
    colour: colours.muted,
  });
  write(pen, title, RIGHT, { size: 20, bold: true, align: 'right', y: top - 20, colour: titleColour });
  pen.y = top - 66;
  companyLines().forEach((line, index) => {
    write(pen, line, MARGIN, {
      size: 8.5,
      bold: index === 0,
      colour: index === 0 ? colours.ink : colours.muted,
    });
    pen.y -= 12;
  });
};

export interface Party {
  name: string;
  email?: string;
  address?: Address;
}

/**
 * Whom the document is for (left, under `label`) beside its facts (right: label and value), the pen
 * left below the longer of the two. A value too wide to sit beside its label goes on the line below it,
 * right-aligned, rather than over it.
 */
export const partiesBlock = (pen: Pen, label: string, party: Party, facts: [string, string][]) => {
  pen.y -= 14;
  const top = pen.y;
  write(pen, label, MARGIN, { size: 8, bold: true, colour: colours.muted });
  pen.y -= 14;
  const { address } = party;
  const lines = [
    party.name,
    ...(address ? [address.line1, address.line2 ?? '', `${address.town} ${address.postcode}`] : []),
    party.email ?? '',
  ].filter(Boolean);
  lines.forEach((line, index) => {
    write(pen, line, MARGIN, { bold: index === 0, size: 10 });
    pen.y -= 13;
  });
  let y = top;
  for (const [name, value] of facts) {
    write(pen, name, FACTS_LEFT, { size: 9, colour: colours.muted, y });
    const room = RIGHT - FACTS_LEFT - pen.regular.widthOfTextAtSize(printable(pen.regular, name), 9) - 8;
    if (pen.bold.widthOfTextAtSize(printable(pen.bold, value), 9.5) > room) y -= 12;
    write(pen, value, RIGHT, { size: 9.5, bold: true, align: 'right', y });
    y -= 14;
  }
  pen.y = Math.min(pen.y, y) - 16;
};

/** Label and amount rows at the right, as an invoice's totals; strong rows larger and bold. */
export const amountRows = (pen: Pen, rows: { label: string; value: string; strong?: boolean }[]) => {
  for (const { label, value, strong } of rows) {
    write(pen, label, TOTALS_LEFT, { bold: strong, size: strong ? 11 : 9.5 });
    write(pen, value, RIGHT - 4, { bold: strong, size: strong ? 11 : 9.5, align: 'right' });
    pen.y -= strong ? 18 : 14;
  }
};

/** The terms in small print at the foot of the page the pen is on (the last). */
export const termsFooter = (pen: Pen) => {
  const terms =
    `Terms: payment is due on completion for one-off services and by monthly invoice for regular services. ` +
    `${latePaymentInterest} ` +
    `Prices include VAT where applicable. Full terms: ${business.website}/terms. ` +
    `${business.legalName}, registered in ${business.registration.jurisdiction} no. ${business.registration.companyNumber}.`;
  let y = MARGIN + 24;
  hr(pen, y + 12);
  for (const line of wrap(pen.regular, terms, 7.5, RIGHT - MARGIN)) {
    write(pen, line, MARGIN, { size: 7.5, colour: colours.muted, y });
    y -= 10;
  }
};
