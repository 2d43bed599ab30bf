/**
 * Role checks of the events endpoints, in the handlers (design.md: permissions are checked on
 * the server). A refusal is a ForbiddenError: HTTP 403 with the envelope (code 0, a message in the
 * request's language), as the dispatcher answers a wrong role on a 'brand' or 'buyer' endpoint.
 */
import type { Session } from '../auth/session.server'
import { ForbiddenError } from '../http/handler'

export function requireOrganiser(session: Session): void {
  if (session.role !== 'organiser') {
    throw new ForbiddenError({ en: 'Only an event organiser may do this', cn: '只有活动组织方可以执行此操作' })
  }
}

export function requireBrandId(session: Session): number {
  if (session.role !== 'brand' || !session.brandId) {
    throw new ForbiddenError({ en: 'This account is not linked to a brand', cn: '此账号未关联品牌' })
  }
  return session.brandId
}

export function requireBuyer(session: Session): void {
  if (session.role !== 'buyer' && session.role !== null) {
    throw new ForbiddenError({ en: 'Only buyer accounts can do this', cn: '只有采购商账号可以执行此操作' })
  }
}
