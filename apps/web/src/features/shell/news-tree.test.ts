import { describe, expect, it } from 'vitest';
import { buildNewsTree } from './news-tree.ts';

describe('footer_news tree', () => {
  it('nests items under their pid, with pid 0 at the root', () => {
    const tree = buildNewsTree([
      { id: 1, pid: 0, title: 'Help' },
      { id: 2, pid: 1, title: 'Shipping' },
      { id: 3, pid: 0, title: 'About' },
      { id: 4, pid: 1, title: 'Returns' },
    ]);
    expect(tree.map((n) => n.title)).toEqual(['Help', 'About']);
    expect(tree[0]!.children!.map((n) => n.title)).toEqual(['Shipping', 'Returns']);
    expect(tree[1]!.children).toEqual([]);
  });

  it('drops orphans and survives a cycle', () => {
    const tree = buildNewsTree([
      { id: 1, pid: 0, title: 'Root' },
      { id: 2, pid: 99, title: 'Orphan' },
      { id: 3, pid: 1, title: 'Child' },
    ]);
    expect(JSON.stringify(tree)).not.toContain('Orphan');
    expect(buildNewsTree([{ id: 5, pid: 5, title: 'Self' }])).toEqual([]);
  });
});
