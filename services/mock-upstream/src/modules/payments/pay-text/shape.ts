/**
 * The shape of the sandbox payment provider's page words: every language file in this folder fills
 * it (a missing key is a compile error). The provider's name, Sandbox Pay, is a name and is not
 * translated.
 */
export interface PayText {
  /** Under the name: what the provider is. */
  note: string;
  /** The order's details: who is paid, how much, which order. */
  merchant: string;
  amount: string;
  order: string;
  /** The two buttons: pay the order, or decline it (the test of a failed payment). */
  pay: string;
  decline: string;
  /** An order already decided, opened again. */
  orderPaid: string;
  orderFailed: string;
  /** After the choice, when the merchant gave no page to go back to; {order} is its number. */
  donePaid: string;
  doneFailed: string;
  close: string;
  /** An order number the provider does not know. */
  notFound: string;
}
