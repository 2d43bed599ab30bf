import type { BoundHandler } from '../handler'

export const wechatHandlers: Array<BoundHandler> = []
