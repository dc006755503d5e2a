import type { ChatText } from './shape.js';

export const ty: ChatText = {
  liveTitle: 'Live chat',
  vipTitle: 'VIP chat',
  roomTitle: 'Chat room',
  intro: 'Magtanong tungkol sa account, deposit, withdrawal o mga laro. Dito sasagot ang isang agent.',
  vipIntro: 'Maligayang pagdating sa VIP desk. Dito sasagot ang personal manager mo.',
  roomIntro: 'Makipag-chat sa ibang player. Maging magalang: nakikita ng lahat sa room ang mga mensahe.',
  placeholder: 'Mag-type ng mensahe',
  send: 'Ipadala',
  you: 'Ikaw',
  agent: 'Ahente ng suporta',
  vipAgent: 'VIP manager',
  host: 'Host',
  empty: 'Wala pang mensahe.',
  failed: 'Hindi naipadala ang mensahe. Subukan ulit.',
  expired: 'Expired na ang chat link na ito. Isara ang window at buksan ulit ang chat room.',
  tooLong: 'Hanggang 500 character lang ang isang mensahe.',
  vipPrefix: 'Ang VIP manager mo ito. ',
  roomGreeting: 'Maligayang pagdating sa chat room! Batiin ang ibang mga player.',
  replies: {
    deposit:
      'Deposit: buksan ang Deposit sa itaas, pumili ng channel at sundin ang mga hakbang. Papasok ang online payment kapag nakumpirma na ng provider.',
    withdraw:
      'Withdrawal: mag-set ng payment password at mag-bind ng bank card sa member center, tapos i-request ang halaga. Agad itong rerebyuhin ng team.',
    password:
      'Password: gamitin ang "Forgot password" sa login para i-reset sa email o mobile, o palitan ito sa member center.',
    bonus: 'Promos: tingnan ang Promotions page para sa mga puwede mong salihan at i-claim.',
    other: 'Salamat sa mensahe mo. Naitala na ito ng agent at sasagot dito. May iba pa ba?',
  },
  keywords: {
    deposit: 'deposito, magdeposito, cash in, mag-load, magpaload',
    withdraw: 'withdrawal, mag-withdraw, cash out',
    password: 'password, mag-login',
    bonus: 'bonus, promo',
  },
};
