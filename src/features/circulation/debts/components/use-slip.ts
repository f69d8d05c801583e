import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAndDownloadSlip, type SlipRequest } from '../queries';

/** Makes and downloads a slip; remembers the last one made (its numeric line is shown to copy). */
export function useSlip() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (request: SlipRequest) => createAndDownloadSlip(queryClient, request) });
}
