import { zodResolver } from '@hookform/resolvers/zod';
import { type SubmitFeedback, SubmitFeedbackSchema } from '@shared/schemas/feedback';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { StarRatingInput } from '@/components/ui/star-rating-input';
import { TextAreaField } from '@/components/ui/text-field';
import { useSubmitFeedback } from '@/features/feedback/api/submit-feedback';
import { feedbackContent } from '@/features/feedback/content';
import { errorMessage } from '@/lib/auth/error-message';
import { useSingleFlight } from '@/lib/use-single-flight';

const content = feedbackContent.dialog;

interface FeedbackFields {
  rating: string;
  comment: string;
}

// Radio buttons hold strings; the shared schema turns the chosen one into the number the API takes.
const resolver = zodResolver(SubmitFeedbackSchema) as unknown as Resolver<
  FeedbackFields,
  unknown,
  SubmitFeedback
>;

/** SPEC §5: a rating must be chosen (submit stays disabled until then); the comment is optional. */
export function FeedbackForm({ bookingId, onSent }: { bookingId: string; onSent: () => void }) {
  const { register, handleSubmit, reset, watch, formState } = useForm<
    FeedbackFields,
    unknown,
    SubmitFeedback
  >({
    resolver,
    defaultValues: { rating: '', comment: '' },
  });
  const { errors, isSubmitting } = formState;
  const singleFlight = useSingleFlight();
  const submitFeedback = useSubmitFeedback();
  const rating = Number(watch('rating')) || 0;
  const busy = isSubmitting || submitFeedback.isPending;

  const submit = (feedback: SubmitFeedback) =>
    singleFlight(async () => {
      try {
        await submitFeedback.mutateAsync({ bookingId, ...feedback });
        toast.success(content.success);
        reset();
        onSent();
      } catch (error) {
        console.error('The feedback was not sent', error);
        toast.error(content.failure, { description: errorMessage(error) });
      }
    });

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
      <StarRatingInput value={rating} field={register('rating')} />
      <TextAreaField
        label={content.comment}
        rows={4}
        error={errors.comment?.message}
        {...register('comment')}
      />
      <Button type="submit" disabled={busy || rating === 0} className="w-full">
        {busy ? content.busy : content.submit}
      </Button>
    </form>
  );
}
