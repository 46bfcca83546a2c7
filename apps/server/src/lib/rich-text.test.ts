import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps formatting, lists and our own images', () => {
    const html = '<p>Soft <strong>cotton</strong></p><ul><li>M</li></ul><img src="/uploads/x.webp" alt="x">';
    expect(sanitizeRichText(html)).toBe(
      '<p>Soft <strong>cotton</strong></p><ul><li>M</li></ul><img src="/uploads/x.webp" alt="x" loading="lazy" />',
    );
  });

  it('drops scripts, event handlers, styles, iframes and javascript links', () => {
    const html =
      '<script>alert(1)</script><img src=x onerror="alert(1)"><p style="color:red" onclick="x()">hi</p>' +
      '<iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">link</a>';
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(/script|onerror|onclick|style=|iframe|javascript:/i);
    expect(clean).toContain('<p>hi</p>');
  });

  it('opens outside links safely', () => {
    expect(sanitizeRichText('<a href="https://example.com">shop</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">shop</a>',
    );
  });
});
