/**
 * A launch ticket with its signature's last byte changed, so it is certainly another signature (the
 * tests once wrote "00" over it, which is the same ticket one time in 256).
 */
export function forgedTicket(ticket: string): string {
  return `${ticket.slice(0, -2)}${ticket.endsWith('00') ? 'ff' : '00'}`;
}
