/**
 * A small, dependency-free PDF writer for invoices that have no uploaded PDF: one A4 page of text in
 * the standard Helvetica fonts (every PDF reader has them), so the Lambda bundle stays small.
 */
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Gap before this line, in points. @default 6 */
  gap?: number;
}

/** WinAnsi covers £ and the usual accents; anything else becomes '?'. */
const encode = (text: string): string => {
  let out = '';
  for (const char of text) {
    const code = char === '£' ? 0xa3 : (char.codePointAt(0) ?? 63);
    const byte = code < 32 || code > 255 || (code > 126 && code < 160) ? 63 : code;
    out +=
      byte === 40 || byte === 41 || byte === 92
        ? `\\${String.fromCharCode(byte)}`
        : byte > 126
          ? `\\${byte.toString(8).padStart(3, '0')}`
          : String.fromCharCode(byte);
  }
  return out;
};

export const renderPdf = (lines: PdfLine[]): Buffer => {
  let y = 800;
  const content = lines
    .map((line) => {
      const size = line.size ?? 11;
      y -= size + (line.gap ?? 6);
      return `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf 56 ${y} Td (${encode(line.text)}) Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};
