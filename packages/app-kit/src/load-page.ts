import type { ComponentType } from 'react';

/** Spec §9: a page chunk that takes over 120 s to load counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export function withTimeout<T>(promise: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk load timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The page's component, or `fallback` (the retry page) when its chunk fails or times out. Not a
 * rejection: React Router 8.5 renders an empty outlet for a route whose `lazy` rejected, with an
 * errorElement or without. The retry page then stays that route's page until it reloads the app.
 */
export async function loadPage(
  load: () => Promise<{ default: ComponentType }>,
  fallback: ComponentType,
  ms = CHUNK_TIMEOUT_MS,
): Promise<ComponentType> {
  try {
    return (await withTimeout(load(), ms)).default;
  } catch (error) {
    console.warn('page failed to load', error);
    return fallback;
  }
}
