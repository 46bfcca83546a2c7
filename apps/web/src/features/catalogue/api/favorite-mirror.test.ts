import { describe, expect, it } from 'vitest';
import { mirrorFavorite, toggleFavorite } from './favorite-mirror.ts';

const product = (id: number) => ({ id, title: `P${id}` });

describe('mirrorFavorite', () => {
  it('adds a product the server now counts as a favourite, at the end', () => {
    expect(mirrorFavorite([product(1)], product(2), true)).toEqual([product(1), product(2)]);
  });

  it('removes a product the server no longer counts as a favourite', () => {
    expect(mirrorFavorite([product(1), product(2)], product(1), false)).toEqual([product(2)]);
  });

  it('leaves a list that already agrees untouched, where a blind toggle would invert it', () => {
    const list = [product(1)];
    expect(mirrorFavorite(list, product(1), true)).toBe(list);
    expect(mirrorFavorite(list, product(3), false)).toBe(list);
  });

  it('keeps one entry per id', () => {
    const once = mirrorFavorite([], product(5), true);
    expect(mirrorFavorite(once, product(5), true)).toEqual([product(5)]);
  });
});

describe('favoriteProducts', () => {
  it('toggles: a product already present is removed', () => {
    const added = toggleFavorite([], { id: 7 });
    expect(added).toEqual({ list: [{ id: 7 }], isAdded: true });
    expect(toggleFavorite(added.list, { id: 7 })).toEqual({ list: [], isAdded: false });
  });
});
