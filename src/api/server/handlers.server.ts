import type { BoundHandler } from './handler'
import { handlers as activity } from './handlers/activity.server'
import { handlers as brand } from './handlers/brand.server'
import { handlers as bulk } from './handlers/bulk.server'
import { handlers as buyers } from './handlers/buyers.server'
import { handlers as common } from './handlers/common.server'
import { handlers as home } from './handlers/home.server'
import { handlers as login } from './handlers/login.server'
import { handlers as looking } from './handlers/looking.server'
import { handlers as monitor } from './handlers/monitor.server'
import { handlers as opbGoods } from './handlers/opb-goods.server'
import { handlers as supplier } from './handlers/supplier.server'
import { wechatHandlers as wechat } from './handlers/wechat.server'
import { eventHandlers as events } from '../../server/events/handlers.server'

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
