import { describe, expect, it } from 'vitest';
import { FREE_COIN_BALANCE } from '../constants';
import { gratisSpent, visitorBalanceFrom } from './visitorCoins';

describe('a visitor’s coins in the browser', () => {
  it('starts at the free balance when nothing (or nonsense) is stored', () => {
    expect(visitorBalanceFrom(null)).toBe(FREE_COIN_BALANCE);
    expect(visitorBalanceFrom('lots')).toBe(FREE_COIN_BALANCE);
    expect(visitorBalanceFrom('-5')).toBe(FREE_COIN_BALANCE);
  });
  it('reads a stored balance, never above the free balance', () => {
    expect(visitorBalanceFrom('40')).toBe(40);
    expect(visitorBalanceFrom('0')).toBe(0);
    expect(visitorBalanceFrom('500')).toBe(FREE_COIN_BALANCE);
  });
  it('counts what was spent as 60 minus the balance', () => {
    expect(gratisSpent(60)).toBe(0);
    expect(gratisSpent(40)).toBe(20);
    expect(gratisSpent(-3)).toBe(FREE_COIN_BALANCE);
  });
});
