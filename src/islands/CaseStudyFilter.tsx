// The live case-study filter: choosing a service shows its rows in place (the
// listing renders every row, the others hidden), updates the count and the
// empty state, and puts the choice in the address with history.replaceState
// (no reload, no new history entry); Any removes the parameter. When it wakes
// it first makes the address say what the page shows (an unknown or odd-cased
// ?service= was served the unfiltered list, or the canonical service slug), and
// applies a choice made while it was loading; a choice made as it wakes reaches it
// through the select's change handler, there from the first render.
import { useEffect, useState } from "react";
import { CaseStudyFilterForm, type CaseStudyFilterFormProps } from "../components/CaseStudyFilterForm";
import { caseStudyCount, emptyMessage } from "../components/CaseStudyResultsText";
import { rowMatches, searchForService } from "../lib/case-study-filter-query";

type Props = Omit<CaseStudyFilterFormProps, "onChoose" | "live">;

export default function CaseStudyFilter(props: Props) {
  const [live, setLive] = useState(false);

  useEffect(() => {
    setLive(true);
    // a choice made while the island was loading (the change that woke it) is applied, not lost
    const early = (document.getElementById(`${props.id}-service`) as HTMLSelectElement | null)?.value ?? "";
    if (early !== (props.selected ?? "")) choose(early);
    else replaceSearch(props.selected);
  }, []);

  const choose = (value: string) => {
    const service = value || null;
    showRows(props.id, service, props.services.find((s) => s.slug === service)?.name ?? null);
    replaceSearch(service);
  };
  return <CaseStudyFilterForm {...props} onChoose={choose} live={live} />;
}

function replaceSearch(service: string | null) {
  const search = searchForService(location.search, service);
  if (search !== location.search) history.replaceState(history.state, "", `${location.pathname}${search}${location.hash}`);
}

/** Shows the chosen service's rows and updates the count and the empty state the listing rendered beside the form. */
function showRows(id: string, service: string | null, serviceName: string | null) {
  const list = document.getElementById(`${id}-list`);
  const rows = Array.from(list?.querySelectorAll<HTMLElement>(":scope > li[data-services]") ?? []);
  let shown = 0;
  for (const row of rows) {
    row.hidden = !rowMatches((row.dataset.services ?? "").split(" ").filter(Boolean), service);
    if (!row.hidden) shown++;
  }
  if (list) list.hidden = shown === 0;
  const count = document.getElementById(`${id}-count`);
  if (count) count.textContent = caseStudyCount(shown);
  const empty = document.getElementById(`${id}-empty`);
  if (!empty) return;
  empty.hidden = shown > 0;
  const message = empty.querySelector(".empty-state__message");
  if (message) message.textContent = emptyMessage(serviceName);
}
