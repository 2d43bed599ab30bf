// The legacy product URL (spec §2): the same page as /product/detail?id=.
import { productDetailSearchSchema } from '@/features/catalogue/utils/product-search'
import { createFileRoute } from '@tanstack/react-router'
import { loadProduct, ProductDetailPage } from '../product/-product-detail-page'
import { productDetailHead } from '../product/-product-detail-route'

export const Route = createFileRoute('/_desktop/(legacy)/productDetail')({
  validateSearch: productDetailSearchSchema,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context: { queryClient }, deps }) => loadProduct(queryClient, deps.id),
  head: ({ matches, loaderData }) => productDetailHead(matches, loaderData),
  component: LegacyDetailPage,
})

function LegacyDetailPage() {
  return <ProductDetailPage id={Route.useLoaderDeps().id!} />
}
