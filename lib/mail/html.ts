/** The HTML twin of a plain-text e-mail: escaped paragraphs, web addresses as links. */
export function textToHtml(text: string): string {
  const escape = (value: string) =>
    value
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;');
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => {
      const body = escape(paragraph)
        .replace(/https?:\/\/[^\s<>"]+/g, (url) => `<a href="${url}">${url}</a>`)
        .replace(/\n/g, '<br>');
      return `<p>${body}</p>`;
    })
    .join('\n');
}
