import { describe, expect, it } from 'vitest';
import { textToHtml } from './html';

describe('textToHtml', () => {
  it('escapes the text, keeps paragraphs and lines, and links web addresses', () => {
    expect(textToHtml('Bonjour <Julie> & co,\nligne 2\n\nLien : https://x.fr/a?b=1&c=2')).toBe(
      '<p>Bonjour &lt;Julie&gt; &amp; co,<br>ligne 2</p>\n' +
        '<p>Lien : <a href="https://x.fr/a?b=1&amp;c=2">https://x.fr/a?b=1&amp;c=2</a></p>',
    );
  });
});
