// All case studies, in the order editors created them.
import { caseStudies1 } from "./case-studies-1";

export const caseStudies = [...caseStudies1];
