import type { Article } from '@/content/blog/article';

export const article: Article = {
  leadIn:
    'Spring cleaning has a reputation for lost weekends, aching backs and a car full of bin bags. It does not have to be like that. With a plan, the right order and a fortnight rather than a single weekend, you can clear away the winter grime from every room without wearing yourself out. Start planning now, and you will be ready when the first bright mornings arrive.',
  body: [
    { type: 'heading', text: 'Why spring is the right time' },
    {
      type: 'paragraph',
      text: 'Months of closed windows, radiators and wet coats leave their mark: dust settles on every ledge, condensation encourages mould around window frames, and the low winter sun never quite shows how much has built up. Longer, brighter days reveal it all, and milder weather means you can open the windows while you work and dry bedding outside.',
    },
    { type: 'heading', text: 'Declutter before you clean' },
    {
      type: 'paragraph',
      text: 'Cleaning around clutter takes twice as long, so start by clearing. Work one cupboard or drawer at a time with three boxes: keep, donate and recycle. Be honest about clothes not worn for a year, duplicate kitchen gadgets and toys the children have outgrown. Hertfordshire’s household waste recycling centres take most things, and local charity shops are always glad of good-quality donations.',
    },
    { type: 'heading', text: 'Gather your kit' },
    {
      type: 'list',
      items: [
        'Microfibre cloths in two colours, one for kitchens and one for bathrooms',
        'A multi-surface spray, a bathroom descaler and a degreaser',
        'Bicarbonate of soda and white vinegar for ovens, drains and glass',
        'An extendable duster for ceilings, light fittings and the tops of cupboards',
        'Rubber gloves, a scrubbing brush, an old toothbrush and a squeegee',
        'A vacuum with a crevice tool and upholstery brush',
      ],
    },
    { type: 'heading', text: 'Room by room, top to bottom' },
    {
      type: 'paragraph',
      text: 'In every room, start high and finish low so dust falls onto surfaces you have not cleaned yet. Do the dry work first, then the wet, and leave the floor until last.',
    },
    {
      type: 'paragraph',
      text: 'Kitchen: empty and wipe inside the fridge and freezer, clean the oven and its racks, soak or replace the extractor hood filter, descale the kettle, and take everything out of the cupboards to wipe the shelves. Check the dates on tins and spices while you are there.',
    },
    {
      type: 'paragraph',
      text: 'Bathrooms: scrub the grout, descale taps and shower heads, wash or replace the shower curtain, and check the silicone sealant for black mould. Vacuum the dust from the extractor fan cover, which is usually far dirtier than people expect.',
    },
    {
      type: 'paragraph',
      text: 'Bedrooms: vacuum the mattress and turn or rotate it, wash pillows and duvets according to their labels, and sort the wardrobe into summer and winter clothes. Vacuum under the beds, where dust collects fastest.',
    },
    {
      type: 'paragraph',
      text: 'Living areas: take down and wash or vacuum the curtains, clean light fittings and lampshades, move the sofa to vacuum behind and under it, and wipe the skirting boards and door frames. A carpet shampoo every year or two freshens high-traffic areas.',
    },
    {
      type: 'paragraph',
      text: 'Windows and doors: clean windows on a dry but cloudy day, as sunshine dries the solution before you can buff it and leaves streaks. Wipe the frames and sills, vacuum the runners, and shake or wash the doormats.',
    },
    { type: 'heading', text: 'The jobs everyone forgets' },
    {
      type: 'list',
      items: [
        'The tops of doors, wardrobes and kitchen cupboards',
        'Light switches, door handles and remote controls',
        'Radiators, and the gap behind them',
        'The washing machine’s detergent drawer and door seal',
        'The inside of the kitchen bin and the recycling box',
        'Skirting boards behind furniture that never moves',
      ],
    },
    { type: 'heading', text: 'A two-week plan that fits around real life' },
    {
      type: 'paragraph',
      text: 'Rather than trying to do everything in one weekend, spread it over a fortnight with an hour or so each day:',
    },
    {
      type: 'list',
      ordered: true,
      items: [
        'Days 1 and 2: declutter, one room at a time.',
        'Days 3 and 4: the kitchen, including the oven and fridge.',
        'Days 5 and 6: bathrooms and toilets.',
        'Days 7 to 9: bedrooms, mattresses and bedding.',
        'Days 10 and 11: living areas, curtains and soft furnishings.',
        'Days 12 and 13: windows, doors and the hallway.',
        'Day 14: floors throughout, then sit down and enjoy it.',
      ],
    },
    {
      type: 'tip',
      title: 'Keep it going',
      text: 'Once the big clean is done, a regular weekly or fortnightly clean keeps it that way. Book a professional spring clean early, as March and April are our busiest months.',
    },
  ],
};
