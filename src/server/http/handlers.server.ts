import type { BoundHandler } from './handler'
import { handlers as activity } from '../events/activity.server'
import { handlers as brand } from '../brands/brand.server'
import { handlers as bulk } from '../procurement/bulk.server'
import { handlers as buyers } from '../matching/buyers.server'
import { handlers as common } from '../content/common.server'
import { handlers as home } from '../content/home.server'
import { handlers as login } from '../accounts/login.server'
import { handlers as looking } from '../matching/looking.server'
import { handlers as monitor } from '../monitoring/monitor.server'
import { handlers as opbGoods } from '../catalogue/opb-goods.server'
import { handlers as supplier } from '../brands/supplier.server'
import { wechatHandlers as wechat } from '../accounts/wechat.server'
import { eventHandlers as events } from '../events/handlers.server'

/** Every implemented endpoint. */
export const allHandlers: Array<BoundHandler> = [
  ...home,
  ...common,
  ...supplier,
  ...brand,
  ...opbGoods,
  ...activity,
  ...looking,
  ...bulk,
  ...buyers,
  ...monitor,
  ...login,
  ...wechat,
  ...events,
]
