import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './redirect.ts';

describe('afterLoginPath', () => {
  it('goes back to a path of the app, with its query', () => {
    expect(afterLoginPath('/goods?id=7')).toBe('/goods?id=7');
    expect(afterLoginPath('/store/3')).toBe('/store/3');
  });

  it('goes to /mine without one, or for anything that could leave the site', () => {
    for (const redirect of [null, '', 'goods', '//evil.example', '/\\evil.example', 'https://evil.example']) {
      expect(afterLoginPath(redirect)).toBe('/mine');
    }
  });
});
