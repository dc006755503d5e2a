import { PromotionsPage } from '@/features/promotions/components/promotions-page';

/** /promotions: the promotion list (its banners are the layout's /promotions group). */
export default PromotionsPage;
