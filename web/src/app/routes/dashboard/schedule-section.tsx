import { adminBookingContent } from '@/features/bookings/admin-content';
import { useAssignStaff, useUnassignStaff } from '@/features/bookings/api/assign-staff';
import { ScheduleBoard, type VisitAssignment } from '@/features/schedule/components/schedule-board';
import { lazyComponent } from '@/lib/lazy-component';

// The picker of who is free loads when first opened (or as the pointer reaches a visit).
const picker = lazyComponent(
  async () => (await import('@/features/bookings/components/assign-staff-form')).AssignStaffForm,
);

/** The board gives visits through the bookings feature's picker and calls: composed here, since a feature never imports another. */
const assignment: VisitAssignment = {
  title: adminBookingContent.assign.title,
  Picker: picker.Component,
  preloadPicker: picker.preload,
  useAssign: useAssignStaff,
  useUnassign: useUnassignStaff,
};

/** The office's schedule board, as the Schedule tab shows it. */
export function ScheduleSection() {
  return <ScheduleBoard assignment={assignment} />;
}
