// All case studies, in the order editors created them.
import { caseStudies1 } from "./case-studies-1";
import { caseStudies2 } from "./case-studies-2";
import { caseStudies3 } from "./case-studies-3";
import { caseStudies4 } from "./case-studies-4";
import { caseStudies5 } from "./case-studies-5";

export const caseStudies = [...caseStudies1, ...caseStudies2, ...caseStudies3, ...caseStudies4, ...caseStudies5];
