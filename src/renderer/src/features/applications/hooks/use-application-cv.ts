import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getApplicationCv } from '../api/get-application-cv';
import { applicationCvKeys } from '../api/keys';

/**
 * The CV of an application as a blob and a `blob:` URL for the viewer. The URL is revoked when
 * the blob changes or the page closes; the blob itself leaves the cache soon after (a CV can be
 * 5 MB, and a recruiter opens many).
 */
export function useApplicationCv(applicationId: string, enabled: boolean) {
  const query = useQuery({
    queryKey: applicationCvKeys.cv(applicationId),
    queryFn: ({ signal }) => getApplicationCv(applicationId, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
  const blob = query.data;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return { query, url };
}
