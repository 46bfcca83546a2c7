import { describe, expect, it } from 'vitest';
import { isInAppPath } from './service-link.ts';

describe('isInAppPath', () => {
  it('takes one slash and a path as a page of the app', () => {
    expect(isInAppPath('/faqs')).toBe(true);
    expect(isInAppPath('/page/3?from=ball')).toBe(true);
  });

  it('leaves another site, a mail address and a phone number to the browser', () => {
    for (const url of [
      '//evil.example/chat',
      '/\\evil.example',
      'https://help.example.com',
      'mailto:a@b.c',
      'tel:+15550100',
    ]) {
      expect(isInAppPath(url), url).toBe(false);
    }
  });
});
