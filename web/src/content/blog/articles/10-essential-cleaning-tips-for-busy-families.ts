import type { Article } from '@/content/blog/article';

export const article: Article = {
  leadIn:
    'Family life makes mess faster than anyone can clean it up. The answer is not to clean more but to clean smarter: small habits that stop mess building up, so your weekend is not swallowed by housework. These are the ten our cleaners recommend most often to the busy families they work with.',
  body: [
    { type: 'heading', text: '1. Do a ten-minute reset every evening' },
    {
      type: 'paragraph',
      text: 'Set a timer for ten minutes once the children are in bed, or better still, with them before bath time. Everything goes back to where it lives: toys into boxes, shoes onto the rack, post into one tray, cups into the dishwasher. Ten minutes a night adds up to more than an hour a week, and you wake up to a house that already feels under control.',
    },
    { type: 'heading', text: '2. Keep a cleaning caddy where the mess happens' },
    {
      type: 'paragraph',
      text: 'Put one caddy in the bathroom and another under the kitchen sink, each with a multi-surface spray, a bathroom cleaner, a few microfibre cloths, a small scrubbing brush and some bin bags. When you have to fetch supplies from another room, a two-minute wipe becomes a job for later. When everything is within reach, it simply gets done.',
    },
    { type: 'heading', text: '3. Clean from top to bottom, and dry before wet' },
    {
      type: 'paragraph',
      text: 'Dust falls, so start high and finish low: shelves and picture frames first, then worktops and tables, then floors. Do the dry jobs before the wet ones, dusting before wiping and vacuuming before mopping, otherwise you end up pushing damp dust around. Following the same order every time also makes it easy to stop and pick up where you left off.',
    },
    { type: 'heading', text: '4. Let the products do the work' },
    {
      type: 'paragraph',
      text: 'Most cleaning products need a few minutes of contact time to loosen grease or limescale. Spray the hob, the bath or the shower screen first, go and do something else for five minutes, then come back and wipe. You will scrub far less. It is worth reading the label once, because some disinfectants only work if they are left on the surface for a set time.',
    },
    { type: 'heading', text: '5. Give the stairs a basket' },
    {
      type: 'paragraph',
      text: 'Keep a basket at the bottom of the stairs for anything that belongs upstairs, and carry it up whenever you go. It stops the slow migration of socks, books and chargers that turns a tidy landing into a cluttered one, and it saves dozens of trips a week.',
    },
    { type: 'heading', text: '6. Touch the post only once' },
    {
      type: 'paragraph',
      text: 'Open letters standing next to the recycling bin. Each one is either dealt with now, filed in a single folder, or recycled. School letters go on the fridge and come down when the date has passed. Paper is one of the biggest sources of clutter in a family kitchen, and this one habit keeps the worktops clear.',
    },
    { type: 'heading', text: '7. Squeegee the shower straight after using it' },
    {
      type: 'paragraph',
      text: 'Hertfordshire has some of the hardest water in the country, so limescale builds up quickly on screens, taps and tiles. A thirty-second squeegee after each shower, and a quick wipe of the taps with a microfibre cloth, will save you an hour of scrubbing later. Leave the bathroom door or window open afterwards to let the steam escape and keep mould away.',
    },
    { type: 'heading', text: '8. Give children jobs they can actually do' },
    {
      type: 'paragraph',
      text: 'Children are more capable than we often assume, and jobs that match their age help them feel trusted rather than nagged:',
    },
    {
      type: 'list',
      items: [
        'Ages 3 to 4: put toys back in their boxes and books on the shelf.',
        'Ages 5 to 7: lay the table, pair clean socks and feed the pets.',
        'Ages 8 to 11: empty the dishwasher, vacuum their own room and strip their bed on changeover day.',
        'Teenagers: put on and hang out their own washing, and clean the bathroom on a rota.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Praise the effort rather than the result, and resist redoing their work in front of them.',
    },
    { type: 'heading', text: '9. Run the machines overnight and empty them first thing' },
    {
      type: 'paragraph',
      text: 'Put the dishwasher on before bed and empty it while the kettle boils in the morning, so the sink stays clear all day. Do the same with one load of washing a day instead of a mountain at the weekend. Small, regular loads dry faster, need less ironing and never take over the sofa.',
    },
    { type: 'heading', text: '10. Decide what clean enough looks like' },
    {
      type: 'paragraph',
      text: 'Write down the handful of jobs that genuinely matter to your family each week: perhaps clean bathrooms, fresh bedding and a kitchen you can cook in. In busy weeks, do those and let the rest wait. Perfection is not the goal; a home that works for you is.',
    },
    {
      type: 'tip',
      title: 'When to get help',
      text: 'Many of our clients use these habits for the daily tidy and book a fortnightly clean of two or three hours for the deeper jobs: bathrooms, floors, the kitchen and the dusting nobody gets round to. It is often the difference between spending Saturday with the hoover and spending it with your family.',
    },
  ],
};
