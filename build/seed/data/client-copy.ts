// The agency's clients (fictional organisations). `mark` and `hue` shape the
// generated wordmark logo.
export interface ClientCopy {
  slug: string;
  name: string;
  website: string;
  description: string;
  mark: "circle" | "square" | "triangle" | "diamond" | "bars";
  hue: number;
}

const c = (slug: string, name: string, description: string, mark: ClientCopy["mark"], hue: number): ClientCopy => ({
  slug,
  name,
  description,
  mark,
  hue,
  website: `https://www.${slug.replace(/-/g, "")}.co.uk`,
});

export const clients: ClientCopy[] = [
  c("ledgerline", "Ledgerline", "Cloud accounting software for small businesses across the UK and Ireland.", "bars", 210),
  c("fieldwise", "Fieldwise", "Agritech start-up using soil sensors to help farmers cut fertiliser use.", "triangle", 100),
  c("calder-mutual", "Calder Mutual", "A member-owned building society with branches across West Yorkshire.", "square", 225),
  c("brightstone-construction", "Brightstone Construction", "Regional contractor delivering schools, hospitals and housing.", "diamond", 30),
  c("northern-heritage-trust", "Northern Heritage Trust", "Charity caring for mills, chapels and canal buildings in the North West.", "circle", 35),
  c("kindred-foodbank-network", "Kindred Foodbank Network", "A network of 60 community food banks and pantries.", "circle", 15),
  c("pennine-health-partnership", "Pennine Health Partnership", "An NHS partnership running community clinics across the Pennines.", "square", 190),
  c("vantage-learning", "Vantage Learning", "Leadership and management training for the public sector.", "triangle", 160),
  c("orbit-analytics", "Orbit Analytics", "Data platform that helps retailers forecast demand.", "circle", 260),
  c("hallam-steel-works", "Hallam Steel Works", "Family-owned specialist steel fabricator, founded in Sheffield in 1898.", "bars", 20),
  c("mersey-maritime-museum-friends", "Friends of the Mersey Maritime Collection", "Volunteer group supporting a collection of ships, charts and stories.", "diamond", 205),
  c("greengate-energy", "Greengate Energy", "Community-owned solar and wind cooperative.", "triangle", 80),
  c("threadworks", "Threadworks", "Independent textile mill weaving wool cloth for fashion houses.", "square", 340),
  c("copperfield-insurance", "Copperfield Insurance", "Specialist insurer for small creative businesses.", "circle", 25),
  c("signal-house", "Signal House", "Cyber-security consultancy for mid-sized manufacturers.", "bars", 240),
  c("the-maker-collective", "The Maker Collective", "Shared workshops and studios for craftspeople in Salford.", "diamond", 45),
  c("riverside-academy-trust", "Riverside Academy Trust", "A multi-academy trust of nine primary and secondary schools.", "square", 150),
  c("aldridge-homes", "Aldridge Homes", "Housebuilder focused on low-energy family homes.", "triangle", 40),
  c("bluepeak-software", "Bluepeak Software", "Scheduling software for field service teams.", "circle", 200),
  c("wildflower-hospice", "Wildflower Hospice", "Independent hospice providing palliative care at home and on site.", "circle", 300),
  c("meridian-events", "Meridian Events", "Conference organiser running technology and finance summits.", "diamond", 280),
  c("harbour-and-hale", "Harbour & Hale", "Wealth management firm for business owners and families.", "square", 215),
  c("tandem-bikes", "Tandem Bikes", "Direct-to-consumer e-bike brand designed in Manchester.", "triangle", 10),
  c("clearpath-recruitment", "Clearpath Recruitment", "Specialist recruiter for engineering and logistics roles.", "bars", 180),
  c("moorland-dairy", "Moorland Dairy", "Farmer-owned dairy producing milk, butter and cheese.", "circle", 55),
  c("apex-civil-engineering", "Apex Civil Engineering", "Civil engineers behind bridges, flood defences and rail upgrades.", "diamond", 195),
  c("lumen-medical", "Lumen Medical", "Medical device company making portable diagnostic scanners.", "square", 170),
  c("skillbridge", "Skillbridge", "Apprenticeship provider for digital and technical careers.", "triangle", 135),
  c("city-of-stories-festival", "City of Stories Festival", "A ten-day literature and ideas festival.", "circle", 320),
  c("oakmere-estates", "Oakmere Estates", "A historic country estate with gardens, venues and holiday cottages.", "diamond", 90),
  c("paragon-payroll", "Paragon Payroll", "Payroll and HR software for growing companies.", "bars", 230),
  c("coastline-rescue", "Coastline Rescue", "Volunteer-led inshore rescue charity.", "triangle", 5),
  c("graphite-studio", "Graphite Studio", "Architecture practice specialising in adaptive reuse.", "square", 0),
  c("halcyon-foods", "Halcyon Foods", "Plant-based ready meals sold in supermarkets nationwide.", "circle", 70),
  c("kestrel-logistics", "Kestrel Logistics", "Same-day freight and warehousing across the North.", "bars", 15),
  c("fenwick-and-rowe", "Fenwick & Rowe", "Commercial law firm advising technology and property clients.", "square", 250),
  c("beacon-mental-health", "Beacon Mental Health", "Charity offering free talking therapies to young people.", "circle", 185),
];
