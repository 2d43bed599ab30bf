/**
 * Role checks of the events endpoints, in the handlers (design.md: permissions are checked on
 * the server). A refusal is an ApiError: HTTP 200, code 0, a message in the request's language.
 */
import type { Session } from '../auth/session.server'
import { ApiError } from '../http/handler'

export function requireOrganiser(session: Session): void {
  if (session.role !== 'organiser') {
    throw new ApiError({ en: 'Only an event organiser may do this', cn: '只有活动组织方可以执行此操作' })
  }
}

export function requireBrandId(session: Session): number {
  if (session.role !== 'brand' || !session.brandId) {
    throw new ApiError({ en: 'This account is not linked to a brand', cn: '此账号未关联品牌' })
  }
  return session.brandId
}

export function requireBuyer(session: Session): void {
  if (session.role !== 'buyer' && session.role !== null) {
    throw new ApiError({ en: 'Only buyer accounts can do this', cn: '只有采购商账号可以执行此操作' })
  }
}
