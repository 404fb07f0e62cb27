// The two inline scripts behind <Reveal> (no request, no island). The head script
// runs before first paint and arms the hidden start state only where it can be
// undone: IntersectionObserver exists and the visitor has not asked for reduced
// motion. Without JavaScript the class is never set, so nothing is ever hidden.
// The body script reveals each element once, when 10 % of it is on screen
// (spec 9); an element so tall that 10 % of it exceeds the viewport could never
// get there, so it is revealed as soon as it enters.
export const REVEAL_ARMED_CLASS = "reveal-armed";
export const REVEAL_THRESHOLD = 0.1;

export const revealHeadScript = `if("IntersectionObserver"in window&&!matchMedia("(prefers-reduced-motion: reduce)").matches)document.documentElement.classList.add("${REVEAL_ARMED_CLASS}")`;

export const revealBodyScript =
  `(()=>{if(!document.documentElement.classList.contains("${REVEAL_ARMED_CLASS}"))return;` +
  `const t=${REVEAL_THRESHOLD},o=new IntersectionObserver(es=>{for(const e of es){` +
  `const tall=e.rootBounds&&e.boundingClientRect.height*t>e.rootBounds.height;` +
  `if(e.intersectionRatio>=t||(tall&&e.isIntersecting)){e.target.setAttribute("data-revealed","");o.unobserve(e.target)}}},` +
  `{threshold:[0,t]});for(const el of document.querySelectorAll("[data-reveal]"))o.observe(el)})()`;
