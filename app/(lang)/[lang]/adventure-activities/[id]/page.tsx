import { tripRoute } from '@/components/pages/trip-route';

const route = tripRoute('adventure');

export const dynamicParams = false;
export const generateStaticParams = route.params;
export const generateMetadata = route.metadata;
export default route.Page;
