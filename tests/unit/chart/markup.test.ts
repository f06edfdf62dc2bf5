import { describe, expect, it } from "vitest";
import { element, escapeMarkup, tableRows, tooltip } from "@/components/ui/chart-markup";

describe("chart markup", () => {
  it("escapes text and attribute values, so a food or metric name cannot open a tag", () => {
    expect(escapeMarkup(`<script>"x" & 'y'</script>`)).toBe(
      "&#60;script&#62;&#34;x&#34; &#38; &#39;y&#39;&#60;/script&#62;",
    );
    expect(element("circle", { cx: "50%", r: 3.5, style: 'fill: red" onload="x' })).toBe(
      '<circle cx="50%" r="3.5" style="fill: red&#34; onload=&#34;x"></circle>',
    );
    expect(tooltip("Nov 25: <b>72</b> bpm")).toBe("<title>Nov 25: &#60;b&#62;72&#60;/b&#62; bpm</title>");
  });

  it("leaves out attributes without a value and writes a table row per point", () => {
    expect(element("line", { x1: 0, "stroke-dasharray": undefined })).toBe('<line x1="0"></line>');
    expect(tableRows([{ head: "Nov 24", cells: ["128 mmHg", "no data"] }])).toBe(
      '<tr><th scope="row">Nov 24</th><td>128 mmHg</td><td>no data</td></tr>',
    );
  });
});
