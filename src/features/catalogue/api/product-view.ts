// The product page's query, apart from the list's (queries.ts): a module is one piece for the
// bundler, so sharing it would bring the list's filters and categories into the product page's
// first load (ADR 037).
import { getOpbGoodsViewQuery } from '@/api/client/opb-goods.gen'

/** One product with its certificates, brand and related products. */
export const productViewQuery = (id: number) => getOpbGoodsViewQuery({ goods_id: id })
