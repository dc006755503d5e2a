import type { ChatText } from './shape.js';

export const en: ChatText = {
  liveTitle: 'Live chat',
  vipTitle: 'VIP chat',
  roomTitle: 'Chat room',
  intro: 'Ask us anything about your account, deposits, withdrawals or games. An agent answers here.',
  vipIntro: 'Welcome to the VIP desk. Your personal manager answers here.',
  roomIntro: 'Chat with other players. Be kind: messages are public to the room.',
  placeholder: 'Type a message',
  send: 'Send',
  you: 'You',
  agent: 'Support agent',
  vipAgent: 'VIP manager',
  host: 'Host',
  empty: 'No messages yet.',
  failed: 'The message could not be sent. Try again.',
  expired: 'This chat link has expired. Close this window and open the chat room again.',
  tooLong: 'A message may have at most 500 characters.',
  vipPrefix: 'Your VIP manager here. ',
  roomGreeting: 'Welcome to the chat room! Say hello to the other players.',
  replies: {
    deposit:
      'Deposits: open Deposit at the top, pick a channel and follow the steps. Online payments are credited once the provider confirms them.',
    withdraw:
      'Withdrawals: set a payment password and bind a bank card in the member centre, then request the amount. Our team reviews it shortly.',
    password:
      'Password help: use "Forgot password" on the login dialog to reset it by email or mobile, or change it in the member centre.',
    bonus: 'Promotions: see the Promotions page for what you can join and claim.',
    other:
      'Thank you for your message. An agent has noted it and will follow up here. Is there anything else?',
  },
  keywords: {
    deposit: 'deposit, top up, topup',
    withdraw: 'withdraw, cash out, cashout',
    password: 'password, login, log in',
    bonus: 'bonus, promo',
  },
};
