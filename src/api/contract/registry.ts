/**
 * Every contract entry, for the server's dispatch table and the generator. Browser code never
 * imports this file: pages import the generated client, which imports single entries.
 */
import * as activity from './activity'
import * as brand from './brand'
import * as buyers from './buyers'
import * as bulk from './bulk'
import * as common from './common'
import * as content from './content'
import * as editor from './editor'
import * as events from './events'
import type { EndpointDef } from './define'
import * as home from './home'
import * as live from './live'
import * as inquiry from './inquiry'
import * as login from './login'
import * as looking from './looking'
import * as monitor from './monitor'
import * as notification from './notification'
import * as offer from './offer'
import * as opbGoods from './opb-goods'
import * as order from './order'
import * as report from './report'
import * as search from './search'
import * as supplier from './supplier'

/** Module file (without .ts) → its namespace, in a stable order for the generator. */
export const contractModules: Record<string, Record<string, unknown>> = {
  home,
  common,
  supplier,
  brand,
  'opb-goods': opbGoods,
  activity,
  looking,
  bulk,
  buyers,
  login,
  // Ours, not the spec's: browser monitoring.
  monitor,
  // Ours: events and buyer matching.
  events,
  // Ours: the event day: hall screens, announcements, check-in and meeting records.
  live,
  // Ours, not the spec's: search suggestions.
  search,
  // Ours: the information pages as typed blocks.
  content,
  // Ours: the content editor.
  editor,
  // Ours: the inquiry inbox, threads and quotes.
  inquiry,
  // Ours: the analyst reports.
  report,
  // Ours: suppliers' offers on bulk requests.
  offer,
  // Ours: what each user is told, and on which channels.
  notification,
  // Ours: the buyer's decision on a quote, and the orders it makes.
  order,
}

function isEndpoint(value: unknown): value is EndpointDef {
  return typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'output' in value
}

/** [module, export name, entry] for every endpoint. */
export const contractEntries: Array<{ module: string; exportName: string; def: EndpointDef }> = Object.entries(contractModules).flatMap(
  ([module, namespace]) =>
    Object.entries(namespace)
      .filter((entry): entry is [string, EndpointDef] => isEndpoint(entry[1]))
      .map(([exportName, def]) => ({ module, exportName, def })),
)
