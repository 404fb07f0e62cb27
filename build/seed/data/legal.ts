// Copy of the legal pages, in rich-text markup.
export const termsText = `
These terms apply to every project Northlight Films Ltd ("we", "us") carries out for a client ("you"). Northlight Films Ltd is registered in England and Wales, company number 09123456, at Studio 3, Canal Wharf, 18 Ducie Street, Manchester M1 2JN.

## Quotes and payment

- Quotes are valid for 30 days and cover the scope described in them.
- We invoice 50% on booking and 50% on delivery, payable within 30 days.
- Changes to the agreed scope are quoted separately before we start them.

## Revisions

Each project includes **two rounds of revisions** at each review stage. Further rounds are charged at our day rate.

## Cancellation and rescheduling

If you cancel a shoot with less than five working days' notice we may charge for crew and equipment already booked. Shoots postponed because of weather or illness are rescheduled free of charge.

## Ownership and usage

On full payment you own the finished films and may use them in any medium, worldwide, in perpetuity. Licensed music and stock footage are subject to their own licences, which we explain before delivery. We may show the finished work in our portfolio unless you ask us not to.

## AI-assisted tools

We use AI-assisted software for tasks such as transcription, logging, captioning and translation. We do not upload your footage to services that train on customer data, and we never generate the likeness or voice of a real person without their written consent.

## Liability

Our liability for any claim is limited to the fees paid for the project concerned. Nothing in these terms limits liability for death or personal injury caused by negligence.

Questions about these terms? Email [hello@northlightfilms.co.uk](mailto:hello@northlightfilms.co.uk).
`;

export const privacyText = `
This notice explains how Northlight Films Ltd collects and uses personal data through this website and our work. We are the data controller. Our contact for data protection is Tom Achebe, [privacy@northlightfilms.co.uk](mailto:privacy@northlightfilms.co.uk).

## What we collect

- **Enquiries:** your name, email address, company and message when you use our contact form.
- **Projects:** contact details of client staff and release forms of people who appear on camera.
- **Website use:** anonymous analytics about pages visited, if you accept analytics cookies.

## Why we use it

We use enquiry details to reply to you and, if we work together, to run the project. Our lawful basis is our legitimate interest in responding to enquiries and, for projects, the performance of a contract.

## How long we keep it

1. Enquiries that don't become projects: 12 months.
2. Project records and release forms: six years after the project ends.
3. Raw footage: three years, unless you ask us to delete it sooner.

## Who we share it with

We use a small number of processors: our email delivery provider, our hosting provider and our accounting software. They act only on our instructions. We do not sell personal data.

## Your rights

You can ask to see, correct or delete your data, object to how we use it, or complain to the Information Commissioner's Office at [ico.org.uk](https://ico.org.uk). Read about the cookies we use in our [cookie policy](story:cookie-policy).
`;

export const cookieText = `
Cookies are small files a website stores on your device. We use as few as we can, and none that track you across other sites.

## Cookies we set

The table below lists every cookie this site can set. Analytics cookies are only set if you accept them.
`;

export const cookieRows: [string, string, string, string][] = [
  ["nlf_consent", "Remembers your cookie choice", "12 months", "Essential"],
  ["nlf_session", "Keeps the contact form secure against spam", "Session", "Essential"],
  ["_plausible", "Counts visits without identifying you", "24 hours", "Analytics"],
  ["vuid", "Set by Vimeo when you play an embedded video", "2 years", "Third party"],
  ["__cf_bm", "Set by Vimeo's network to filter bots", "30 minutes", "Third party"],
];

export const cookieOutro = `
## Changing your mind

You can change your choice at any time by clearing cookies in your browser. Most browsers also let you block cookies entirely, though some features, such as embedded videos, may then stop working.
`;
