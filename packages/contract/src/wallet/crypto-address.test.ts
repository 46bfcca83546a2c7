import { describe, expect, it } from 'vitest';
import { checkAddress, normalizeTxHash, toChecksumAddress } from './crypto-address.ts';

describe('addresses checked for their network', () => {
  it('accepts Ethereum addresses with a right EIP-55 checksum or in one case', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
      '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
    ]) {
      expect(checkAddress('ERC20', address), address).toBeNull();
    }
    expect(toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
  });

  it('refuses an Ethereum address whose mixed case is a wrong checksum, and malformed ones', () => {
    expect(checkAddress('ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAEd')).toBe('address_checksum');
    expect(checkAddress('ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe('address_format');
    expect(checkAddress('ERC20', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe('address_format');
    expect(checkAddress('ERC20', '')).toBe('address_format');
  });

  it('accepts TRON addresses with a right base58check and 0x41 prefix', () => {
    expect(checkAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBeNull();
    expect(checkAddress('TRC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBeNull();
  });

  it('refuses a TRON address with a wrong checksum', () => {
    expect(checkAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe('address_checksum');
    expect(checkAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe('address_format');
  });

  it('accepts Bitcoin mainnet addresses of every kind', () => {
    for (const address of [
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
    ]) {
      expect(checkAddress('BTC', address), address).toBeNull();
    }
  });

  it('refuses Bitcoin testnet addresses and wrong checksums', () => {
    expect(checkAddress('BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe('address_other_network');
    expect(checkAddress('BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBe('address_checksum');
    expect(checkAddress('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdz')).toBe('address_checksum');
  });

  it('says when an address belongs to another network', () => {
    expect(checkAddress('ERC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('address_other_network');
    expect(checkAddress('TRC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe('address_other_network');
    expect(checkAddress('BTC', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe('address_other_network');
    expect(checkAddress('TRC20', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('address_other_network');
  });
});

describe('transaction hashes', () => {
  const hex = 'a'.repeat(64);
  it('are lower-cased and checked for their network', () => {
    expect(normalizeTxHash('TRC20', hex.toUpperCase())).toBe(hex);
    expect(normalizeTxHash('ERC20', `0x${hex}`)).toBe(`0x${hex}`);
    expect(normalizeTxHash('ERC20', hex)).toBeNull();
    expect(normalizeTxHash('BTC', `${hex}0`)).toBeNull();
    expect(normalizeTxHash('BTC', 'zz')).toBeNull();
  });
});
