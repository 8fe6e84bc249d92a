import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { authContent } from '@/features/auth/content';
import { errorMessage } from '@/lib/auth/error-message';
import { toast } from '@/lib/toast';

const content = authContent.newCode;

/**
 * The row under a step that waits for a mailed code: "Send a new code" (busy while it asks, then says
 * how it went) and the way back to the login form. `send` asks for the code as that step does; without
 * it (a staff member's invitation, whose new code only the office sends) only the way back is drawn.
 */
export function NewCodeActions({ send, onBack }: { send?: () => Promise<void>; onBack: () => void }) {
  const [sending, setSending] = useState(false);
  const resend = async () => {
    if (!send) return;
    setSending(true);
    try {
      await send();
      toast.success(content.sent);
    } catch (error) {
      toast.error(content.failure, { description: errorMessage(error) });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="flex flex-wrap justify-between gap-3">
      {send && (
        <Button variant="secondary" disabled={sending} onClick={() => void resend()}>
          {sending ? content.busy : content.label}
        </Button>
      )}
      <Button variant="secondary" onClick={onBack}>
        {authContent.backToLogin}
      </Button>
    </div>
  );
}
