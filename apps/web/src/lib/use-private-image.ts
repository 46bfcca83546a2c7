import { usePrivateImage as usePrivateImageWith } from '@market/app-kit/use-private-image';
import { currentToken } from './api.ts';

/** A private upload of the buyer's as a URL an <img> can show (app-kit's hook with the buyer's token). */
export function usePrivateImage(url: string | undefined): string | null | undefined {
  return usePrivateImageWith(url, currentToken());
}
