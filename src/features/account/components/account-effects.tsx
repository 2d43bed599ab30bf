import { useAppStart } from '../hooks/use-app-start'
import { useWechatReturn } from '../hooks/use-wechat-return'

/** Mounted once at the root: the app-start flow (spec §4) and the WeChat QR-login return. */
export function AccountEffects() {
  useAppStart()
  useWechatReturn()
  return null
}
