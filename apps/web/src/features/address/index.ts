// The address book's public entry (decision 017): the caller's addresses, for a quote's acceptance.
export { useAddresses } from './api/get-addresses.ts';
