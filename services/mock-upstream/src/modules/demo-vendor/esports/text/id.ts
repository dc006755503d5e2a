import type { EsportsText } from './shape.js';

export const id: EsportsText = {
  title: 'E-sports',
  kickoff: 'Mulai {time}',
  fullTime: 'Selesai',
  markets: { ml: 'Pemenang pertandingan', ah: 'Voor map', ou: 'Total map' },
  map: 'Map {n}',
  bestOf: 'Best of {n}',
  rules:
    'Seri simulasi antara tim fiktif, tiap map dimainkan dalam satu atau dua menit, dari seed yang dikunci sebelum mulai (hash-nya ditampilkan dulu, seed-nya setelah seri selesai). Di Counter-Strike 2 dan Valorant, map dimenangkan tim pertama yang mencapai {rounds} ronde, tanpa perpanjangan. Setiap odds sudah termasuk keunggulan bandar {edge}. Taruhan diterima sampai seri ditentukan; voor map dan total map diselesaikan berdasarkan skor map akhir.',
  seed: 'Seed',
  seedVerified: 'SHA-256-nya cocok dengan hash yang ditampilkan sebelum seri dimulai',
  seedMismatch: 'SHA-256-nya tidak cocok dengan hash yang ditampilkan sebelum seri dimulai',
};
