import type { EsportsText } from './shape.js';

export const ms: EsportsText = {
  title: 'E-sukan',
  kickoff: 'Bermula {time}',
  fullTime: 'Tamat',
  markets: { ml: 'Pemenang perlawanan', ah: 'Handikap peta', ou: 'Jumlah peta' },
  map: 'Peta {n}',
  bestOf: 'Terbaik daripada {n}',
  rules:
    'Siri simulasi antara pasukan rekaan, setiap peta dimainkan dalam seminit dua, daripada benih yang dikunci sebelum bermula (hash dipaparkan dahulu, benih selepas siri tamat). Dalam Counter-Strike 2 dan Valorant, peta dimenangi pasukan pertama yang mencapai {rounds} pusingan, tanpa masa tambahan. Setiap harga termasuk kelebihan rumah {edge}. Pertaruhan diterima sehingga siri ditentukan; handikap peta dan jumlah peta diselesaikan mengikut skor peta akhir.',
  seed: 'Seed',
  seedVerified: 'SHA-256nya sepadan dengan hash yang dipaparkan sebelum siri bermula',
  seedMismatch: 'SHA-256nya tidak sepadan dengan hash yang dipaparkan sebelum siri bermula',
};
