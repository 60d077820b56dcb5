/**
 * A minimal PDF 1.4 writer for the paint-type documents: one or more A4 pages of text in
 * Helvetica (WinAnsi encoding, so French accents print), with a correct cross-reference table.
 */
export type PdfBlock = { kind: 'title' | 'heading' | 'text'; text: string };

const WIN_ANSI_EXTRAS: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  Œ: 0x8c,
  œ: 0x9c,
  '\u202f': 0xa0,
};

/** Bytes of a PDF string literal body in WinAnsi, with ( ) \ escaped. */
export function encodeWinAnsi(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const extra = WIN_ANSI_EXTRAS[char];
    const code = extra ?? char.codePointAt(0) ?? 0x3f;
    const byte = extra !== undefined || (code < 256 && (code < 0x80 || code >= 0xa0)) ? code : 0x3f;
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) bytes.push(0x5c);
    bytes.push(byte);
  }
  return bytes;
}

/** Text strings outside page content (document info) use UTF-16BE with a byte order mark. */
export function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++)
    hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  return hex;
}

/** Greedy word wrap by character count (Helvetica averages ~0.5 em per character). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

type Line = { font: 'F1' | 'F2'; size: number; text: string; gapBefore: number };

function layout(blocks: PdfBlock[]): Line[][] {
  const lines: Line[] = [];
  for (const block of blocks) {
    if (block.kind === 'title')
      wrap(block.text, 40).forEach((text, i) =>
        lines.push({ font: 'F2', size: 20, text, gapBefore: i === 0 ? 0 : 24 }),
      );
    else if (block.kind === 'heading')
      lines.push({ font: 'F2', size: 13, text: block.text, gapBefore: 30 });
    else
      wrap(block.text, 92).forEach((text, i) =>
        lines.push({ font: 'F1', size: 10.5, text, gapBefore: i === 0 ? 20 : 14 }),
      );
  }
  // Paginate: usable height from y = 790 down to 60.
  const pages: Line[][] = [[]];
  let y = 790;
  for (const line of lines) {
    const current = pages[pages.length - 1] as Line[];
    if (y - line.gapBefore < 60 && current.length > 0) {
      pages.push([{ ...line, gapBefore: 0 }]);
      y = 790;
    } else {
      current.push(line);
      y -= line.gapBefore;
    }
  }
  return pages;
}

function contentStream(lines: Line[], footer: string): number[] {
  const out: number[] = [];
  const ascii = (s: string) => out.push(...Buffer.from(s, 'latin1'));
  ascii('BT\n50 790 Td\n');
  let first = true;
  for (const line of lines) {
    ascii(`/${line.font} ${line.size} Tf\n`);
    if (!first || line.gapBefore) ascii(`0 ${-line.gapBefore} Td\n`);
    first = false;
    ascii('(');
    out.push(...encodeWinAnsi(line.text));
    ascii(') Tj\n');
  }
  ascii('ET\nBT\n/F1 8 Tf\n50 30 Td\n(');
  out.push(...encodeWinAnsi(footer));
  ascii(') Tj\nET\n');
  return out;
}

/** A complete PDF file. */
export function buildPdf(blocks: PdfBlock[], info: { title: string; footer: string }): Buffer {
  const pages = layout(blocks);
  const objects: number[][] = [];
  const ascii = (s: string) => [...Buffer.from(s, 'latin1')];
  // 1 catalog, 2 pages, 3 font, 4 bold font, 5 info, then (page, content) pairs.
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects.push(ascii('<< /Type /Catalog /Pages 2 0 R >>'));
  objects.push(
    ascii(
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    ),
  );
  objects.push(
    ascii('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
  );
  objects.push(
    ascii('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
  );
  objects.push(ascii(`<< /Title <${utf16Hex(info.title)}> /Producer (Nuancier) >>`));
  pages.forEach((lines, i) => {
    const footer = `${info.footer} — page ${i + 1}/${pages.length}`;
    const stream = contentStream(lines, footer);
    objects.push(
      ascii(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      ),
    );
    objects.push([
      ...ascii(`<< /Length ${stream.length} >>\nstream\n`),
      ...stream,
      ...ascii('\nendstream'),
    ]);
  });

  const bytes: number[] = [...ascii('%PDF-1.4\n%'), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a];
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(bytes.length);
    bytes.push(...ascii(`${i + 1} 0 obj\n`), ...body, ...ascii('\nendobj\n'));
  });
  const xrefOffset = bytes.length;
  let xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) xref += `${String(offset).padStart(10, '0')} 00000 n \n`;
  xref += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  bytes.push(...ascii(xref));
  return Buffer.from(bytes);
}
