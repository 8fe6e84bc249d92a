import { describe, expect, it } from 'vitest';
import { demoTeam } from '../../../../local/seed/team';
import { todayInLondon } from '../../../../shared/dates';
import { addDays, weekdayOf } from '../../../../shared/london-time';
import { StaffDetailsSchema } from '../../../../shared/schemas/staff';
import { dbsClaimHolds, expiringCredentials } from '../../../../shared/staff-rules';

describe('the demo team', () => {
  // A Thursday; and a Sunday, the day before "next week" starts.
  for (const now of [new Date('2026-11-26T10:00:00Z'), new Date('2027-03-28T10:00:00Z')]) {
    const today = todayInLondon(now);
    const team = demoTeam(now).map((member, index) => ({
      ...StaffDetailsSchema.parse(member),
      id: `demo-${index}`,
      active: true,
    }));

    it(`on ${today}: four valid records, every one with a current DBS`, () => {
      expect(team).toHaveLength(4);
      expect(dbsClaimHolds(team, today)).toMatchObject({ holds: true, active: 4 });
    });

    it(`on ${today}: one first aid certificate runs out within 30 days, and one member is on leave next week`, () => {
      expect(expiringCredentials(team, today).map((item) => [item.name, item.credential])).toEqual([
        ['Priya Patel', 'paediatricFirstAid'],
      ]);
      const nextMonday = addDays(today, 8 - weekdayOf(today));
      const onLeave = team.filter((member) =>
        member.absences.some((absence) => absence.kind === 'leave' && absence.from === nextMonday),
      );
      expect(onLeave.map((member) => member.name)).toEqual(['Joanna Kowalska']);
    });
  }
});
