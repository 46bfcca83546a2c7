import { z } from 'zod';
import type { FooterLogo } from './footer-logo-defaults.ts';

export * from './footer-logo-defaults.ts';

/**
 * A logo in the buyer app's footer (spec §1: 8 exchange or wallet logos, 6 partner logos linking
 * out): its name, an https link, and a picture uploaded to this site (`/uploads/<hash>.webp`), or
 * none, when the footer draws the name's initials on a disc.
 */
export const footerLogoSchema = z
  .object({
    name: z.string().trim().max(40),
    link: z.string().trim().max(300),
    image: z.string().trim().max(200).default(''),
  })
  .strict() satisfies z.ZodType<FooterLogo, unknown>;
