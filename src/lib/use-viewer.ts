import { isLoggedIn, useUserInfo } from '@/lib/user-info'
import type { Role } from '@/lib/roles'

export type Viewer = { userId: number; role: Role | null; brandId: number | null }

/** The logged-in person after hydration, or null (anonymous, or still on the server: SSR is never personal). */
export function useViewer(): Viewer | null {
  const info = useUserInfo()
  if (!isLoggedIn(info) || !info) return null
  return {
    userId: Number(info.user_id),
    role: (info.role as Role | undefined) ?? null,
    brandId: info.brand_id === undefined || info.brand_id === '' ? null : Number(info.brand_id),
  }
}
