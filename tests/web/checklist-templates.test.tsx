import { SERVICE_TYPES } from '@shared/schemas/booking';
import { DEFAULT_CHECKLISTS } from '@shared/visit-day';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChecklistTemplatesForm } from '@/features/checklists/components/checklist-templates';
import { expectVisibleText, jsonResponse, renderWithProviders } from './support';

/** The office edits each service's checklist, by keyboard as well as by pointer. */

const templates = () => ({
  templates: Object.fromEntries(
    SERVICE_TYPES.map((service) => [
      service,
      DEFAULT_CHECKLISTS[service].map((label, index) => ({ id: `${service}-${index}`, label })),
    ]),
  ),
});

const stubChecklists = (put: (body: unknown) => Response = (body) => jsonResponse(200, body)) => {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'PUT' ? put(JSON.parse(String(init.body))) : jsonResponse(200, templates()),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const ironing = () => within(screen.getByRole('list', { name: 'Ironing checklist' }));
const labels = () =>
  ironing()
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);

describe("the office's checklist templates", () => {
  it('reorders, renames, removes and adds by keyboard, keeping focus with the item, and saves every list', async () => {
    const fetchMock = stubChecklists();
    const { user } = renderWithProviders(<ChecklistTemplatesForm />);
    await user.selectOptions(await screen.findByLabelText('Service'), 'Ironing');
    expect(labels()).toEqual([
      'Shirts and blouses',
      'Trousers and skirts',
      'Bedding',
      'Everything folded or hung',
    ]);

    // Bedding up twice, from the keyboard: focus stays on its button; at the top it moves to "down".
    ironing().getByRole('button', { name: 'Move “Bedding” up' }).focus();
    await user.keyboard('{Enter}');
    expect(ironing().getByRole('button', { name: 'Move “Bedding” up' })).toHaveFocus();
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('“Bedding” moved to 2 of 4.');
    await user.keyboard('{Enter}');
    expect(labels()[0]).toBe('Bedding');
    expect(ironing().getByRole('button', { name: 'Move “Bedding” down' })).toHaveFocus();

    // Renamed in place; removed, with focus on the next item.
    const third = ironing().getByRole('textbox', { name: 'Item 3 of the Ironing checklist' });
    await user.clear(third);
    await user.type(third, 'Trousers, skirts and dresses');
    await user.click(ironing().getByRole('button', { name: 'Remove “Shirts and blouses”' }));
    expect(ironing().getByRole('textbox', { name: 'Item 2 of the Ironing checklist' })).toHaveFocus();

    // Added with Enter in the new item's field, which does not save.
    await user.type(screen.getByLabelText(/^New item/), 'Hung on hangers{Enter}');
    expect(labels()).toEqual([
      'Bedding',
      'Trousers, skirts and dresses',
      'Everything folded or hung',
      'Hung on hangers',
    ]);
    expect(screen.getByLabelText(/^New item/)).toHaveFocus();
    expect(screen.getByText('Unsaved changes.')).toBeVisible();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save Checklists' }));
    await expectVisibleText('Checklists saved.');
    const [, init] = fetchMock.mock.calls.find(([, sent]) => sent?.method === 'PUT') ?? [];
    const sent = JSON.parse(String(init?.body));
    expect(sent.templates.ironing).toEqual([
      { id: 'ironing-2', label: 'Bedding' },
      { id: 'ironing-1', label: 'Trousers, skirts and dresses' },
      { id: 'ironing-3', label: 'Everything folded or hung' },
      { label: 'Hung on hangers' },
    ]);
    // Every other service goes as it was.
    expect(sent.templates.nanny).toEqual(templates().templates.nanny);
    await waitFor(() => expect(screen.queryByText('Unsaved changes.')).toBeNull());
  });

  it('finds the service with a bad item, focuses the item and says why, sending nothing', async () => {
    const fetchMock = stubChecklists();
    const { user } = renderWithProviders(<ChecklistTemplatesForm />);
    await user.selectOptions(await screen.findByLabelText('Service'), 'Ironing');
    await user.clear(ironing().getByRole('textbox', { name: 'Item 2 of the Ironing checklist' }));
    await user.type(ironing().getByRole('textbox', { name: 'Item 2 of the Ironing checklist' }), 'x');
    await user.selectOptions(screen.getByLabelText('Service'), 'Nanny');
    await user.click(screen.getByRole('button', { name: 'Save Checklists' }));
    const item = await screen.findByRole('textbox', { name: 'Item 2 of the Ironing checklist' });
    await waitFor(() => expect(item).toHaveFocus());
    expect(item).toHaveAccessibleDescription('A checklist item must be at least 2 characters');
    expect(screen.getByRole('option', { name: 'Ironing (needs attention)' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it("puts the server's refusal on the item it names", async () => {
    stubChecklists(() =>
      jsonResponse(422, {
        code: 'validation_error',
        message: 'Please check the checklists',
        issues: [
          {
            path: 'templates.babysitting.1.label',
            message: 'A checklist item contains characters that are not allowed',
          },
        ],
      }),
    );
    const { user } = renderWithProviders(<ChecklistTemplatesForm />);
    await screen.findByLabelText('Service');
    await user.click(screen.getByRole('button', { name: 'Save Checklists' }));
    const item = await screen.findByRole('textbox', { name: 'Item 2 of the Babysitting checklist' });
    await waitFor(() =>
      expect(item).toHaveAccessibleDescription('A checklist item contains characters that are not allowed'),
    );
    await expectVisibleText('The checklists were not saved');
  });
});
