import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import AppToaster from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-error';
import { createQueryClient } from '@/lib/query-client';
import { expectVisibleText } from './support';

function Save({ failure, errorMessage }: { failure: unknown; errorMessage?: string }) {
  const save = useMutation({
    mutationFn: () => Promise.reject(failure),
    meta: errorMessage ? { errorMessage } : undefined,
  });
  return (
    <>
      <button type="button" onClick={() => save.mutate()}>
        Save
      </button>
      <p>{save.status}</p>
    </>
  );
}

const renderSave = async (failure: unknown, errorMessage?: string) => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Save failure={failure} errorMessage={errorMessage} />
      <AppToaster />
    </QueryClientProvider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
  // The cache has run its onError by the time the mutation's own state says it failed.
  await screen.findByText('error');
  return logged;
};

describe("the query client's mutation errors", () => {
  it("shows the mutation's words with the server's message", async () => {
    const logged = await renderSave(
      new ApiError(409, 'conflict', 'Someone changed this booking'),
      'Could not save',
    );
    expect(logged).toHaveBeenCalledWith('Could not save', expect.any(ApiError));
    await expectVisibleText('Could not save');
    await expectVisibleText('Someone changed this booking');
  });

  it("leaves out a message that was not written for people (a bug's, not the API's)", async () => {
    await renderSave(new TypeError('undefined is not a function'), 'Could not save');
    await expectVisibleText('Could not save');
    expect(screen.queryByText('undefined is not a function')).not.toBeInTheDocument();
  });

  it('shows nothing for a mutation without words: it handles its own failure', async () => {
    const logged = await renderSave(new ApiError(422, 'invalid', 'Check the form'));
    expect(logged).not.toHaveBeenCalled();
    expect(screen.queryByText('Check the form')).not.toBeInTheDocument();
  });
});
