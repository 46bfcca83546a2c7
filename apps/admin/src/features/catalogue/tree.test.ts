import { describe, expect, it } from 'vitest';
import { buildTree, moved, nameIn } from './tree.ts';

const row = (id: number, pid: number, en: string, de?: string) => ({
  id,
  pid,
  names: { en, ...(de ? { de } : {}) },
  icon: '',
  sort: 0,
  product_count: 0,
});

describe('the category tree', () => {
  it('nests children under their parents in order, leaves without children', () => {
    const tree = buildTree([
      row(1, 0, 'Shoes'),
      row(3, 1, 'Boots'),
      row(2, 1, 'Sneakers'),
      row(4, 0, 'Bags'),
    ]);
    expect(tree.map((node) => [node.id, node.children?.map((child) => child.id)])).toEqual([
      [1, [3, 2]],
      [4, undefined],
    ]);
  });

  it('moves a sibling up or down, and not past either end', () => {
    const siblings = [{ id: 5 }, { id: 6 }, { id: 7 }];
    expect(moved(siblings, 6, -1)).toEqual([6, 5, 7]);
    expect(moved(siblings, 6, 1)).toEqual([5, 7, 6]);
    expect(moved(siblings, 5, -1)).toBeNull();
    expect(moved(siblings, 7, 1)).toBeNull();
  });

  it('names a category in the language asked, else in English', () => {
    expect(nameIn(row(1, 0, 'Shoes', 'Schuhe'), 'de')).toBe('Schuhe');
    expect(nameIn(row(1, 0, 'Shoes'), 'ja')).toBe('Shoes');
  });
});
