import { DEMO_OWNER_ID_BASE, DemoPerson, demoCustomers } from './demo-people';

/** One demo review: who, how many stars, what they wrote, how long ago. */
export interface DemoReview {
  customerId: number;
  rating: number;
  comment: string | null;
  daysAgo: number;
}

export interface DemoMessage {
  from: 'customer' | 'shop_owner';
  text: string;
  minutesAgo: number;
}

export interface DemoConversation {
  customerId: number;
  messages: DemoMessage[];
}

/** What the demo customers did with one demo shop; each service writes its own part (reviews, chat). */
export interface DemoShopActivity {
  reviews: DemoReview[];
  favouritedBy: number[];
  conversation: DemoConversation | null;
}

const COMMENTS: Record<number, readonly string[]> = {
  5: [
    'Brilliant service, could not recommend them enough.',
    'Lovely people and great value. Will be back!',
    'Always helpful, even on a busy Saturday.',
    'Best in town, no question.',
    'Went out of their way to sort me out. Thanks a million.',
  ],
  4: [
    'Very good overall, a bit of a wait at lunchtime.',
    'Friendly staff and a good selection.',
    'Reliable and fairly priced.',
    'Good experience, parking nearby is the only pain.',
  ],
  3: ['Grand. Nothing special but did the job.', 'Decent, though prices have gone up a bit.', 'Hit and miss lately.'],
  2: ['Had to come back twice to get it right.', 'Slow service the day I called in.'],
  1: ['Not great, the order was wrong and nobody rang me back.'],
};

const DIALOGUES: readonly (readonly [DemoMessage['from'], string][])[] = [
  [
    ['customer', 'Hi, are you open this Sunday?'],
    ['shop_owner', 'Hi! Yes, 11 to 4 this Sunday. See you then.'],
    ['customer', 'Perfect, thanks!'],
  ],
  [
    ['customer', 'Hello, do you have this in stock or would I need to order it?'],
    ['shop_owner', 'We have two left on the shelf, I can put one aside for you.'],
    ['customer', 'That would be great, I will call in tomorrow morning.'],
    ['shop_owner', 'No problem, it will be behind the counter under your name.'],
  ],
  [
    ['customer', 'Do you deliver to the other side of town?'],
    ['shop_owner', 'We do, free over 30 euro. Anything in particular you are after?'],
  ],
  [
    ['customer', 'Is there parking near the shop?'],
    ['shop_owner', 'There is a car park behind us, first hour free.'],
    ['customer', 'Great, thanks for getting back so quickly.'],
  ],
];

/** A small seeded generator (mulberry32): the same shop always gets the same activity. */
function generator(seed: number): () => number {
  let state = (seed * 2654435761) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/**
 * The demo customers' reviews, favourites and conversation for one demo shop, from its id: most shops have a few
 * reviews (some many, a tenth none), each shop has its own level around which ratings spread (mostly 4 and 5, the
 * odd 1 or 2), a few customers saved it, and about one shop in six has a conversation. The first owner's shops
 * always have one with the first customer, who also saved them, so both demo sign-ins of the banner find some.
 */
export function demoShopActivity(shopId: number, ownerId: number): DemoShopActivity {
  const random = generator(shopId);
  const customers: DemoPerson[] = demoCustomers();
  const order = shuffled(customers, random);

  const reviewCount = random() < 0.1 ? 0 : 1 + Math.floor(random() * random() * 12);
  const level = 3.4 + random() * 1.5;
  const reviews = order.slice(0, reviewCount).map((customer): DemoReview => {
    const noise = (random() + random() + random() - 1.5) * 1.6;
    const rating = Math.min(5, Math.max(1, Math.round(level + noise)));
    const comments = COMMENTS[rating];
    return {
      customerId: customer.id,
      rating,
      comment: random() < 0.75 ? comments[Math.floor(random() * comments.length)] : null,
      daysAgo: 1 + Math.floor(random() * random() * 300),
    };
  });

  const favouriteCount = Math.floor(random() * 5);
  const favouritedBy = shuffled(customers, random)
    .slice(0, favouriteCount)
    .map((customer) => customer.id);

  const firstOwner = ownerId === DEMO_OWNER_ID_BASE + 1;
  if (firstOwner && !favouritedBy.includes(customers[0].id)) favouritedBy.push(customers[0].id);
  let conversation: DemoConversation | null = null;
  if (firstOwner || random() < 0.17) {
    const dialogue = DIALOGUES[Math.floor(random() * DIALOGUES.length)];
    let minutesAgo = 60 * dialogue.length + Math.floor(random() * 60 * 24 * 6);
    conversation = {
      customerId: firstOwner ? customers[0].id : order[order.length - 1].id,
      messages: dialogue.map(([from, text], index) => {
        // Each answer a few minutes to an hour after the message before it.
        if (index > 0) minutesAgo -= 5 + Math.floor(random() * 55);
        return { from, text, minutesAgo };
      }),
    };
  }
  return { reviews, favouritedBy, conversation };
}
