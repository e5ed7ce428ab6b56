import { templateKeys } from '@renderer/lib/api/keys';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from '@renderer/lib/api/templates';
import type { TemplateBody } from '@shared/api/templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The company's message templates (issue 19): the profile's Templates tab and the bulk action bar read them. */
export function useTemplates(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: templateKeys.all,
    queryFn: ({ signal }) => listTemplates(signal),
    select: (body) => body.data.templates,
    enabled: options.enabled ?? true,
  });
}

/** Create (no id) or edit a template; the list is read again from the server after the answer. */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TemplateBody }) =>
      id ? updateTemplate(id, body) : createTemplate(body),
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteTemplate(id),
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
