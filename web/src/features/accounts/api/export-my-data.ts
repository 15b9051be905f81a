import { useMutation } from '@tanstack/react-query';
import { EXPORT_FILE_NAME } from '@contracts/accounts/account';
import { useApiClient } from '@/lib/auth/use-api-client';

/** GET /api/account/export: everything held about the user, saved as one JSON file. */
export function useExportMyData() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async () => {
      const data = await api.call('exportMyData');
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = EXPORT_FILE_NAME;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
      return data;
    },
  });
}
