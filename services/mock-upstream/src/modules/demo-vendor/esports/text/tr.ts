import type { EsportsText } from './shape.js';

export const tr: EsportsText = {
  title: 'E-spor',
  kickoff: 'Başlangıç {time}',
  fullTime: 'Bitti',
  markets: { ml: 'Maç kazananı', ah: 'Harita handikapı', ou: 'Toplam harita' },
  map: 'Harita {n}',
  bestOf: '{n} haritalık seri',
  rules:
    'Hayali takımlar arasında simüle edilmiş seriler; her harita, başlangıçtan önce taahhüt edilen bir tohumdan bir iki dakikada oynanır (önce karması, seri bitince tohum gösterilir). Counter-Strike 2 ve Valorant oyunlarında haritayı {rounds} raunda ilk ulaşan takım alır, uzatma yoktur. Her oranda {edge} kasa avantajı vardır. Bahisler seri sonuçlanana kadar alınır; harita handikapı ve toplam harita, son harita skoruna göre sonuçlandırılır.',
  seed: 'Tohum',
  seedVerified: 'SHA-256 değeri, seri başlamadan önce gösterilen özetle eşleşiyor',
  seedMismatch: 'SHA-256 değeri, seri başlamadan önce gösterilen özetle eşleşmiyor',
};
