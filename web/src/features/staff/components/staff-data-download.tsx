import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { exportMyStaffData, exportStaffData } from '@/features/staff/api/my-record';
import { staffDataContent as content } from '@/features/staff/content';
import { errorMessage } from '@/lib/auth/error-message';
import { saveBlob } from '@/lib/save-file';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

/**
 * A member's copy of what the firm holds about them, as a JSON file: their own from their
 * page, or, with `member`, the office's download of one member's to send them.
 */
export function StaffDataDownload({ member }: { member?: { id: string; name: string } }) {
  const download = useSubmission(async () => {
    const data = member ? await exportStaffData(member.id) : await exportMyStaffData();
    const day = data.exportedAt.slice(0, 10);
    const name = member
      ? `staff-data-${data.member.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
      : 'my-data';
    saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `${name}-${day}.json`);
  });

  const onDownload = async () => {
    try {
      if ((await download.submit(undefined)) === 'sent') toast.success(content.downloaded);
    } catch (error) {
      console.error('The export failed', error);
      toast.error(content.failure, { description: errorMessage(error) });
    }
  };

  return (
    <Button variant="secondary" disabled={download.pending} onClick={() => void onDownload()}>
      <Download aria-hidden="true" className="size-5" />
      {download.pending ? content.busy : member ? content.officeLabel : content.ownLabel}
      {member && <span className="sr-only">: {member.name}</span>}
    </Button>
  );
}
