import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';
import { stripHtml } from './strip-html';

const schema = contactSchema(stripHtml);

const valid = {
  name: 'Julie Martin',
  email: 'julie.martin@example.fr',
  message: 'Bonjour, avez-vous la teinte TEKNG en bombe de 400 ml ?',
};

function errorsOf(input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('stripHtml', () => {
  it('removes tags and keeps their text', () => {
    expect(stripHtml('<b>Bonjour</b> <a href="https://x.test">Marc</a>')).toBe('Bonjour Marc');
  });

  it('drops scripts and styles with their content', () => {
    expect(stripHtml('Salut<script>alert(1)</script><style>p{}</style> !')).toBe('Salut !');
  });

  it('keeps plain text characters as typed', () => {
    expect(stripHtml('R&D : 2 < 3 et 5 > 4, « guillemets » "droits"')).toBe(
      'R&D : 2 < 3 et 5 > 4, « guillemets » "droits"',
    );
  });

  it('does not let entity-encoded markup come back as a tag', () => {
    expect(stripHtml('&lt;img src=x onerror=alert(1)&gt;texte')).toBe('texte');
  });

  it('keeps line breaks of a message', () => {
    expect(stripHtml('Ligne 1\nLigne 2')).toBe('Ligne 1\nLigne 2');
  });
});

describe('contactSchema', () => {
  it('accepts a good message and returns it trimmed', () => {
    const result = schema.parse({
      name: '  Julie Martin ',
      email: ' julie.martin@example.fr ',
      message: `  ${valid.message}  `,
    });
    expect(result).toEqual(valid);
  });

  it('strips HTML from every text field before validating', () => {
    const result = schema.parse({
      name: '<em>Julie</em> Martin',
      email: '<b>julie.martin@example.fr</b>',
      message: '<p>Bonjour, <strong>avez-vous</strong> la teinte KTV ?</p>',
    });
    expect(result).toEqual({
      name: 'Julie Martin',
      email: 'julie.martin@example.fr',
      message: 'Bonjour, avez-vous la teinte KTV ?',
    });
  });

  it("gives 'Ce champ est requis' for an empty name, or one made only of markup or spaces", () => {
    expect(errorsOf({ ...valid, name: '' })).toEqual({ name: 'Ce champ est requis' });
    expect(errorsOf({ ...valid, name: '   ' })).toEqual({ name: 'Ce champ est requis' });
    expect(errorsOf({ ...valid, name: '<b></b>' })).toEqual({ name: 'Ce champ est requis' });
  });

  it("gives 'Ce champ est requis' for a name over 100 characters, accepts 100", () => {
    expect(errorsOf({ ...valid, name: 'a'.repeat(101) })).toEqual({ name: 'Ce champ est requis' });
    expect(errorsOf({ ...valid, name: 'a'.repeat(100) })).toEqual({});
  });

  it.each(['', 'julie', 'julie@', '@example.fr', 'julie martin@example.fr', 'julie@example'])(
    "gives 'Email invalide' for %j",
    (email) => {
      expect(errorsOf({ ...valid, email })).toEqual({ email: 'Email invalide' });
    },
  );

  it("gives 'Email invalide' over 255 characters", () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.fr`;
    expect(email.length).toBeGreaterThan(255);
    expect(errorsOf({ ...valid, email })).toEqual({ email: 'Email invalide' });
  });

  it("gives 'Message trop court' under 10 characters (after stripping), accepts 10", () => {
    expect(errorsOf({ ...valid, message: 'Trop bref' })).toEqual({ message: 'Message trop court' });
    expect(errorsOf({ ...valid, message: '<p>court</p><p>!!</p>' })).toEqual({
      message: 'Message trop court',
    });
    expect(errorsOf({ ...valid, message: '0123456789' })).toEqual({});
  });

  it("gives 'Message trop long' over 1000 characters, accepts 1000", () => {
    expect(errorsOf({ ...valid, message: 'x'.repeat(1001) })).toEqual({
      message: 'Message trop long',
    });
    expect(errorsOf({ ...valid, message: 'x'.repeat(1000) })).toEqual({});
  });

  it('answers in French for missing or non-text fields', () => {
    expect(errorsOf({})).toEqual({
      name: 'Ce champ est requis',
      email: 'Email invalide',
      message: 'Message trop court',
    });
    expect(errorsOf({ name: 12, email: null, message: ['x'] })).toEqual({
      name: 'Ce champ est requis',
      email: 'Email invalide',
      message: 'Message trop court',
    });
  });
});
