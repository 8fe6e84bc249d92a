import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

interface FileButtonProps {
  label: string;
  busyLabel: string;
  /** Read by screen readers after the label, as a list has one such button per row. */
  which: string;
  failure: string;
  save: () => Promise<void>;
}

/** Saves a receipt, credit note or statement PDF from its short-lived link; one at a time per button. */
export function FileButton({ label, busyLabel, which, failure, save }: FileButtonProps) {
  const download = useSubmission((_: undefined) => save());
  const start = async () => {
    try {
      await download.submit(undefined);
    } catch (error) {
      console.error('The file did not download', error);
      toast.error(failure, { description: errorMessage(error) });
    }
  };
  return (
    <Button variant="secondary" disabled={download.pending} onClick={() => void start()}>
      <Download aria-hidden="true" className="size-5" />
      {download.pending ? busyLabel : label}
      <span className="sr-only">: {which}</span>
    </Button>
  );
}
