import { MOBILE_MAX_WIDTH_PX } from '@homeward/domain';
import { widthBelow } from '@homeward/platform';

export { useMediaQuery } from '@homeward/platform';

/** Spec 9: the mobile layout and the full-screen search overlay apply under 801 px (the domain's switch). */
export const NARROW_QUERY = widthBelow(MOBILE_MAX_WIDTH_PX + 1);
