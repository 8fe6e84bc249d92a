import type { MetaFunction } from 'react-router-dom';
import { cleaningRegistrationContent } from '@/content/register';
import { RegistrationPage } from '@/features/registration/components/registration-page';
import { pageMeta } from '@/lib/page-meta';

export const meta: MetaFunction = ({ location }) =>
  pageMeta(location.pathname, {
    title: cleaningRegistrationContent.title,
    description: cleaningRegistrationContent.description,
  });

export default function CleaningRegistrationPage() {
  return <RegistrationPage kind="cleaning" content={cleaningRegistrationContent} />;
}
