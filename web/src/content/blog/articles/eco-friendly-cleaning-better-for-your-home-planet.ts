import type { Article } from '@/content/blog/article';

export const article: Article = {
  leadIn:
    'A cupboard full of bright bottles is not the only way to a clean home. A handful of simple, inexpensive ingredients will handle most everyday cleaning, with less plastic, fewer harsh fumes and a lower bill. Here is where green cleaning works brilliantly, where it does not, and the combinations you should never mix.',
  body: [
    { type: 'heading', text: 'Why make the switch?' },
    {
      type: 'paragraph',
      text: 'Many conventional sprays and air fresheners release volatile organic compounds, which add to indoor air pollution, particularly in well-sealed modern homes. Strong fragrances can trigger asthma and irritate sensitive skin, which matters in homes with babies, older relatives or pets. Fewer products also means less plastic packaging, and the basics cost a fraction of branded cleaners.',
    },
    {
      type: 'paragraph',
      text: 'It is also simpler. Instead of a different spray for every room, a few staples cover the kitchen, bathroom and windows, they last for months, and there is less to keep out of reach of small hands.',
    },
    { type: 'heading', text: 'The five staples' },
    {
      type: 'list',
      items: [
        'White vinegar: cuts through limescale, soap scum and grease on glass.',
        'Bicarbonate of soda: a gentle scouring powder that also absorbs smells.',
        'Unscented washing-up liquid: lifts grease from almost any washable surface.',
        'Citric acid: a powerful, almost odourless descaler for kettles and taps.',
        'Good microfibre cloths: they trap dust and grime, so you need less product.',
      ],
    },
    { type: 'heading', text: 'Simple recipes that work' },
    {
      type: 'paragraph',
      text: 'All-purpose spray: mix equal parts white vinegar and water in a spray bottle with a drop of washing-up liquid. It is ideal for worktops, tiles, sinks and windows. A few drops of lemon juice soften the smell, which fades as it dries.',
    },
    {
      type: 'paragraph',
      text: 'Oven cleaner: mix bicarbonate of soda with a little water to make a paste, spread it over the inside of a cold oven, avoiding the heating elements, and leave it overnight. In the morning, wipe it away with a damp cloth and a spritz of vinegar to lift the last of the residue.',
    },
    {
      type: 'paragraph',
      text: 'Descaler: dissolve two tablespoons of citric acid in a kettle of water, boil it, leave it for half an hour, then rinse thoroughly. For taps and shower heads, soak a cloth in the same solution and wrap it around the tap for an hour.',
    },
    {
      type: 'paragraph',
      text: 'Glass and mirrors: use the all-purpose spray and buff with a dry microfibre cloth for a streak-free finish.',
    },
    { type: 'heading', text: 'Where vinegar does not belong' },
    {
      type: 'paragraph',
      text: 'Acids etch natural stone, so keep vinegar and lemon away from marble, granite, limestone and travertine worktops and floors; use warm water with a little washing-up liquid instead. Avoid it on oiled or waxed wood, and do not use it regularly on rubber seals, which it can perish over time.',
    },
    { type: 'heading', text: 'Never mix these' },
    {
      type: 'list',
      items: [
        'Bleach and vinegar, or bleach and any acidic cleaner: together they release chlorine gas.',
        'Bleach and ammonia: they produce toxic chloramine vapours.',
        'Different drain unblockers: the reaction can be violent and splash back.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Label every homemade bottle clearly, and store them out of reach of children, exactly as you would any shop-bought cleaner.',
    },
    { type: 'heading', text: 'When you still need a disinfectant' },
    {
      type: 'paragraph',
      text: 'Vinegar cleans well, but it is not a reliable disinfectant. After preparing raw meat, during a sickness bug or when dealing with nappies, use a proper disinfectant, follow the contact time on the label and rinse food-preparation surfaces afterwards. Green cleaning is about using the right product in the right place, not avoiding disinfectants when they are genuinely needed.',
    },
    { type: 'heading', text: 'Buying greener products' },
    {
      type: 'paragraph',
      text: 'If you prefer ready-made products, look for concentrates and refill pouches, or take your own bottles to a refill shop; several towns in Hertfordshire now have them. Be wary of vague claims such as “natural” or “green” on the label. Independent certifications, such as the EU Ecolabel, are a better guide.',
    },
    {
      type: 'tip',
      title: 'Look after your microfibre',
      text: 'Wash microfibre cloths at 40 to 60°C without fabric conditioner, which clogs the fibres and stops them picking up dirt. A washing bag designed to catch fibres reduces the microplastics that reach the water supply.',
    },
    {
      type: 'paragraph',
      text: 'Our cleaners can use eco-friendly products throughout your home at no extra cost. Just tell us when you book, along with anything you or your family are sensitive to.',
    },
  ],
};
