/** The record pages' pager is the one numbered Pagination (spec section 9: range 3, margin 1). */
export { Pagination as Pager } from './pagination';
