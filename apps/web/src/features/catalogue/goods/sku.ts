import type { Sku } from '@market/contract';

/** The variant dimensions of spec §3: size and colour. */
export type Dimension = 'size' | 'color';
export type Choice = Partial<Record<Dimension, string>>;

interface Variants {
  sizes: string[];
  colors: string[];
  skus: Sku[];
}

/** The dimensions a product varies in; one without options is not asked for. */
export function dimensionsOf(product: Variants): Dimension[] {
  const dimensions: Dimension[] = [];
  if (product.sizes.length > 0) dimensions.push('size');
  if (product.colors.length > 0) dimensions.push('color');
  return dimensions;
}

const matches = (sku: Sku, choice: Choice, except?: Dimension) =>
  (except === 'size' || !choice.size || sku.size === choice.size) &&
  (except === 'color' || !choice.color || sku.color === choice.color);

/** The choice a product starts with: a dimension with a single option in stock is chosen already. */
export function initialChoice(product: Variants): Choice {
  const choice: Choice = {};
  for (const dimension of dimensionsOf(product)) {
    const options = dimension === 'size' ? product.sizes : product.colors;
    if (options.length === 1 && isOptionAvailable(product.skus, dimension, options[0]!, {}))
      choice[dimension] = options[0];
  }
  return choice;
}

/**
 * Whether `value` can be picked: some SKU with it, and with what is chosen in the other
 * dimension, has stock. An option only sold out is shown but disabled.
 */
export function isOptionAvailable(skus: Sku[], dimension: Dimension, value: string, choice: Choice): boolean {
  return skus.some((sku) => sku[dimension] === value && matches(sku, choice, dimension) && sku.stock > 0);
}

/** Tapping an option picks it; tapping the picked one again lets it go. */
export function toggleOption(choice: Choice, dimension: Dimension, value: string): Choice {
  return { ...choice, [dimension]: choice[dimension] === value ? undefined : value };
}

/** The first dimension still to choose, if any. */
export function missingDimension(dimensions: Dimension[], choice: Choice): Dimension | undefined {
  return dimensions.find((dimension) => !choice[dimension]);
}

/** The SKU the choice names, once every dimension is chosen. */
export function chosenSku(product: Variants, choice: Choice): Sku | undefined {
  if (missingDimension(dimensionsOf(product), choice)) return undefined;
  return product.skus.find((sku) => matches(sku, choice));
}

/** The most one may order: the chosen SKU's stock, else the largest stock among the SKUs. */
export function maxQuantity(skus: Sku[], sku: Sku | undefined): number {
  return sku ? sku.stock : Math.max(0, ...skus.map((item) => item.stock));
}
