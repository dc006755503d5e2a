/** The part of the oddslib package (it ships no types) the sportsbook uses: sportsbook.odds.ts. */
declare module 'oddslib' {
  export type OddsFormatName =
    'decimal' | 'hongKong' | 'malay' | 'indonesian' | 'moneyline' | 'fractional' | 'impliedProbability';
  export interface Odds {
    to(format: Exclude<OddsFormatName, 'fractional'>, options?: { precision?: number | null }): number;
    to(format: 'fractional', options?: { precision?: number | null }): string;
  }
  export function from(format: OddsFormatName, value: number | string): Odds;
}
