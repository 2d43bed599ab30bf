/**
 * The client's address, the one every per-IP limit keys on (code sends, monitoring intake,
 * browser tokens, form posts). Forwarding headers are believed only from trusted proxies
 * (TRUST_PROXY, parsed in app.config.ts), the way Express's `trust proxy` does it: start at the
 * socket's peer and walk X-Forwarded-For (or RFC 7239 Forwarded `for=`) from the right while
 * the address in hand is a trusted proxy. With TRUST_PROXY unset nobody is trusted, so a
 * client that invents X-Forwarded-For values still has one address (ADR 017).
 */
import { BlockList, isIP } from 'node:net'
import { serverEnv, type TrustProxy } from '../../../app.config'

type Trust = (address: string, hop: number) => boolean

const NAMED: Record<string, Array<[string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
function plain(address: string): string {
  const trimmed = address.trim()
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed)
  return mapped ? mapped[1]! : trimmed
}

/** The trust function of a TRUST_PROXY setting; throws on an entry that is not an address. */
export function compileTrust(setting: TrustProxy): Trust {
  if (setting.kind === 'off') return () => false
  if (setting.kind === 'hops') return (_address, hop) => hop < setting.hops
  const list = new BlockList()
  for (const entry of setting.entries) {
    const named = NAMED[entry.toLowerCase()]
    if (named) {
      for (const [net, prefix, type] of named) list.addSubnet(net, prefix, type)
      continue
    }
    const [address, prefix] = entry.split('/')
    const type = isIP(plain(address!))
    if (!type) throw new Error(`TRUST_PROXY: ${entry} is not an address`)
    const family = type === 4 ? 'ipv4' : 'ipv6'
    if (prefix === undefined) list.addAddress(plain(address!), family)
    else list.addSubnet(plain(address!), Number(prefix), family)
  }
  return (address) => {
    const type = isIP(address)
    return type !== 0 && list.check(address, type === 4 ? 'ipv4' : 'ipv6')
  }
}

/** The addresses a request passed through, nearest first: X-Forwarded-For, else Forwarded's `for=`. */
function forwardedChain(headers: Headers): Array<string> {
  const xff = headers.get('x-forwarded-for')
  if (xff) return xff.split(',').map(plain).filter(Boolean).toReversed()
  const forwarded = headers.get('forwarded')
  if (!forwarded) return []
  const out: Array<string> = []
  for (const element of forwarded.split(',')) {
    const match = /(?:^|;)\s*for\s*=\s*("?)([^";]+)\1/i.exec(element)
    if (!match) continue
    // for="[2001:db8::1]:4711" or for=192.0.2.60:8080 → the bare address.
    const value = match[2]!.trim()
    const bracketed = /^\[([^\]]+)\]/.exec(value)
    out.push(plain(bracketed ? bracketed[1]! : value.replace(/:\d+$/, '')))
  }
  return out.toReversed()
}

/** The socket's peer, as srvx puts it on the request (`request.ip`). */
function socketAddress(request: Request): string {
  const ip = (request as Request & { ip?: unknown }).ip
  return typeof ip === 'string' ? plain(ip) : ''
}

/** The client address of a request under a trust function (see the file comment). */
export function clientIpWith(request: Request, trust: Trust): string {
  let address = socketAddress(request)
  const chain = forwardedChain(request.headers)
  for (let hop = 0; hop < chain.length && trust(address, hop); hop++) {
    const next = chain[hop]!
    if (!isIP(next)) break
    address = next
  }
  return address.slice(0, 64)
}

let configured: Trust | undefined

/** The client address of a request under the configured TRUST_PROXY. */
export function clientIp(request: Request): string {
  configured ??= compileTrust(serverEnv().TRUST_PROXY)
  return clientIpWith(request, configured)
}
