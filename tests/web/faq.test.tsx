import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { faqGroups } from '@/content/faq';
import { FaqBrowser } from '@/features/faq/components/faq-browser';
import { VOTES_KEY } from '@/features/faq/helpful-votes';
import { chooseConsent, resetConsent } from '@/lib/consent';

const setup = () => {
  render(<FaqBrowser />, { wrapper: MemoryRouter });
  return userEvent.setup();
};

afterEach(() => {
  resetConsent();
  localStorage.clear();
});

describe('the FAQ', () => {
  it('has the five topics as tabs; arrow keys move between them and show their questions', async () => {
    const user = setup();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(faqGroups.map((group) => group.label));
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('General Questions');

    tabs[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Cleaning Services');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Trust & Safety');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('General Questions');
  });

  it('opens and closes an answer', async () => {
    const user = setup();
    const question = screen.getByText('Which areas do you cover?');
    const details = question.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(question);
    expect(details.open).toBe(true);
    await user.click(question);
    expect(details.open).toBe(false);
  });

  it('searches questions and answers across every topic, whatever the case', async () => {
    const user = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search the FAQ' }), 'DBS');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByText(/questions match “DBS”/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Trust & Safety' })).toBeVisible();
    expect(screen.getByText('Are your staff DBS checked?')).toBeVisible();
    // Found through its answer, which mentions DBS, in another topic.
    expect(screen.getByText('How do you vet your nannies and babysitters?')).toBeVisible();
  });

  it('answers "How do I book?" with the client portal, where clients book', async () => {
    const user = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search the FAQ' }), 'client portal');
    await user.click(screen.getByText('How do I book?'));
    expect(screen.getByText(/Clients book online in the client portal/)).toBeVisible();
  });

  it('says clearly when nothing matches, and Clear search brings the topics back', async () => {
    const user = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search the FAQ' }), 'zebra crossing');
    expect(screen.getByRole('heading', { name: 'No questions match “zebra crossing”' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('tablist')).toBeVisible();
  });

  it('thanks the reader for a vote but stores nothing before cookies are accepted', async () => {
    const user = setup();
    const answer = screen.getByText('Which areas do you cover?').closest('details') as HTMLElement;
    await user.click(within(answer).getByRole('button', { name: 'Yes, this was helpful' }));
    expect(within(answer).getByRole('status')).toHaveTextContent('Thanks for your feedback!');
    expect(within(answer).getByRole('button', { name: 'Yes, this was helpful' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(localStorage.length).toBe(0);
  });

  it('remembers the vote for that question once cookies are accepted', async () => {
    chooseConsent('accepted');
    const user = setup();
    const answer = screen.getByText('Which areas do you cover?').closest('details') as HTMLElement;
    await user.click(within(answer).getByRole('button', { name: 'No, this was not helpful' }));
    expect(JSON.parse(localStorage.getItem(VOTES_KEY) ?? '{}')).toEqual({
      'which-areas-do-you-cover': 'down',
    });
  });

  it('forgets stored votes when the visitor declines', () => {
    chooseConsent('accepted');
    localStorage.setItem(VOTES_KEY, JSON.stringify({ 'which-areas-do-you-cover': 'up' }));
    chooseConsent('declined');
    expect(localStorage.getItem(VOTES_KEY)).toBeNull();
    expect(localStorage.getItem('cookieConsent')).toBe('declined');
  });
});
