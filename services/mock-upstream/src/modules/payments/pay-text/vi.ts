import type { PayText } from './shape.js';

export const vi: PayText = {
  note: 'Cổng thanh toán thử nghiệm: không có tiền thật nào được chuyển.',
  merchant: 'Đơn vị nhận tiền',
  amount: 'Số tiền',
  order: 'Mã đơn hàng',
  pay: 'Thanh toán',
  decline: 'Từ chối',
  orderPaid: 'Đơn hàng này đã được thanh toán.',
  orderFailed: 'Đơn hàng này đã bị từ chối.',
  donePaid: 'Đơn hàng {order} đã được thanh toán.',
  doneFailed: 'Đơn hàng {order} đã bị từ chối.',
  close: 'Bạn có thể đóng trang này và quay lại trang của đơn vị nhận tiền.',
  notFound: 'Không tìm thấy lệnh thanh toán này.',
};
