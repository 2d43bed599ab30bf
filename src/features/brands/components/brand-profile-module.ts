import { routeModule } from '@/lib/route-module'

/** The brand profile and its favourite button, loaded only for `/brand?id=` (src/lib/route-module.ts). */
export const brandProfileModule = routeModule(() => import('./brand-profile'))
