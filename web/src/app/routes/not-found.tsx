import type { MetaFunction } from 'react-router-dom';
import { NotFound } from '@/app/not-found';
import { notFoundContent as content } from '@/content/errors';
import { pageMeta } from '@/lib/page-meta';

export const meta: MetaFunction = ({ location }) =>
  pageMeta(location.pathname, { title: content.title, description: content.description, noindex: true });

export default NotFound;
