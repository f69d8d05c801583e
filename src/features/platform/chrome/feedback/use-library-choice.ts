import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { feedbackQueries } from './queries';

/** The disabled placeholder of both selects (spec §4 "Selects"). */
export const UNSET = -1;

/**
 * Campus → library choice of spec §4: choosing a campus loads its libraries and picks the
 * first; a campus with none (or no campus) leaves the library at the placeholder.
 */
export function useLibraryChoice() {
  const [campus, setCampus] = useState(UNSET);
  const [library, setLibrary] = useState(UNSET);
  const campuses = useQuery(feedbackQueries.campuses());
  const libraries = useQuery(feedbackQueries.libraries(campus));
  const firstLibrary = campus === UNSET ? UNSET : (libraries.data?.[0]?.cod_biblioteca ?? UNSET);
  useEffect(() => setLibrary(firstLibrary), [firstLibrary, campus]);
  return {
    campus, library, setCampus, setLibrary,
    campuses: campuses.data ?? [],
    libraries: campus === UNSET ? [] : (libraries.data ?? []),
    loadingLibraries: libraries.isFetching,
    error: campuses.error ?? libraries.error,
    reset: () => setCampus(UNSET),
  };
}

export type LibraryChoice = ReturnType<typeof useLibraryChoice>;
