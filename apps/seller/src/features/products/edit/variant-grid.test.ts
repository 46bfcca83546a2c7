import { describe, expect, it } from 'vitest';
import { errorSlotOf } from './field-errors.ts';
import {
  addOption,
  blankCells,
  draftFromSkus,
  emptyDraft,
  fillRows,
  removeOption,
  rowsOf,
  setCell,
  toggleRow,
  toSkuDrafts,
  variantKey,
} from './variant-grid.ts';

const sku = (id: number, size: string, color: string, price = '10', stock = 5) => ({
  id,
  size,
  color,
  price,
  stock,
});

describe('the variant grid', () => {
  it('makes every size with every colour, in the order typed', () => {
    let draft = addOption(addOption(emptyDraft(), 'sizes', ' M '), 'sizes', 'L');
    draft = addOption(addOption(draft, 'colors', 'Red'), 'colors', 'Blue');
    expect(rowsOf(draft).map((row) => `${row.size}/${row.color}`)).toEqual([
      'M/Red',
      'M/Blue',
      'L/Red',
      'L/Blue',
    ]);
    expect(addOption(draft, 'sizes', 'M')).toBe(draft);
    expect(addOption(draft, 'sizes', '  ')).toBe(draft);
  });

  it('reads a product whose SKUs are not every pair: the missing pairs are excluded, ids kept', () => {
    const draft = draftFromSkus([sku(1, 'M', 'Red'), sku(2, 'L', 'Blue', '12.5', 0)]);
    expect(draft.sizes).toEqual(['M', 'L']);
    expect(draft.colors).toEqual(['Red', 'Blue']);
    expect(rowsOf(draft).map((row) => [row.key, row.cell])).toEqual([
      [variantKey('M', 'Red'), { id: 1, price: '10', stock: '5' }],
      [variantKey('L', 'Blue'), { id: 2, price: '12.5', stock: '0' }],
    ]);
    const withBlueM = toggleRow(draft, variantKey('M', 'Blue'), true);
    expect(rowsOf(withBlueM)).toHaveLength(3);
  });

  it('keeps what was typed while a colour is away, and brings it back with it', () => {
    let draft = draftFromSkus([sku(1, 'M', 'Red'), sku(2, 'M', 'Blue')]);
    draft = removeOption(draft, 'colors', 'Blue');
    expect(toSkuDrafts(draft).skus).toEqual([{ id: 1, size: 'M', color: 'Red', price: '10', stock: '5' }]);
    draft = addOption(draft, 'colors', 'Blue');
    expect(toSkuDrafts(draft).skus.map((item) => item.id)).toEqual([1, 2]);
  });

  it('sends the grid in order with the key of each index, trimmed, new SKUs without an id', () => {
    let draft = addOption(addOption(emptyDraft(), 'sizes', 'S'), 'colors', 'Black');
    draft = setCell(draft, variantKey('S', 'Black'), { price: ' 9.90 ', stock: '3 ' });
    expect(toSkuDrafts(draft)).toEqual({
      skus: [{ size: 'S', color: 'Black', price: '9.90', stock: '3' }],
      keys: [variantKey('S', 'Black')],
    });
  });

  it('fills every row with one price or stock, leaving a blank column alone', () => {
    let draft = draftFromSkus([sku(1, 'M', 'Red', '10', 5), sku(2, 'L', 'Red', '11', 6)]);
    draft = fillRows(draft, { price: '', stock: '40' });
    expect(rowsOf(draft).map((row) => row.cell)).toEqual([
      { id: 1, price: '10', stock: '40' },
      { id: 2, price: '11', stock: '40' },
    ]);
  });

  it('names the blank cells', () => {
    let draft = addOption(addOption(emptyDraft(), 'sizes', 'S'), 'colors', 'Red');
    draft = setCell(draft, variantKey('S', 'Red'), { price: '1' });
    expect(blankCells(draft)).toEqual([`${variantKey('S', 'Red')}.stock`]);
  });
});

describe('where a refusal shows', () => {
  const keys = [variantKey('S', 'Red'), variantKey('M', 'Red')];
  it('puts a SKU value on its cell and a variant problem on its row', () => {
    expect(errorSlotOf('skus.1.price', keys)).toBe(`${keys[1]}.price`);
    expect(errorSlotOf('skus.0.stock', keys)).toBe(`${keys[0]}.stock`);
    expect(errorSlotOf('skus.1.color', keys)).toBe(`${keys[1]}.row`);
    expect(errorSlotOf('skus.7.price', keys)).toBe('skus');
    expect(errorSlotOf('skus', keys)).toBe('skus');
  });
  it('puts a picture or a product field under its field, and nothing else anywhere', () => {
    expect(errorSlotOf('images.2', keys)).toBe('images');
    expect(errorSlotOf('title', keys)).toBe('title');
    expect(errorSlotOf('category_id', keys)).toBe('category_id');
    expect(errorSlotOf('titles', keys)).toBe('texts');
    expect(errorSlotOf('descriptions', keys)).toBe('texts');
    expect(errorSlotOf('token', keys)).toBeUndefined();
  });
});
