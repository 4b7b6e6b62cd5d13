import type { MyReviews, Review, ReviewRequest } from '@iqs/protocol'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

export const REVIEWS_KEY = ['network', 'reviews'] as const

/** `GET /api/network/reviews`: written, received, and the contracts awaiting my review. */
export const getMyReviewsQueryOptions = () =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'mine'],
    queryFn: ({ signal }) => apiRequest<MyReviews>('/api/network/reviews', { signal }),
  })
export const useMyReviews = () => useQuery(getMyReviewsQueryOptions())

/** `POST /api/network/contracts/:id/review`; then my reviews and the contract are read again. */
export function useSubmitReview() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ contractId, body }: { contractId: string; body: ReviewRequest }) =>
      apiRequest<Review>(`/api/network/contracts/${contractId}/review`, { method: 'POST', body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: REVIEWS_KEY })
      void client.invalidateQueries({ queryKey: ['network', 'contracts'] })
    },
  })
}
