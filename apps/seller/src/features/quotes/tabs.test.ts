import { describe, expect, it } from 'vitest';
import { TAB_FILTERS, tabOf } from './tabs.ts';

const of = (query: string) => tabOf(new URLSearchParams(query));

describe('the quotes list’s address', () => {
  it('opens on the new requests', () => {
    expect(of('')).toBe('new');
    expect(of('tab=nonsense')).toBe('new');
  });

  it('reads each tab, and asks the server for its filter', () => {
    expect(of('tab=quoted')).toBe('quoted');
    expect(of('tab=closed')).toBe('closed');
    expect(TAB_FILTERS).toEqual({ new: 'requested', quoted: 'quoted', closed: 'closed' });
  });
});
