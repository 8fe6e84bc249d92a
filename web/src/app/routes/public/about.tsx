import type { MetaFunction } from 'react-router-dom';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { CheckList } from '@/components/ui/check-list';
import { CtaBanner } from '@/components/ui/cta-banner';
import { Illustration } from '@/components/ui/illustration';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { aboutContent as content } from '@/content/about';
import { pageMeta } from '@/lib/page-meta';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export const meta: MetaFunction = ({ location }) =>
  pageMeta(location.pathname, { title: content.title, description: content.description });

export default function AboutPage() {
  const { story, values, team, assurances, closing } = content;
  return (
    <>
      <PageHero
        eyebrow={content.eyebrow}
        title={content.heading}
        lead={content.lead}
        image="/images/about-team.svg"
      />
      <Section labelledBy="story-heading">
        <div className="grid items-center gap-12 lg:grid-cols-[3fr_2fr]">
          <div>
            <SectionHeading id="story-heading" eyebrow={story.eyebrow} title={story.heading} align="left" />
            <div className="mt-6 space-y-4 text-lg text-slate-700">
              {story.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="rounded-3xl bg-gradient-to-br from-brand-50 to-cyan-100 p-8">
            <Illustration src="/images/housekeeping.svg" />
          </div>
        </div>
      </Section>
      <Section labelledBy="values-heading" tone="tint">
        <SectionHeading id="values-heading" eyebrow={values.eyebrow} title={values.heading} />
        <div className="mt-12">
          <FeatureGrid items={values.items} columns={4} />
        </div>
      </Section>
      <Section labelledBy="team-heading">
        <SectionHeading id="team-heading" eyebrow={team.eyebrow} title={team.heading} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.members.map((member) => (
            <li
              key={member.name}
              className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
            >
              <span
                aria-hidden="true"
                className="mx-auto flex size-20 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
              >
                {initials(member.name)}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{member.name}</h3>
              <p className="text-sm font-semibold text-brand-800">{member.role}</p>
              <p className="mt-3 text-left text-slate-700">{member.bio}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="assurances-heading" tone="brand">
        <SectionHeading
          id="assurances-heading"
          eyebrow={assurances.eyebrow}
          title={assurances.heading}
          inverse
        />
        <div className="mx-auto mt-10 max-w-4xl">
          <CheckList items={assurances.items} columns={2} inverse />
        </div>
      </Section>
      <CtaBanner
        id="about-closing-heading"
        title={closing.title}
        text={closing.text}
        action={closing.action}
      />
    </>
  );
}
