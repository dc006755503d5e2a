import type { ChatText } from './shape.js';

export const cs: ChatText = {
  liveTitle: 'Živý chat',
  vipTitle: 'VIP chat',
  roomTitle: 'Chatovací místnost',
  intro: 'Zeptejte se na cokoli ohledně účtu, vkladů, výběrů nebo her. Operátor odpoví zde.',
  vipIntro: 'Vítejte ve VIP servisu. Váš osobní manažer odpoví zde.',
  roomIntro: 'Chatujte s ostatními hráči. Buďte slušní: zprávy vidí celá místnost.',
  placeholder: 'Napište zprávu',
  send: 'Odeslat',
  you: 'Vy',
  agent: 'Operátor podpory',
  vipAgent: 'VIP manažer',
  host: 'Hostitel',
  empty: 'Zatím žádné zprávy.',
  failed: 'Zprávu se nepodařilo odeslat. Zkuste to znovu.',
  expired: 'Odkaz na chat vypršel. Zavřete okno a otevřete chatovací místnost znovu.',
  tooLong: 'Zpráva může mít nejvýše 500 znaků.',
  vipPrefix: 'Tady váš VIP manažer. ',
  roomGreeting: 'Vítejte v chatovací místnosti! Pozdravte ostatní hráče.',
  replies: {
    deposit:
      'Vklady: nahoře otevřete „Vklad“, zvolte platební metodu a postupujte podle kroků. Online platby se připíší po potvrzení poskytovatelem.',
    withdraw:
      'Výběry: v členské sekci nastavte platební heslo a propojte bankovní kartu, pak zažádejte o částku. Náš tým ji brzy zkontroluje.',
    password:
      'Heslo: v přihlašovacím okně použijte „Zapomenuté heslo“ a obnovte ho e-mailem nebo SMS, nebo ho změňte v členské sekci.',
    bonus: 'Akce: na stránce „Akce“ zjistíte, čeho se můžete zúčastnit a co získat.',
    other: 'Děkujeme za zprávu. Operátor si ji poznamenal a odpoví zde. Ještě něco?',
  },
  keywords: {
    deposit: 'vklad, vlož, dobí, dobit, dobij',
    withdraw: 'výběr, vyber, vybrat, výplat, vyplat',
    password: 'hesl, přihl, prihl',
    bonus: 'bonus, akce, akci, promo',
  },
};
