/**
 * The shape of the e-sports book's own words (ADR 0025): the page is the sportsbook's, in its words
 * (sportsbook/text/), except these, which every language file in this folder fills (a missing key is
 * a compile error). Team names are fictional proper names and game titles are their publishers'
 * names: both stay as they are.
 */
export interface EsportsText {
  title: string;
  /** {time}: when a series starts */
  kickoff: string;
  /** a series played to its end */
  fullTime: string;
  /** ml: who wins the series (two ways, no draw); ah: a handicap in maps; ou: the number of maps played */
  markets: { ml: string; ah: string; ou: string };
  /** {n}: the map being played */
  map: string;
  /** {n}: a series of n maps, won by the first to win most of them */
  bestOf: string;
  /** {edge} {rounds} */
  rules: string;
  /** A finished series' revealed seed (on the player's bets, and on a listed series once over). */
  seed: string;
  /** The page checked the revealed seed: its SHA-256 is the hash shown before the series. */
  seedVerified: string;
  seedMismatch: string;
}
