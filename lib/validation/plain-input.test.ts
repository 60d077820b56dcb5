import { describe, expect, it } from 'vitest';
import { withoutHtml } from './plain-input';

describe('action inputs stripped of HTML', () => {
  it('strips tags from every string, at any depth, and keeps the text as typed', () => {
    expect(
      withoutHtml({
        name: 'Apprêt <b>Gris</b>',
        note: 'R&D, 2 < 3',
        variants: [{ variantName: '<script>alert(1)</script>1 L' }],
        tags: ['<i>vernis</i>', 'mat'],
        stock: 4,
        active: true,
        brandId: null,
      }),
    ).toEqual({
      name: 'Apprêt Gris',
      note: 'R&D, 2 < 3',
      variants: [{ variantName: '1 L' }],
      tags: ['vernis', 'mat'],
      stock: 4,
      active: true,
      brandId: null,
    });
  });

  it('keeps passwords, files and form data exactly as sent', () => {
    const file = new File(['x'], 'a.pdf');
    const form = new FormData();
    form.set('name', '<b>x</b>');
    const out = withoutHtml({ password: 'a<b>c</b>', newPassword: '<i>', file, form }) as Record<
      string,
      unknown
    >;
    expect(out.password).toBe('a<b>c</b>');
    expect(out.newPassword).toBe('<i>');
    expect(out.file).toBe(file);
    expect(out.form).toBe(form);
  });
});
