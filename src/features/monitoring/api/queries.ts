// The monitoring feature's queries, built on the generated factories (docs/patterns.md).
import { monitorReportQuery } from '@/api/client/monitor.gen'

/** The monitoring report of the last `days` days (analysts only: personal, read after hydration). */
export const reportQuery = (days: number) => ({ ...monitorReportQuery({ days }), retry: false })
