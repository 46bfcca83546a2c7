import { describe, expect, it } from 'vitest';
import { prefixTsQuery, transposedKeywords, transpositions } from './search-terms.ts';

describe('transpositions', () => {
  it('swaps each pair of neighbouring letters of a word of four letters or more', () => {
    expect(transpositions('wallte')).toEqual(['awllte', 'wlalte', 'waltle', 'wallet']);
    expect(transpositions('prmeium')).toContain('premium');
  });

  it('leaves short words, words with digits and Chinese or Japanese runs alone', () => {
    for (const word of ['mug', 'x100', '蓝牙耳机', 'ワイヤレス'])
      expect(transpositions(word), word).toEqual([]);
  });
});

describe('prefixTsQuery', () => {
  it('asks for each word as a prefix, a swappable one also in its transpositions', () => {
    expect(prefixTsQuery('Red mgu')).toBe('red:* & mgu:*');
    expect(prefixTsQuery('Red cottno', new Set(['cottno']))).toBe(
      'red:* & (cottno:* | octtno:* | ctotno:* | cotnto:* | cotton:*)',
    );
    expect(prefixTsQuery("':* & !(|")).toBeUndefined();
  });
});

describe('transposedKeywords', () => {
  it('spells the keyword with one swappable word transposed at a time', () => {
    expect(transposedKeywords('Goledn harbor', new Set(['goledn']))).toEqual([
      'ogledn harbor',
      'gloedn harbor',
      'goeldn harbor',
      'golden harbor',
      'golend harbor',
    ]);
  });
});
