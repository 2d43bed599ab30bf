/**
 * Counter-offers: the buyer answers the latest quote of an inquiry with a unit
 * price and/or a quantity per line and an optional note; the brand answers with a revised quote
 * (Inquiry/postInquiryQuote naming the version it saw), which is the next version. The counter is a
 * thread entry with its terms beside the text (`inquiry_messages.counter`), so the thread shows it
 * in order with the quotes. Only the buyer counters, only the latest version, only while the
 * inquiry is undecided; the brand is told in platform wording (no user text in SMS or e-mail).
 */
import { eq } from 'drizzle-orm'
import { counterQuote } from '../../api/contract/inquiry'
import { counterProblem } from '../../api/contract/quote'
import { inquiries, inquiryMessages, quotes } from '../db/schema'
import { ApiError, handle, type BoundHandler } from '../http/handler'
import { notify } from '../notifications/notify.server'
import { lockForDecision } from './orders.server'

export const handlers: Array<BoundHandler> = [
  handle(counterQuote, async (input, { db, session, now }) => {
    const result = await db.transaction(async (tx) => {
      const row = await lockForDecision(tx, input.inquiry_id, input.quote_entry_id, session.userId, {
        en: 'Only the buyer of the inquiry makes a counter-offer',
        cn: '只有询盘的买家可以还价',
      })
      const quoted = await tx.select({ productId: quotes.productId }).from(quotes).where(eq(quotes.messageId, input.quote_entry_id))
      const onQuote = new Set(quoted.map((q) => q.productId))
      const seen = new Set<number>()
      for (const [index, line] of input.lines.entries()) {
        if (!onQuote.has(line.product_id) || seen.has(line.product_id)) {
          throw new ApiError({
            en: `Field lines[${index}].product_id: product ${line.product_id} is not on this quote, or is countered twice`,
            cn: `字段 lines[${index}].product_id：商品 ${line.product_id} 不在该报价中，或重复还价`,
          })
        }
        seen.add(line.product_id)
        const problem = counterProblem(line, `lines[${index}].`)
        if (problem) throw new ApiError(problem)
      }
      const [entry] = await tx
        .insert(inquiryMessages)
        .values({
          inquiryId: row.id,
          authorUserId: session.userId,
          side: 'buyer',
          body: input.note,
          counter: {
            quote_entry_id: input.quote_entry_id,
            lines: input.lines.map((l) => ({ product_id: l.product_id, unit_price: l.unit_price ?? null, quantity: l.quantity ?? null })),
          },
          createdAt: now,
        })
        .returning({ id: inquiryMessages.id })
      await tx.update(inquiries).set({ brandUnread: true, buyerUnread: false }).where(eq(inquiries.id, row.id))
      return { entryId: entry!.id, row }
    })
    await notify(db, { kind: 'quote_countered', inquiryId: result.row.id, to: { brandIds: [result.row.brandId] } }, now)
    return { entry_id: result.entryId, state: 'quoted' as const }
  }),
]
