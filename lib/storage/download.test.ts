import { describe, expect, it } from 'vitest';
import { downloadHref, pdfDisposition, safeDownloadName } from './download';

describe('download names of stored sheets', () => {
  it('links a sheet with the name it was uploaded under', () => {
    expect(downloadHref('/api/uploads/documents/3f2a.pdf', 'Fiche-technique-ete.pdf')).toBe(
      '/api/uploads/documents/3f2a.pdf?download=Fiche-technique-ete.pdf',
    );
    expect(
      downloadHref(
        'https://abcd.supabase.co/storage/v1/object/public/documents/3f2a.pdf',
        'FDS.pdf',
      ),
    ).toBe('https://abcd.supabase.co/storage/v1/object/public/documents/3f2a.pdf?download=FDS.pdf');
    expect(downloadHref('/api/uploads/documents/3f2a.pdf', null)).toBe(
      '/api/uploads/documents/3f2a.pdf',
    );
  });

  it('never lets a name break the header: quotes, slashes, new lines and accents go', () => {
    expect(safeDownloadName('Fiche "été"\r\n../../x.pdf')).toBe('Fiche-ete-..-..-x.pdf');
    expect(safeDownloadName('../')).toBeNull();
    expect(pdfDisposition('3f2a.pdf', 'a"b\nc.pdf')).toBe('attachment; filename="a-b-c.pdf"');
    expect(pdfDisposition('3f2a.pdf', null)).toBe('inline; filename="3f2a.pdf"');
  });
});
