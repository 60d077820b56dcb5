/** Reading the PDFs the shop makes, as a person or an accounting program would. */
import { inflateSync } from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text of every page, whitespace normalised (no-break spaces become spaces). */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');
}

/** The names of the files embedded in the PDF (pdf.js's own reading of the document). */
export async function pdfAttachmentNames(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const attachments = (await doc.getAttachments()) as
    Map<string, unknown> | Record<string, unknown> | null;
  if (!attachments) return [];
  return attachments instanceof Map ? [...attachments.keys()] : Object.keys(attachments);
}

/**
 * The content of the embedded file streams (`/Type /EmbeddedFile`), inflated when compressed.
 * Stream objects are never inside object streams, so their dictionaries are plain text.
 */
export function embeddedFileContents(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf);
  const latin = raw.toString('latin1');
  const found: string[] = [];
  const re = /<<((?:(?!>>\s*stream)[\s\S])*?\/Type\s*\/EmbeddedFile\b[\s\S]*?)>>\s*stream\r?\n/g;
  for (let m = re.exec(latin); m; m = re.exec(latin)) {
    const dict = m[1]!;
    const length = Number(/\/Length\s+(\d+)/.exec(dict)?.[1]);
    const start = m.index + m[0].length;
    const bytes = raw.subarray(start, start + length);
    found.push((/\/FlateDecode/.test(dict) ? inflateSync(bytes) : bytes).toString('utf8'));
  }
  return found;
}
