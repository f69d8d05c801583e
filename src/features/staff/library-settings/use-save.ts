// One save of the library section: sends, then says under the form what happened.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '../../../api/errors';
import type { Outcome } from '../../../api/outcome';

export function useSave<A, T>(action: (queryClient: QueryClient, args: A) => Promise<Outcome<T>>, savedText: string) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (args: A) => {
      setError(null);
      setSaved(null);
      return action(queryClient, args);
    },
    onSuccess: (result) => {
      if (result.ok) setSaved(savedText);
      else setError(result.error);
    },
  });
  return { save: mutation.mutateAsync, pending: mutation.isPending, error, saved };
}
