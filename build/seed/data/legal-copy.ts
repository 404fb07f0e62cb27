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
- **Website use:** nothing. The website has no analytics and sets no cookies; our hosting provider keeps standard access logs (address, page, time) for security.

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
Cookies are small files a website stores on your device; local and session storage are the browser's other places for the same. This website uses none of them.

## What this site stores on your device

Nothing. We set no cookies, use no analytics and keep nothing in your browser's local or session storage, so there is no cookie banner to answer. Sending the contact form stores your enquiry on our side, as our [privacy notice](story:privacy) explains; it stores nothing on your device.

## Videos

Our films are hosted on Vimeo and YouTube, and your browser contacts them before you press play:

- When a video comes within a short distance of the part of the page you are reading, or you point at it or tab to it, the page asks Vimeo or YouTube, without sending any cookies, whether the film may be shown here. Where a film has no still picture of our own, its picture comes from their image servers. These requests tell them your IP address and which film is on the page.
- On the home page, the slider plays short muted clips in Vimeo's player by itself once it is on screen.
- On wide screens, pointing at a case study's picture plays a muted preview in Vimeo's player.
- When you press play, the film plays in Vimeo's player (asked not to track you) or in YouTube's privacy-enhanced player.

Once their player is loaded, the video is theirs to serve, and they may set cookies or store data of their own under their own cookie policies.

## Changing your mind

Most browsers let you block cookies entirely; the website works the same without them.
`;
