import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrefilledBooking } from '@/features/bookings/components/prefilled-booking';
import { bookingPrefillPath, prefillFrom } from '@/features/bookings/prefill';
import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';
import { enquiryPrefillPath } from '@/features/enquiries/prefill';
import { InstantPriceForm } from '@/features/quote/components/instant-price-form';
import { jsonResponse, renderWithProviders, stubFetch } from './support';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const choose = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const result = () => screen.getByRole('region', { name: /your price|we will quote|outside our area/i });

describe('the instant price', () => {
  it('prices a fortnightly clean of 3 bedrooms and 2 bathrooms as it is chosen, every charge in it', () => {
    renderWithProviders(
      <InstantPriceForm bookingPath={bookingPrefillPath} enquiryPath={enquiryPrefillPath} />,
    );
    expect(result()).toHaveTextContent('Choose a service and enter your postcode to see the price.');
    choose(/^service/i, 'domestic_cleaning');
    choose(/^bedrooms/i, '3');
    choose(/^bathrooms/i, '2');
    choose(/^postcode/i, 'EN6 1AA');
    choose(/^how often/i, 'fortnightly');
    const answer = result();
    expect(answer).toHaveTextContent('£60.00 per visit');
    expect(answer).toHaveTextContent('4 hours at £15.00 an hour');
    expect(answer).toHaveTextContent('Fortnightly: 26 visits a year, about £130.00 a month on average.');
    expect(answer).toHaveTextContent('3.5 hours for 3 bedrooms and 2 bathrooms');
    const book = within(answer).getByRole('link', { name: /book this/i });
    const href = new URL(book.getAttribute('href') ?? '', 'http://site.invalid');
    expect(href.pathname).toBe('/auth');
    expect(href.searchParams.get('mode')).toBe('signup');
    expect(href.searchParams.get('next')).toBe(
      bookingPrefillPath({ serviceType: 'domestic_cleaning', durationHours: 4, repeat: 'fortnightly' }),
    );
  });

  it('adds the bank-holiday surcharge when the date is one', () => {
    renderWithProviders(
      <InstantPriceForm bookingPath={bookingPrefillPath} enquiryPath={enquiryPrefillPath} />,
    );
    choose(/^service/i, 'babysitting');
    choose(/^postcode/i, 'AL1 3AB');
    choose(/^date/i, '2027-03-29');
    expect(result()).toHaveTextContent('Easter Monday surcharge (50%)');
    expect(result()).toHaveTextContent('£67.50 per visit');
  });

  it('commercial cleaning asks for a quote, and offers the enquiry filled in with what was typed', () => {
    renderWithProviders(
      <InstantPriceForm bookingPath={bookingPrefillPath} enquiryPath={enquiryPrefillPath} />,
    );
    choose(/^service/i, 'commercial_cleaning');
    choose(/^postcode/i, 'EN6 1AA');
    expect(result()).toHaveTextContent('priced per job');
    const ask = within(result()).getByRole('link', { name: /ask for a quote/i });
    const href = new URL(ask.getAttribute('href') ?? '', 'http://site.invalid');
    expect(href.pathname).toBe('/contact');
    expect(href.searchParams.get('subject')).toBe('Quote request: Commercial Cleaning');
    expect(href.searchParams.get('message')).toContain('postcode EN6 1AA');
  });

  it('a home beyond the ranges is a quote, with the reason under the field; outside the area says so', () => {
    renderWithProviders(
      <InstantPriceForm bookingPath={bookingPrefillPath} enquiryPath={enquiryPrefillPath} />,
    );
    choose(/^service/i, 'domestic_cleaning');
    choose(/^bedrooms/i, '7');
    choose(/^postcode/i, 'EN6 1AA');
    expect(result()).toHaveTextContent('more than 6 bedrooms are priced by quote');
    expect(screen.getByLabelText(/^bedrooms/i)).toHaveAccessibleDescription(/ask us for a quote/);
    choose(/^bedrooms/i, '2');
    choose(/^postcode/i, 'SW1A 1AA');
    fireEvent.blur(screen.getByLabelText(/^postcode/i));
    expect(result()).toHaveTextContent("We don't work in SW1A yet");
    expect(screen.queryByText(/£/)).toBeNull();
  });

  it('ironing by the item shows the price and the first order discount, arranged with the office', () => {
    renderWithProviders(
      <InstantPriceForm bookingPath={bookingPrefillPath} enquiryPath={enquiryPrefillPath} />,
    );
    choose(/^service/i, 'ironing');
    choose(/^price by/i, 'items');
    choose(/^items/i, '20');
    choose(/^postcode/i, 'EN6 1AA');
    expect(result()).toHaveTextContent('£50.00 per visit');
    expect(result()).toHaveTextContent('First visit: £42.50');
    expect(within(result()).queryByRole('link', { name: /book this/i })).toBeNull();
    expect(within(result()).getByRole('link', { name: /send us the details/i })).toBeInTheDocument();
  });
});

describe('the links the quote page makes', () => {
  it('the booking link carries only what the form offers', () => {
    const path = bookingPrefillPath({ serviceType: 'nanny', durationHours: 6, repeat: 'weekly' });
    expect(prefillFrom(new URL(path, 'http://site.invalid').searchParams)).toEqual({
      serviceType: 'nanny',
      durationHours: 6,
      repeat: 'weekly',
    });
    expect(prefillFrom(new URLSearchParams('book=rocket&hours=2'))).toBeUndefined();
    expect(prefillFrom(new URLSearchParams('book=nanny&hours=2&repeat=daily'))).toBeUndefined();
  });

  it('the enquiry form opens with the subject and message the quote page wrote', async () => {
    renderWithProviders(
      <EnquiryForm />,
      enquiryPrefillPath('Quote request: Deep Cleaning', 'Please could you quote for: a home.'),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /subject/i })).toHaveValue('Quote request: Deep Cleaning'),
    );
    expect(screen.getByRole('textbox', { name: /message/i })).toHaveValue(
      'Please could you quote for: a home.',
    );
  });
});

describe('the booking dialog a priced visit opens', () => {
  it('opens on the Bookings tab filled in with the service, length and frequency priced', async () => {
    stubFetch(() => jsonResponse(404, { code: 'not_found', message: 'No address saved' }));
    renderWithProviders(
      <PrefilledBooking />,
      bookingPrefillPath({ serviceType: 'domestic_cleaning', durationHours: 4, repeat: 'fortnightly' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Book a Service' });
    expect(await within(dialog).findByRole('combobox', { name: /service type/i })).toHaveValue(
      'domestic_cleaning',
    );
    expect(within(dialog).getByRole('combobox', { name: /duration/i })).toHaveValue('4');
    expect(within(dialog).getByRole('combobox', { name: /how often/i })).toHaveValue('fortnightly');
  });

  it('opens nothing for a link without a priced visit', () => {
    renderWithProviders(<PrefilledBooking />, '/dashboard/bookings');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
