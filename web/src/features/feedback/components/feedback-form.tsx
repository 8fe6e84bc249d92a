import { zodResolver } from '@hookform/resolvers/zod';
import { PUBLISH_CONSENT_WORDS, type SubmitFeedback, SubmitFeedbackSchema } from '@shared/schemas/feedback';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormTextArea } from '@/components/ui/form-field';
import { useSubmitFeedback } from '@/features/feedback/api/submit-feedback';
import { feedbackContent } from '@/features/feedback/content';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';
import { StarRatingInput } from './star-rating-input';

const content = feedbackContent.dialog;

interface FeedbackFields {
  rating: string;
  comment: string;
  publish: boolean;
}

// Radio buttons hold strings; the shared schema turns the chosen one into the number the API takes.
const resolver = zodResolver(SubmitFeedbackSchema) as unknown as Resolver<
  FeedbackFields,
  unknown,
  SubmitFeedback
>;

/** a rating must be chosen (submit stays disabled until then); the comment is optional. */
export function FeedbackForm({ bookingId, onSent }: { bookingId: string; onSent: () => void }) {
  const form = useForm<FeedbackFields, unknown, SubmitFeedback>({
    resolver,
    defaultValues: { rating: '', comment: '', publish: false },
  });
  const { register, handleSubmit, reset, watch, formState } = form;
  const { isSubmitting } = formState;
  const submitFeedback = useSubmitFeedback();
  // No idempotency key: the server takes one feedback per booking, so a repeat is refused, not doubled.
  const sending = useSubmission((feedback: SubmitFeedback) =>
    submitFeedback.mutateAsync({ bookingId, ...feedback }),
  );
  const rating = Number(watch('rating')) || 0;
  const busy = isSubmitting || sending.pending;

  const submit = async (feedback: SubmitFeedback) => {
    try {
      if ((await sending.submit(feedback)) === 'busy') return;
      toast.success(content.success);
      reset();
      onSent();
    } catch (error) {
      console.error('The feedback was not sent', error);
      toast.error(content.failure, { description: errorMessage(error) });
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
        <StarRatingInput value={rating} field={register('rating')} />
        <FormTextArea name="comment" label={content.comment} rows={4} />
        {/* Consent to publish, in the exact words the server records with the feedback. */}
        <label className="flex min-h-11 items-start gap-2 text-slate-800">
          <input type="checkbox" className="mt-0.5 size-5 shrink-0" {...register('publish')} />
          {PUBLISH_CONSENT_WORDS}
        </label>
        <Button type="submit" disabled={busy || rating === 0} className="w-full">
          {busy ? content.busy : content.submit}
        </Button>
      </form>
    </FormProvider>
  );
}
