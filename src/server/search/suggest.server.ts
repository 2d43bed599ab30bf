/** The handler of Search/suggest: the search box's suggestions, answered from the index alone. */
import { suggest } from '../../api/contract/search'
import { handle, pick, type BoundHandler } from '../http/handler'
import { catalogueIndex } from './search.server'

export const handlers: Array<BoundHandler> = [
  handle(suggest, async (input, { db, lan }) => {
    const index = await catalogueIndex(db)
    return {
      brands: index.searchBrands(input.keyword, input.limit).flatMap(({ id }) => {
        const doc = index.brands.get(id)
        return doc
          ? [
              {
                id,
                name: pick(lan, doc.nameEn, doc.nameZh),
                logo: doc.logo,
                country: pick(lan, doc.countryEn, doc.countryZh),
              },
            ]
          : []
      }),
      products: index.searchProducts(input.keyword, input.limit).flatMap(({ id }) => {
        const doc = index.products.get(id)
        return doc
          ? [
              {
                id,
                name: pick(lan, doc.nameEn, doc.nameZh),
                image: doc.image,
                brand_name: pick(lan, doc.brandEn, doc.brandZh),
              },
            ]
          : []
      }),
      categories: index.searchCategories(input.keyword, input.limit).flatMap(({ id }) => {
        const doc = index.categories.get(id)
        return doc
          ? [
              {
                id,
                name: pick(lan, doc.nameEn, doc.nameZh),
                parent_id: doc.parentId,
              },
            ]
          : []
      }),
    }
  }),
]
