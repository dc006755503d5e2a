import { PromoDetailPage } from '@/features/promotions/components/promo-detail-page';

/** /promoDetail?id=: one promotion. */
export default PromoDetailPage;
