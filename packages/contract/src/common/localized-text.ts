import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

/**
 * A text per language (codes of the 13) as an admin enters it: English required, the others
 * optional; a language left empty reads in English. Its problems are the field's (`title`,
 * `question`…), not a language's: `keys.enter` when English is missing, `keys.length` past `max`
 * characters in any language.
 */
export function localizedText(max: number, keys: { enter: string; length: string }) {
  // a lone surrogate (half of an emoji) would not be stored as JSON: it becomes U+FFFD
  const text = z
    .string({ error: keys.enter })
    .trim()
    .transform((one) => one.toWellFormed());
  return z
    .object(
      Object.fromEntries(LANGUAGES.map((lang) => [lang, text.optional()])) as Record<
        (typeof LANGUAGES)[number],
        z.ZodOptional<typeof text>
      >,
      { error: keys.enter },
    )
    .strict()
    .superRefine((value, ctx) => {
      if (!value.en) ctx.addIssue({ code: 'custom', path: [], message: keys.enter });
      else if (Object.values(value).some((one) => one !== undefined && Array.from(one).length > max))
        ctx.addIssue({ code: 'custom', path: [], message: keys.length });
    })
    .transform(
      (value) => Object.fromEntries(Object.entries(value).filter(([, one]) => one)) as Record<string, string>,
    );
}

/**
 * Texts in some of the 13 languages, each optional, as a seller adds them beside a product's own
 * title (which any language without one falls back to). Every problem is the field's: a value that
 * is not text, `keys.language` for a key that is not one of the codes, `keys.length` past `max`
 * characters. A blank text is left out, so sending one removes that language.
 */
export function optionalLocalizedText(max: number, keys: { language: string; length: string }) {
  return z
    .record(z.string(), z.unknown())
    .superRefine((value, ctx) => {
      const texts = Object.values(value);
      const issue = (message: string) => ctx.addIssue({ code: 'custom', path: [], message });
      if (texts.some((one) => typeof one !== 'string')) issue('invalid_type');
      else if (Object.keys(value).some((lang) => !(LANGUAGES as readonly string[]).includes(lang)))
        issue(keys.language);
      else if (texts.some((one) => Array.from((one as string).trim()).length > max)) issue(keys.length);
    })
    .transform(
      (value) =>
        Object.fromEntries(
          Object.entries(value as Record<string, string>)
            .map(([lang, one]) => [lang, one.trim().toWellFormed()])
            .filter(([, one]) => one),
        ) as Partial<Record<(typeof LANGUAGES)[number], string>>,
    );
}
