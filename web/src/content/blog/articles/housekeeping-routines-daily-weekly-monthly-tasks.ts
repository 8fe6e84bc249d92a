import type { Article } from '@/content/blog/article';

export const article: Article = {
  leadIn:
    'The homes that always look tidy are rarely cleaned in one heroic weekend blitz. They run on a routine: a few minutes every day, a rhythm through the week and a short list each month. Here is the schedule our housekeepers use, adapted so that a busy household can follow it without giving up every evening.',
  body: [
    { type: 'heading', text: 'Why a routine beats a blitz' },
    {
      type: 'paragraph',
      text: 'Dirt and clutter build up gradually, and so does the effort needed to clear them. A bathroom wiped twice a week takes ten minutes; one left for a month takes an hour and a lot of scrubbing. A routine also removes decisions. When Tuesday is floors, nobody has to wonder whether the hoovering needs doing.',
    },
    { type: 'heading', text: 'Every day: 15 to 20 minutes' },
    {
      type: 'list',
      items: [
        'Make the beds and open the windows for ten minutes to air the rooms.',
        'Load the dishwasher after every meal and wipe the worktops, hob and table.',
        'Put on one load of washing, and move it on before it sits damp.',
        'Do a quick sweep or vacuum of the kitchen floor, where crumbs gather fastest.',
        'Spend five minutes tidying the main living area before bed.',
        'Check the bins and take out anything that smells.',
      ],
    },
    { type: 'heading', text: 'Every week: give each day a job' },
    {
      type: 'paragraph',
      text: 'Spreading the weekly tasks across the week keeps each day short. A pattern many of our clients like:',
    },
    {
      type: 'list',
      items: [
        'Monday: bathrooms and toilets, including mirrors, taps and floors.',
        'Tuesday: vacuum and mop every room.',
        'Wednesday: dust surfaces, shelves, skirting boards and light switches.',
        'Thursday: clear out the fridge and plan meals before the weekly shop.',
        'Friday: change the bedding and wash the towels.',
        'Weekend: ironing and anything that slipped during the week.',
      ],
    },
    { type: 'heading', text: 'Every month: the deeper jobs' },
    {
      type: 'list',
      items: [
        'Clean the oven, microwave and extractor hood.',
        'Wipe skirting boards, door frames and the tops of doors.',
        'Clean the windows and mirrors inside, and wipe the window sills.',
        'Wash the inside of the kitchen bin and the recycling boxes.',
        'Descale the kettle, taps and shower heads.',
        'Vacuum the sofa, under the cushions and the mattresses.',
        'Run an empty hot wash with a machine cleaner, and wipe the door seal.',
        'Test the smoke and carbon monoxide alarms.',
      ],
    },
    { type: 'heading', text: 'Twice a year: the seasonal list' },
    {
      type: 'list',
      items: [
        'Wash or dry-clean the curtains and clean the blinds.',
        'Clean the outside windows and clear the gutters, or book someone who can.',
        'Turn or rotate mattresses and wash pillows and duvets.',
        'Declutter wardrobes and swap summer and winter clothes.',
        'Shampoo the carpets in the busiest rooms.',
        'Clear out the kitchen cupboards and check the dates.',
      ],
    },
    { type: 'heading', text: 'Making the routine stick' },
    {
      type: 'paragraph',
      text: 'Write the schedule down and put it on the fridge, where everyone can see it. Share the jobs: even young children can manage their part, and teenagers can take a whole day. Keep the supplies where the work happens, so nothing needs fetching. Expect to miss days; the point of a routine is that the next day puts it right, not that it is followed perfectly.',
    },
    {
      type: 'paragraph',
      text: 'Review it after a month. If a job keeps slipping, it may be on the wrong day, or it may be the job worth handing to someone else.',
    },
    { type: 'heading', text: 'Adapting it to your home' },
    {
      type: 'paragraph',
      text: 'No schedule fits every household. With dogs or cats, vacuum the floors and sofas two or three times a week rather than once. If anyone has asthma or a dust allergy, dust with a damp microfibre cloth and change the bedding weekly at 60°C. Households with a baby will run the washing machine daily whatever the plan says, and a house with teenagers may need the bathroom cleaned twice a week.',
    },
    { type: 'heading', text: 'Where a housekeeper fits in' },
    {
      type: 'paragraph',
      text: 'A housekeeper takes on as much of the schedule as you like. Some clients hand over the weekly list and keep the daily tidy for themselves; others have a housekeeper several mornings a week who runs the whole routine, including the laundry, the bedding and the monthly jobs, and leaves the evenings entirely free.',
    },
    {
      type: 'tip',
      title: 'Start small',
      text: 'If the full schedule feels like too much, start with the daily list for two weeks. Once it becomes habit, add the weekly jobs one day at a time.',
    },
  ],
};
