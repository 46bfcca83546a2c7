import { type SkuDraft, skuFieldRules } from '@market/contract';
import type { z } from 'zod';
import { fail } from '../../lib/app-error.ts';

/** A SKU's values once checked: trimmed text, the price as a decimal string. */
export interface CheckedSku {
  id?: number | undefined;
  size: string;
  color: string;
  price: string;
  stock: number;
}

/** A refused value: where it is, and the dictionary key (with its parameters) that says why. */
export interface RuleIssue {
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

/** The first issue of a parse, as the `validation.*` key its rule names. */
export function issueOf(error: z.ZodError, field: string): RuleIssue {
  const message = error.issues[0]?.message ?? 'invalid';
  // every seller rule carries a key; an unkeyed issue (a wrong type) is said generically
  return /^[a-z_]+$/.test(message)
    ? { field, key: `validation.${message}` }
    : { field, key: 'validation.generic.invalid', params: { field } };
}

/** Checks one value against its rule: the parsed value, or the issue naming `field`. */
export function checkValue<T extends z.ZodType>(
  rule: T,
  value: unknown,
  field: string,
): { value: z.output<T> } | { issue: RuleIssue } {
  const parsed = rule.safeParse(value);
  return parsed.success ? { value: parsed.data } : { issue: issueOf(parsed.error, field) };
}

/**
 * One SKU checked field by field; issues name `<prefix>.<field>` (`skus.2.price` for the save
 * call, the bare column for a CSV row, whose row number says which).
 */
export function checkSku(draft: Omit<SkuDraft, 'id'>, prefix: string): CheckedSku | RuleIssue[] {
  const issues: RuleIssue[] = [];
  const values: Record<string, unknown> = {};
  for (const key of ['size', 'color', 'price', 'stock'] as const) {
    const checked = checkValue(skuFieldRules[key], draft[key], prefix ? `${prefix}.${key}` : key);
    if ('issue' in checked) issues.push(checked.issue);
    else values[key] = checked.value;
  }
  return issues.length > 0 ? issues : (values as unknown as CheckedSku);
}

const variantKey = (sku: { size: string; color: string }) => `${sku.size}\u0000${sku.color}`;

/** The index of the first SKU whose size and colour an earlier one already has, or -1. */
export function duplicateVariant(skus: { size: string; color: string }[]): number {
  const seen = new Set<string>();
  return skus.findIndex((sku) => {
    const key = variantKey(sku);
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

/**
 * The save call's SKUs, checked: the first issue is refused naming the item (`skus.1.color`), the
 * same size and colour twice names the second one's colour.
 */
export function checkSkuDrafts(drafts: SkuDraft[]): CheckedSku[] {
  const checked = drafts.map((draft, index) => {
    const sku = checkSku(draft, `skus.${index}`);
    if (Array.isArray(sku)) throw fail(sku[0]!.key, { field: sku[0]!.field, params: sku[0]!.params });
    return { ...sku, id: draft.id };
  });
  const duplicate = duplicateVariant(checked);
  if (duplicate >= 0) {
    const { size, color } = checked[duplicate]!;
    throw fail('msg.duplicate_variant', { field: `skus.${duplicate}.color`, params: { size, color } });
  }
  const seenIds = new Set<number>();
  const repeated = checked.findIndex((sku) => {
    if (sku.id === undefined) return false;
    if (seenIds.has(sku.id)) return true;
    seenIds.add(sku.id);
    return false;
  });
  if (repeated >= 0) throw fail('msg.sku_not_found', { field: `skus.${repeated}.id` });
  return checked;
}
