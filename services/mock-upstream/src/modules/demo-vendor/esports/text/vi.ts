import type { EsportsText } from './shape.js';

export const vi: EsportsText = {
  title: 'Thể thao điện tử',
  kickoff: 'Bắt đầu {time}',
  fullTime: 'Đã kết thúc',
  markets: { ml: 'Đội thắng trận', ah: 'Kèo chấp map', ou: 'Tổng số map' },
  map: 'Map {n}',
  bestOf: 'BO{n}',
  rules:
    'Các loạt trận mô phỏng giữa những đội hư cấu, mỗi map diễn ra trong một hai phút, từ một seed đã cam kết trước khi bắt đầu (hiện mã băm trước, seed sau khi loạt trận kết thúc). Ở Counter-Strike 2 và Valorant, đội đầu tiên thắng {rounds} vòng sẽ giành map, không có hiệp phụ. Mỗi tỷ lệ đều có lợi thế nhà cái {edge}. Nhận cược cho đến khi loạt trận phân định thắng thua; kèo chấp map và tổng số map được thanh toán theo tỷ số map chung cuộc.',
  seed: 'Seed',
  seedVerified: 'SHA-256 của seed khớp với mã băm hiển thị trước khi loạt trận bắt đầu',
  seedMismatch: 'SHA-256 của seed không khớp với mã băm hiển thị trước khi loạt trận bắt đầu',
};
