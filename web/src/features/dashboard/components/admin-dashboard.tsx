import { portalContent } from '../content/portal';
import { EnquiriesList } from './admin/enquiries-list';
import { StatsRow } from './admin/stats-row';
import { UsersList } from './admin/users-list';
import { AdminBookings } from './bookings/admin-bookings';
import { AdminInvoices } from './invoices/admin-invoices';
import { PortalTabs } from './portal-tabs';

const tabs = portalContent.adminTabs;

/** The admin's view: the headline counts, then every booking, invoice, user and enquiry. */
export function AdminDashboard() {
  return (
    <div className="space-y-8">
      <StatsRow />
      <PortalTabs
        label={tabs.label}
        tabs={[
          { value: 'bookings', label: tabs.bookings, content: <AdminBookings /> },
          { value: 'invoices', label: tabs.invoices, content: <AdminInvoices /> },
          { value: 'users', label: tabs.users, content: <UsersList /> },
          { value: 'enquiries', label: tabs.enquiries, content: <EnquiriesList /> },
        ]}
      />
    </div>
  );
}
