import { describe, expect, it } from 'vitest';
import { leafPaths, pathsOfField } from './field-paths.ts';

const loaded = {
  two_person_threshold: '1000',
  channels: { A: { enabled: true, address: 'a1' }, B: { enabled: false, address: 'b1' } },
  rates: { ETH: '3000' },
};

describe('where a server refusal goes in the wallet settings form', () => {
  it('walks every leaf of the answer', () => {
    expect(leafPaths(loaded)).toEqual([
      ['two_person_threshold'],
      ['channels', 'A', 'enabled'],
      ['channels', 'A', 'address'],
      ['channels', 'B', 'enabled'],
      ['channels', 'B', 'address'],
      ['rates', 'ETH'],
    ]);
  });

  it('puts a field named once under it', () => {
    expect(pathsOfField('two_person_threshold', loaded, loaded)).toEqual([['two_person_threshold']]);
    expect(pathsOfField('ETH', loaded, loaded)).toEqual([['rates', 'ETH']]);
    expect(pathsOfField('nothing', loaded, loaded)).toEqual([]);
  });

  it('puts a field many channels share under the ones changed, else under all', () => {
    const sent = { ...loaded, channels: { ...loaded.channels, B: { enabled: false, address: 'bad' } } };
    expect(pathsOfField('address', loaded, sent)).toEqual([['channels', 'B', 'address']]);
    expect(pathsOfField('address', loaded, loaded)).toEqual([
      ['channels', 'A', 'address'],
      ['channels', 'B', 'address'],
    ]);
  });
});
