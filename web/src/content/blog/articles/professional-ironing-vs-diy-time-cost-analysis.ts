import { prices } from '@shared/business';
import type { Article } from '@/content/blog/article';
import { pounds } from '@/lib/price';

/** The worked example: a family basket of 25 items that our ironers press in about an hour and a half. */
const BASKET_ITEMS = 25;
const PRO_HOURS = 1.5;
const byItem = pounds(BASKET_ITEMS * prices.ironingPerItem);
const byHour = pounds(PRO_HOURS * prices.ironingPerHour);
const weekly = pounds(PRO_HOURS * prices.ironingPerHour * (1 - prices.ironingWeeklyDiscountPercent / 100));

export const article: Article = {
  leadIn:
    'Ironing is the household job people most often tell us they hate. But is paying someone else to do it an indulgence, or does it actually make sense? We timed a typical family basket, worked out what doing it yourself really costs, and compared it honestly with sending it out.',
  body: [
    { type: 'heading', text: 'What is in a typical basket?' },
    {
      type: 'paragraph',
      text: `For a family of four with two parents at work and two children at school, a week's ironing usually comes to about ${BASKET_ITEMS} items: ten work shirts or blouses, five school shirts, a few pairs of trousers and a skirt, a couple of dresses, pillowcases and a tablecloth or two. Bedding adds more if you like it pressed.`,
    },
    { type: 'heading', text: 'How long it takes at home' },
    {
      type: 'paragraph',
      text: 'Most people take five to seven minutes over a shirt, longer if it has been left to dry creased. Trousers take around four minutes, a pillowcase one or two. Add the time to set up the board, let the iron heat, sort the pile and hang everything away, and that basket takes the average person around two hours, every week.',
    },
    {
      type: 'paragraph',
      text: 'A professional ironer, working on a proper pressing system with steam at the right pressure, does a shirt in three or four minutes and gets through the same basket in about an hour and a half.',
    },
    { type: 'heading', text: 'What doing it yourself really costs' },
    {
      type: 'paragraph',
      text: 'The electricity is cheaper than you might think. A steam iron is rated at around 2.4 kilowatts but cycles on and off once it is hot, so two hours of ironing uses roughly one to one and a half units. At the price cap of early 2024, that is well under fifty pence. Add a new iron every few years and a board cover, and the money spent is small.',
    },
    {
      type: 'paragraph',
      text: 'The real cost is time. Two hours a week is 104 hours a year, the equivalent of two and a half working weeks spent at the ironing board. For many families those hours come out of the only free time they have: Sunday evenings, or the hour after the children are in bed.',
    },
    { type: 'heading', text: 'What professional ironing costs' },
    {
      type: 'paragraph',
      text: `Our prices start from ${pounds(prices.ironingPerItem)} an item or ${pounds(prices.ironingPerHour)} an hour, with collection and delivery included. For the basket above, pricing by the item would come to ${byItem}, while pricing by the hour comes to about ${byHour}. That is why we recommend hourly pricing for family baskets and per-item pricing for a few work shirts.`,
    },
    {
      type: 'paragraph',
      text: `Regular customers pay less: ${prices.ironingWeeklyDiscountPercent}% off for a weekly collection brings that basket down to about ${weekly}, and a fortnightly collection saves ${prices.ironingFortnightlyDiscountPercent}%. For that, you get back around two hours a week, and clothes that go straight from the hanger into the wardrobe.`,
    },
    { type: 'heading', text: 'When doing it yourself makes sense' },
    {
      type: 'list',
      items: [
        'You only have a few items a week, or can buy non-iron shirts.',
        'You genuinely find ironing relaxing, in front of a good film.',
        'You have delicate or sentimental pieces you would rather handle yourself.',
        'Your clothes are mostly knitwear and jersey that rarely need pressing.',
      ],
    },
    { type: 'heading', text: 'Tips if you iron at home' },
    {
      type: 'list',
      items: [
        'Iron clothes while they are very slightly damp, or use plenty of steam.',
        'Sort by temperature and start with the coolest fabrics, such as silk and synthetics, finishing with cotton and linen.',
        'For shirts, work in order: collar, cuffs, sleeves, then the body.',
        'Hang each item straight away, with the top button done up.',
        'Use distilled water if your area has hard water, and clean the soleplate regularly.',
      ],
    },
    { type: 'heading', text: 'The verdict' },
    {
      type: 'paragraph',
      text: 'If you have a small pile and do not mind the job, keep doing it yourself. If the basket is large, the evenings are precious or the ironing is a weekly source of dread, sending it out costs less than most people expect, and the time you get back is worth far more.',
    },
    {
      type: 'tip',
      title: 'First order offer',
      text: `New ironing customers get ${prices.ironingFirstOrderDiscountPercent}% off their first order, with collection and delivery across Hertfordshire.`,
    },
  ],
};
