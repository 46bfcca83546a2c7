import { describe, expect, it } from 'vitest';
import { listOf } from './tabs.ts';

const of = (query: string) => listOf(new URLSearchParams(query));

describe('the quotes list’s address', () => {
  it('opens on the new requests', () => {
    expect(of('')).toEqual({ tab: 'new', status: 'requested' });
    expect(of('tab=nonsense')).toEqual({ tab: 'new', status: 'requested' });
  });

  it('reads one status per open tab, whatever else it says', () => {
    expect(of('tab=quoted&status=declined')).toEqual({ tab: 'quoted', status: 'quoted' });
    expect(of('tab=new&status=accepted')).toEqual({ tab: 'new', status: 'requested' });
  });

  it('reads a closed status under the closed tab, accepted by default', () => {
    expect(of('tab=closed')).toEqual({ tab: 'closed', status: 'accepted' });
    expect(of('tab=closed&status=declined')).toEqual({ tab: 'closed', status: 'declined' });
    expect(of('tab=closed&status=quoted')).toEqual({ tab: 'closed', status: 'accepted' });
  });
});
