// zod-free and small, so the buyer app can check an address as it is typed, with the same rules as the server
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { Network as BitcoinNetwork, validate as validBitcoin } from 'bitcoin-address-validation';
import bs58check from 'bs58check';
import type { WalletNetwork } from './networks.ts';

/** Why an address is refused; each is a `validation.*` message key. */
export type AddressProblem = 'address_format' | 'address_checksum' | 'address_other_network';

const ETHEREUM = /^0x[0-9a-fA-F]{40}$/;
const TRON = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const TRON_PREFIX = 0x41;

/**
 * Whether `address` can receive on `network`, with its checksum: Bitcoin mainnet (base58check,
 * bech32 and bech32m), Ethereum (EIP-55; all one case has no checksum and is accepted), TRON
 * (base58check, 0x41 prefix, 21 bytes of payload). Null when it can.
 */
export function checkAddress(network: WalletNetwork, address: string): AddressProblem | null {
  const problem = problemOn(network, address);
  if (problem !== 'address_format') return problem;
  const elsewhere = (['TRC20', 'ERC20', 'BTC'] as const).some(
    (other) => other !== network && problemOn(other, address) === null,
  );
  if (elsewhere || validBitcoin(address)) return 'address_other_network';
  return problem;
}

function problemOn(network: WalletNetwork, address: string): AddressProblem | null {
  if (network === 'ERC20') return ethereumProblem(address);
  if (network === 'TRC20') return tronProblem(address);
  return bitcoinProblem(address);
}

function ethereumProblem(address: string): AddressProblem | null {
  if (!ETHEREUM.test(address)) return 'address_format';
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return null;
  return hex === eip55(hex) ? null : 'address_checksum';
}

/** EIP-55: a letter is upper case where the keccak-256 of the lower-case hex has a nibble ≥ 8. */
function eip55(hex: string): string {
  const lower = hex.toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '';
  for (let i = 0; i < lower.length; i += 1) {
    out += Number.parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i]!;
  }
  return out;
}

/** `address` written with its EIP-55 checksum. */
export const toChecksumAddress = (address: string): string => `0x${eip55(address.slice(2))}`;

function tronProblem(address: string): AddressProblem | null {
  if (!TRON.test(address)) return 'address_format';
  let payload: Uint8Array;
  try {
    payload = bs58check.decode(address);
  } catch {
    return 'address_checksum';
  }
  return payload.length === 21 && payload[0] === TRON_PREFIX ? null : 'address_format';
}

const BITCOIN_SHAPE = /^(bc1[02-9ac-hj-np-z]{6,87}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/i;

function bitcoinProblem(address: string): AddressProblem | null {
  if (validBitcoin(address, BitcoinNetwork.mainnet)) return null;
  if (validBitcoin(address)) return 'address_other_network';
  return BITCOIN_SHAPE.test(address) ? 'address_checksum' : 'address_format';
}

const TX_HASH: Readonly<Record<WalletNetwork, RegExp>> = {
  ERC20: /^0x[0-9a-f]{64}$/,
  TRC20: /^[0-9a-f]{64}$/,
  BTC: /^[0-9a-f]{64}$/,
};

/** A transaction hash in the form its network's explorers show it, lower case; null when it is not one. */
export function normalizeTxHash(network: WalletNetwork, hash: string): string | null {
  const text = hash.trim().toLowerCase();
  return TX_HASH[network].test(text) ? text : null;
}
