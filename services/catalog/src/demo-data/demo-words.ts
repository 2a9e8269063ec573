import type { CategorySlug } from '@app/contracts';

/**
 * Hand-written word lists of the demo directory (no faker package): streets, and per category shop names and
 * products. The towns and the people's names are in @app/contracts (demo), which identity, reviews and chat share.
 */
export { FIRST_NAMES, SURNAMES, TOWNS, type Town } from '@app/contracts';

export const STREETS = [
  'Main Street',
  'Shop Street',
  'High Street',
  'Church Street',
  'Market Square',
  'Bridge Street',
  "O'Connell Street",
  'Castle Street',
  'Mill Street',
  'John Street',
] as const;

export interface DemoProduct {
  name: string;
  description: string;
  /** Euro. */
  price: number;
}

export interface CategoryWords {
  /** {surname} and {town} are filled in. */
  shopNames: readonly string[];
  blurbs: readonly string[];
  products: readonly DemoProduct[];
}

export const CATEGORY_WORDS: Record<CategorySlug, CategoryWords> = {
  'food-beverages': {
    shopNames: ["{surname}'s Bakery", 'The {town} Café', "{surname}'s Family Butchers", '{town} Farmers Deli'],
    blurbs: [
      'Family bakery baking brown soda bread, scones and celebration cakes fresh every morning since 1987.',
      'A bright café serving locally roasted coffee, homemade soups and the best scones in {town}.',
      'Craft butchers with dry-aged Irish beef, free-range pork and lamb from farms around Co. {county}.',
      'Deli and fine food shop stocking Irish farmhouse cheeses, smoked salmon and artisan breads.',
    ],
    products: [
      { name: 'Brown Soda Bread', description: 'Traditional wholemeal soda bread made with buttermilk.', price: 4.5 },
      { name: 'Sourdough Loaf', description: 'Slow-fermented white sourdough with a dark crust.', price: 6 },
      { name: 'Barmbrack', description: 'Fruit loaf soaked in tea, lovely toasted with butter.', price: 7.5 },
      { name: 'Fruit Scones (6)', description: 'Six buttery scones with sultanas, baked this morning.', price: 5 },
      { name: 'Bramley Apple Tart', description: 'Shortcrust tart filled with Co. Armagh Bramley apples.', price: 12 },
      { name: 'Flat White', description: 'Double shot of house espresso with steamed milk.', price: 3.6 },
      {
        name: 'Full Irish Breakfast',
        description: 'Rashers, sausages, black and white pudding, egg and toast.',
        price: 13.5,
      },
      { name: 'Irish Beef Stew', description: 'Slow-cooked beef and Guinness stew with brown bread.', price: 14 },
      { name: 'Dry-Aged Sirloin Steak (300g)', description: '28-day dry-aged Irish Hereford sirloin.', price: 16.5 },
      {
        name: 'Farmhouse Cheese Board',
        description: 'Gubbeen, Cashel Blue and Durrus with crackers and chutney.',
        price: 22,
      },
    ],
  },
  automotive: {
    shopNames: ['{surname} Motors', '{town} Tyre Centre', '{surname} Auto Repairs', '{town} Car Valet'],
    blurbs: [
      'Family-run garage doing servicing, repairs and NCT preparation for all makes.',
      'Tyres, wheel alignment and puncture repairs while you wait, with free tyre checks.',
      'Independent mechanics specialising in diagnostics, clutches and timing belts.',
      'Hand car wash and full valet service, interior and exterior, in the centre of {town}.',
    ],
    products: [
      { name: 'Full Car Service', description: 'Oil and filter change, 40-point check and fluid top-up.', price: 189 },
      { name: 'NCT Pre-Check', description: 'Inspection against the NCT checklist before your test.', price: 60 },
      { name: 'Tyre 205/55 R16 (fitted)', description: 'Premium summer tyre, fitted and balanced.', price: 95 },
      { name: 'Wheel Alignment', description: 'Four-wheel laser alignment.', price: 55 },
      {
        name: 'Car Battery Replacement',
        description: 'Battery supplied and fitted with a three-year warranty.',
        price: 130,
      },
      { name: 'Full Valet', description: 'Interior shampoo, polish and wax.', price: 85 },
      { name: 'Diagnostic Scan', description: 'Engine management fault codes read and explained.', price: 45 },
      { name: 'Brake Pads (front, fitted)', description: 'Front brake pads supplied and fitted.', price: 120 },
    ],
  },
  'beauty-health': {
    shopNames: ["{surname}'s Pharmacy", 'Glow Beauty Salon {town}', '{town} Barbers', '{surname} Hair Studio'],
    blurbs: [
      'Community pharmacy with prescriptions, vaccinations and friendly health advice.',
      'Beauty salon offering facials, nails, brows and relaxing treatments.',
      'Traditional barbers for cuts, fades and hot towel shaves, walk-ins welcome.',
      'Hair studio for colour, cuts and blow-dries with award-winning stylists.',
    ],
    products: [
      { name: "Men's Haircut", description: 'Wash, cut and style.', price: 25 },
      { name: 'Blow Dry', description: 'Wash and bouncy blow dry.', price: 30 },
      { name: 'Gel Nails', description: 'Gel polish manicure lasting up to three weeks.', price: 35 },
      { name: 'Signature Facial', description: 'Sixty-minute cleansing and hydrating facial.', price: 65 },
      { name: 'Flu Vaccination', description: 'Seasonal flu vaccine given by our pharmacist.', price: 30 },
      { name: 'Sun Cream SPF 50', description: 'High-protection sun cream, 200 ml.', price: 14 },
      { name: 'Hot Towel Shave', description: 'Classic straight-razor shave with hot towels.', price: 28 },
      { name: 'Balayage Colour', description: 'Hand-painted highlights with toner.', price: 140 },
    ],
  },
  education: {
    shopNames: ['{town} Grinds Academy', '{surname} Books', '{town} School of Music', '{town} Language Centre'],
    blurbs: [
      'Grinds for Junior and Leaving Cert students in small groups with experienced teachers.',
      'Independent bookshop with Irish fiction, schoolbooks and a lovely children’s corner.',
      'Music lessons for all ages: piano, guitar, fiddle and tin whistle.',
      'Language classes in Irish, French, Spanish and German for adults and teenagers.',
    ],
    products: [
      {
        name: 'Leaving Cert Maths Grind (1 hour)',
        description: 'Higher-level maths, exam technique and past papers.',
        price: 45,
      },
      { name: 'Irish Conversation Class', description: 'Weekly ciorcal comhrá for all levels.', price: 20 },
      { name: 'Junior Cycle Revision Course', description: 'Five-day Easter revision course.', price: 180 },
      { name: 'Piano Lesson (30 minutes)', description: 'One-to-one lesson for beginners and improvers.', price: 35 },
      { name: "Children's Book Bundle", description: 'Five picture books by Irish authors.', price: 25 },
      { name: 'Coding Summer Camp', description: 'A week of Scratch and Python for ages 9 to 14.', price: 150 },
      { name: 'Leabhar Gaeilge', description: 'Irish-language novel for teenage readers.', price: 12 },
      { name: 'Tin Whistle Starter Kit', description: 'Whistle, tutor book and online lessons.', price: 22 },
    ],
  },
  electronics: {
    shopNames: ['{town} Phone Repairs', '{surname} Electronics', 'TechFix {town}', '{town} Computer Centre'],
    blurbs: [
      'Phone and tablet repairs while you wait: screens, batteries and charging ports.',
      'Televisions, audio and household electronics with local delivery and installation.',
      'Laptop and PC repairs, data recovery and virus removal for homes and businesses.',
      'Computers, printers and accessories with friendly advice and aftercare.',
    ],
    products: [
      { name: 'iPhone Screen Repair', description: 'Replacement screen fitted in under an hour.', price: 119 },
      { name: 'Phone Battery Replacement', description: 'New battery with a six-month warranty.', price: 69 },
      { name: 'Laptop Service', description: 'Clean-up, updates and hardware check.', price: 79 },
      { name: 'USB-C Fast Charger', description: '30 W charger with a two-metre cable.', price: 25 },
      { name: 'Bluetooth Speaker', description: 'Waterproof portable speaker, 12-hour battery.', price: 59 },
      { name: '55" 4K Smart TV', description: 'Delivered and wall-mounted within Co. {county}.', price: 649 },
      { name: 'Wireless Mouse', description: 'Quiet-click ergonomic mouse.', price: 19 },
      { name: 'Data Recovery', description: 'Recovery of photos and files from failed drives.', price: 150 },
    ],
  },
  fashion: {
    shopNames: ['{surname} Menswear', '{town} Boutique', 'The Aran Knitwear Shop {town}', '{surname} Shoes'],
    blurbs: [
      'Menswear for every occasion, from tweed jackets to wedding suits.',
      'Boutique with Irish designers, occasion wear and accessories.',
      'Aran sweaters, scarves and blankets knitted from pure Irish wool.',
      'Shoes and boots for the whole family with expert fitting for children.',
    ],
    products: [
      { name: 'Aran Wool Sweater', description: 'Traditional cable-knit sweater in pure merino wool.', price: 129 },
      { name: 'Donegal Tweed Flat Cap', description: 'Handwoven Donegal tweed with a quilted lining.', price: 39 },
      { name: 'Irish Linen Shirt', description: 'Breathable linen shirt in white or blue.', price: 55 },
      { name: 'Waxed Jacket', description: 'Waterproof waxed cotton jacket.', price: 189 },
      { name: 'Leather Chelsea Boots', description: 'Goodyear-welted boots in tan leather.', price: 149 },
      { name: 'Silk Scarf', description: 'Printed silk scarf by an Irish designer.', price: 35 },
      { name: 'Wool Blanket', description: 'Soft lambswool throw woven in Co. Mayo.', price: 95 },
      { name: 'Occasion Dress', description: 'Midi dress for weddings and races.', price: 165 },
    ],
  },
  'home-garden': {
    shopNames: ['{surname} Hardware', '{town} Garden Centre', '{surname} Furniture', '{town} Paint & Décor'],
    blurbs: [
      'Hardware, tools and building supplies, with a key-cutting and paint-mixing service.',
      'Garden centre with plants, compost and garden furniture, and a café on site.',
      'Solid oak furniture made to order in our workshop outside {town}.',
      'Paints, wallpaper and décor with free colour matching.',
    ],
    products: [
      { name: 'Multi-Purpose Compost (60L)', description: 'Peat-free compost for pots and borders.', price: 9.99 },
      { name: 'Hanging Basket', description: 'Planted summer basket ready to hang.', price: 24 },
      { name: 'Exterior Paint (5L)', description: 'Weatherproof masonry paint, many colours.', price: 42 },
      { name: 'Cordless Drill', description: '18 V drill driver with two batteries.', price: 89 },
      { name: 'Oak Dining Chair', description: 'Solid Irish oak chair with a curved back.', price: 145 },
      { name: 'Turf Briquettes (bale)', description: 'Bord na Móna briquettes for the fire.', price: 6.5 },
      { name: 'Raised Vegetable Bed', description: 'Larch raised bed, 120 x 60 cm.', price: 75 },
      { name: 'Spare Key Cutting', description: 'Standard house key cut while you wait.', price: 4 },
    ],
  },
  'professional-services': {
    shopNames: [
      '{surname} & Co. Solicitors',
      '{surname} Accountants',
      '{town} Print Shop',
      '{surname} Insurance Brokers',
    ],
    blurbs: [
      'Solicitors for conveyancing, wills, probate and family law in Co. {county}.',
      'Chartered accountants for sole traders, farmers and small companies.',
      'Printing for business cards, flyers, banners and wedding stationery.',
      'Independent brokers for home, motor and business insurance.',
    ],
    products: [
      { name: 'Will Drafting', description: 'Consultation and a professionally drafted will.', price: 250 },
      { name: 'Tax Return Preparation', description: 'Form 11 prepared and filed with Revenue.', price: 180 },
      { name: 'Business Cards (500)', description: 'Double-sided full-colour cards on 400 gsm card.', price: 45 },
      {
        name: 'Conveyancing Consultation',
        description: 'First meeting about your house purchase or sale.',
        price: 120,
      },
      { name: 'Monthly Payroll', description: 'Payroll for up to five employees.', price: 95 },
      { name: 'Wedding Invitations (100)', description: 'Printed invitations with envelopes.', price: 180 },
      { name: 'Pull-Up Banner', description: '850 x 2000 mm banner with stand and bag.', price: 89 },
      { name: 'Landlord Insurance Policy', description: 'Annual cover for one rented property.', price: 320 },
    ],
  },
};
