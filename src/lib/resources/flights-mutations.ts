import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flightsApi } from '@/lib/api/clients';
import { FlightDeleteResultSchema, type FlightDeleteResult, type FlightSelection } from '@/lib/contract/flights';
import { flightKeys } from './flights';
import type { MutationNotices } from './mutation-notices';

/** `DELETE /v1/flights`: the given ids, or everything matching `filters` with `allSelected: true`. */
export function deleteFlights(selection: FlightSelection): Promise<FlightDeleteResult> {
  return flightsApi.request('/v1/flights', { method: 'DELETE', body: selection, schema: FlightDeleteResultSchema });
}

export function useDeleteFlightsMutation(notices?: MutationNotices<FlightSelection, FlightDeleteResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteFlights,
    onSuccess: notices?.onSuccess,
    onError: notices?.onError,
    onSettled: () => qc.invalidateQueries({ queryKey: flightKeys.all }),
  });
}
