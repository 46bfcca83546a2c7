/** What the wallet journeys type: the demo deposit address, withdrawal addresses, a transaction hash. */

/** The demo USDT-TRC20 deposit address (server wallet settings outside production). */
export const DEPOSIT_TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
export const VALID_TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
/** VALID's last character changed: the right shape, a wrong base58check checksum. */
export const BAD_CHECKSUM_TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u';
export const ETHEREUM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
export const TX_HASH = 'a'.repeat(40) + '0123456789abcdef01234567';
