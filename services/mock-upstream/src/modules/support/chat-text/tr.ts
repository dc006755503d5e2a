import type { ChatText } from './shape.js';

export const tr: ChatText = {
  liveTitle: 'Canlı destek',
  vipTitle: 'VIP destek',
  roomTitle: 'Sohbet odası',
  intro:
    'Hesabın, para yatırma, para çekme ya da oyunlar hakkında her şeyi sorabilirsin. Bir temsilci burada yanıtlar.',
  vipIntro: 'VIP hizmetine hoş geldin. Kişisel yöneticin burada yanıtlar.',
  roomIntro: 'Diğer oyuncularla sohbet et. Nazik ol: mesajları odadaki herkes görür.',
  placeholder: 'Mesaj yaz',
  send: 'Gönder',
  you: 'Sen',
  agent: 'Destek temsilcisi',
  vipAgent: 'VIP yöneticisi',
  host: 'Moderatör',
  empty: 'Henüz mesaj yok.',
  failed: 'Mesaj gönderilemedi. Tekrar dene.',
  expired: 'Bu sohbet bağlantısının süresi doldu. Pencereyi kapatıp sohbet odasını yeniden aç.',
  tooLong: 'Bir mesaj en fazla 500 karakter olabilir.',
  vipPrefix: 'VIP yöneticin burada. ',
  roomGreeting: 'Sohbet odasına hoş geldin! Diğer oyunculara merhaba de.',
  replies: {
    deposit:
      'Para yatırma: üstten Para Yatır’ı aç, bir yöntem seç ve adımları izle. Online ödemeler sağlayıcı onayladığında hesaba geçer.',
    withdraw:
      'Para çekme: üye merkezinde ödeme şifresi belirle ve banka kartını bağla, sonra tutarı talep et. Ekibimiz kısa sürede inceler.',
    password:
      'Şifre: girişteki “Şifremi unuttum” ile e-posta veya telefonla sıfırla ya da üye merkezinde değiştir.',
    bonus: 'Promosyonlar: katılabileceğin ve talep edebileceklerin için Promosyonlar sayfasına bak.',
    other: 'Mesajın için teşekkürler. Bir temsilci not aldı ve burada dönüş yapacak. Başka bir şey var mı?',
  },
  keywords: {
    deposit: 'yatır, yatir, yükle',
    withdraw: 'çekim, cekim, para çek, para cek',
    password: 'şifre, sifre, giriş, giris',
    bonus: 'bonus, promosyon, promo',
  },
};
