import { Download } from 'lucide-react';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';
import { Button } from './button';

/** Exports what a list shows now (its filters, every page) as a CSV file the browser saves. */
export function CsvExportButton({
  label,
  busy,
  failure,
  onExport,
}: {
  label: string;
  busy: string;
  failure: string;
  onExport: () => Promise<unknown>;
}) {
  const exporting = useSubmission(() => onExport());
  return (
    <Button
      variant="secondary"
      disabled={exporting.pending}
      onClick={async () => {
        try {
          await exporting.submit(undefined);
        } catch (error) {
          console.error('The export failed', error);
          toast.error(failure, { description: errorMessage(error) });
        }
      }}
    >
      <Download aria-hidden="true" className="size-5" />
      {exporting.pending ? busy : label}
    </Button>
  );
}
