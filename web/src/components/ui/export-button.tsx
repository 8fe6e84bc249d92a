import type { CsvFile } from '@shared/schemas/csv';
import { FileDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/auth/error-message';
import { saveCsv } from '@/lib/save-file';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const words = {
  label: 'Export CSV',
  busy: 'Exporting...',
  done: (rows: number) => `Exported ${rows} ${rows === 1 ? 'row' : 'rows'}`,
  failure: 'The export failed',
};

/** Saves what a list shows (its filters and order, every page) as the CSV file the API made. */
export function ExportButton({ exportFile }: { exportFile: () => Promise<CsvFile> }) {
  const exporting = useSubmission(async () => {
    const file = await exportFile();
    saveCsv(file);
    toast.success(words.done(file.rows));
  });
  const onExport = async () => {
    try {
      await exporting.submit(undefined);
    } catch (error) {
      console.error('The export failed', error);
      toast.error(words.failure, { description: errorMessage(error) });
    }
  };
  return (
    <Button variant="secondary" disabled={exporting.pending} onClick={() => void onExport()}>
      <FileDown aria-hidden="true" className="size-5" />
      {exporting.pending ? words.busy : words.label}
    </Button>
  );
}
