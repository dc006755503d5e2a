import { PointMallPage } from '@/features/points/components/point-mall-page';

/** /pointMall: the point mall (its banners are the layout's /pointMall group). */
export default PointMallPage;
