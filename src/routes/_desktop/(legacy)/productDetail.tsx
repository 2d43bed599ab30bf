// The legacy product URL (spec §2): the same page as /product/detail?id=.
import { createFileRoute } from '@tanstack/react-router'
import { loadProduct, parseProductDetailSearch, productDetailHead, ProductDetailPage } from '../product/-product-detail-page'

export const Route = createFileRoute('/_desktop/(legacy)/productDetail')({
  validateSearch: parseProductDetailSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context: { queryClient }, deps }) => loadProduct(queryClient, deps.id),
  head: ({ matches, loaderData }) => productDetailHead(matches, loaderData),
  component: LegacyDetailPage,
})

function LegacyDetailPage() {
  return <ProductDetailPage id={Route.useLoaderDeps().id!} />
}
