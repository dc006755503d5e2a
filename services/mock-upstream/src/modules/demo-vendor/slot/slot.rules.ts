// The slot's rules are shared with the web's round verifier: they live in @portal/contracts/slot.
export {
  GAME_NAME,
  REELS,
  ROWS,
  SYMBOLS,
  type SymbolCode,
  SYMBOL_NAMES,
  LINE_PAYS,
  SCATTER_PAYS,
  REEL_STRIPS,
  PAYLINES,
  LINE_COUNT,
  TOTAL_BETS_MINOR,
  MONEY_DECIMALS,
} from '@portal/contracts/slot';
