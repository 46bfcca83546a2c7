import { describe, expect, it } from 'vitest';
import {
  add,
  ceil,
  compare,
  divide,
  isDecimal,
  multiply,
  normalize,
  round,
  subtract,
  truncate,
} from './decimal.ts';

describe('decimal strings', () => {
  it('multiplies exactly where floats drift', () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(multiply('0.1', 3)).toBe('0.3');
    expect(multiply('72.73', 3)).toBe('218.19');
    expect(multiply('218.19', '0.05')).toBe('10.9095');
    expect(multiply('19.99', '0')).toBe('0.00');
  });

  it('adds with the larger number of places', () => {
    expect(add('10.5', '0.25')).toBe('10.75');
    expect(add('4', '0.005')).toBe('4.005');
  });

  it('compares by value, not by text', () => {
    expect(compare('9', '10')).toBe(-1);
    expect(compare('10.50', '10.5')).toBe(0);
    expect(compare('100', '99.999')).toBe(1);
  });

  it('rounds halves away from zero', () => {
    expect(round('10.9095')).toBe('10.91');
    expect(round('10.904')).toBe('10.90');
    expect(round('10.905')).toBe('10.91');
    expect(round('-1.005')).toBe('-1.01');
    expect(round('3')).toBe('3.00');
    expect(round('0.999')).toBe('1.00');
  });

  it('accepts only plain decimals', () => {
    expect(isDecimal('12.50')).toBe(true);
    for (const bad of ['', '1e3', '12.', '.5', 'abc', '1,5']) expect(isDecimal(bad)).toBe(false);
  });

  it('subtracts, cuts and rounds up at a number of places', () => {
    expect(subtract('10', '0.25')).toBe('9.75');
    expect(subtract('0.1', '0.3')).toBe('-0.2');
    expect(truncate('1.23456789', 6)).toBe('1.234567');
    expect(truncate('-1.239', 2)).toBe('-1.23');
    expect(truncate('5', 2)).toBe('5.00');
    expect(ceil('1.2340001', 6)).toBe('1.234001');
    expect(ceil('1.234', 6)).toBe('1.234000');
    expect(ceil('-0.001', 2)).toBe('-0.01');
  });

  it('divides toward zero at a number of places', () => {
    expect(divide('10000', '3000', 8)).toBe('3.33333333');
    expect(divide('1', '60000', 8)).toBe('0.00001666');
    expect(divide('0.5', '0.25', 2)).toBe('2.00');
    expect(() => divide('1', '0', 2)).toThrow(RangeError);
  });

  it('drops trailing zeros', () => {
    expect(normalize('1.50000000')).toBe('1.5');
    expect(normalize('2.000')).toBe('2');
    expect(normalize('100')).toBe('100');
  });
});
