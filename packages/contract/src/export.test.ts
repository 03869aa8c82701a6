import { describe, expect, it } from "vitest";
import { EXPORT_MESSAGES, ExportError, exportData } from "./export";

const shifts = [
  { name: "Dinner", from: "11-01-2027 05:00 PM", remaining: 2 },
  { name: "Lunch, late", from: "12-01-2027 10:00 AM", remaining: 1 },
];

/** The error exportData throws, to check its type and exact message. */
function failure(run: () => unknown): ExportError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ExportError);
    return error as ExportError;
  }
  throw new Error("exportData did not throw");
}

describe("exportData to csv", () => {
  it("writes a header from the keys and a CRLF-separated line per row, named exported-data.csv by default", () => {
    expect(exportData(shifts)).toEqual({
      fileName: "exported-data.csv",
      mimeType: "text/csv;charset=utf-8",
      content: 'name,from,remaining\r\nDinner,11-01-2027 05:00 PM,2\r\n"Lunch, late",12-01-2027 10:00 AM,1',
    });
  });

  it("quotes cells holding a comma, a quote, CR or LF, doubling the quotes", () => {
    const { content } = exportData([{ a: 'say "hi"', b: "one\ntwo", c: "x\ry", d: "plain" }]);
    expect(content).toBe('a,b,c,d\r\n"say ""hi""","one\ntwo","x\ry",plain');
  });

  it("neutralises cells that a spreadsheet would run as a formula, but leaves numbers alone", () => {
    const { content } = exportData([
      { a: "=SUM(A1)", b: "+1", c: "-2", d: "@cmd", e: "\tx", f: "\rx", g: -3, h: "a=b" },
    ]);
    const [, line] = content.split("\r\n");
    expect(line).toBe(`'=SUM(A1),'+1,'-2,'@cmd,'\tx,"'\rx",-3,a=b`);
  });

  it("adds the byte-order mark when asked, and lines up rows with different keys under one header", () => {
    const { content } = exportData([{ a: 1 }, { b: 2 }, { a: null, b: { x: 1 } }], { withBom: true });
    expect(content).toBe('\ufeffa,b\r\n1,\r\n,2\r\n,"{""x"":1}"');
  });

  it("keeps a given file name and its extension", () => {
    expect(exportData(shifts, { fileName: "vacant-shifts" }).fileName).toBe("vacant-shifts.csv");
    expect(exportData(shifts, { fileName: "report.csv" }).fileName).toBe("report.csv");
    expect(exportData([], { fileName: "empty" }).content).toBe("");
  });
});

describe("exportData to the other formats", () => {
  it("xls: a spreadsheet-style HTML table with every cell escaped", () => {
    const result = exportData([{ "<b>": "Fish & <Chips>", n: 3 }], { type: "xls", fileName: "menu" });
    expect(result.fileName).toBe("menu.xls");
    expect(result.mimeType).toBe("application/vnd.ms-excel;charset=utf-8");
    expect(result.content).toContain("<thead><tr><th>&lt;b&gt;</th><th>n</th></tr></thead>");
    expect(result.content).toContain("<tbody><tr><td>Fish &amp; &lt;Chips&gt;</td><td>3</td></tr></tbody>");
    const formula = exportData([{ a: "=SUM(A1)", b: "@cmd", c: -3 }], { type: "xls" }).content;
    expect(formula).toContain("<tbody><tr><td>&#39;=SUM(A1)</td><td>&#39;@cmd</td><td>-3</td></tr></tbody>");
    expect(result.content).not.toContain("<Chips>");
  });

  it("xml: a root element, one element per row, text escaped and odd keys kept in an attribute", () => {
    const { content, fileName, mimeType } = exportData([{ name: "A & B", "Shift Name": "<x>\u0001" }], {
      type: "xml",
    });
    expect(fileName).toBe("exported-data.xml");
    expect(mimeType).toBe("application/xml;charset=utf-8");
    expect(content).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        "<rows>",
        "  <row>",
        "    <name>A &amp; B</name>",
        '    <field name="Shift Name">&lt;x&gt;</field>',
        "  </row>",
        "</rows>",
      ].join("\n"),
    );
  });

  it("json and txt: the data indented by 4; txt passes text through as it is", () => {
    expect(exportData({ a: [1] }, { type: "json" })).toEqual({
      fileName: "exported-data.json",
      mimeType: "application/json;charset=utf-8",
      content: '{\n    "a": [\n        1\n    ]\n}',
    });
    expect(exportData([{ a: 1 }], { type: "txt" }).content).toBe('[\n    {\n        "a": 1\n    }\n]');
    expect(exportData("just text", { type: "txt" })).toEqual({
      fileName: "exported-data.txt",
      mimeType: "text/plain;charset=utf-8",
      content: "just text",
    });
    expect(exportData("p { }", { type: "css" }).content).toBe("p { }");
    expect(exportData("<p></p>", { type: "html", fileName: "page" }).fileName).toBe("page.html");
  });

  it("writes dates as ISO strings", () => {
    const { content } = exportData([{ at: new Date("2027-01-11T22:00:00Z") }]);
    expect(content).toBe("at\r\n2027-01-11T22:00:00.000Z");
  });
});

describe("exportData refuses with the spec's messages", () => {
  it("csv and xls need an array of objects", () => {
    for (const type of ["csv", "xls"]) {
      for (const data of [{ a: 1 }, [1, 2], [{ a: 1 }, null], [[1]], 5]) {
        expect(failure(() => exportData(data, { type })).message).toBe(
          "Invalid export data. Please provide an array of objects",
        );
      }
    }
  });

  it("an unknown type", () => {
    expect(failure(() => exportData(shifts, { type: "pdf" })).message).toBe("Can't export unknown data type pdf.");
    expect(failure(() => exportData(shifts, { type: "html" })).message).toBe(EXPORT_MESSAGES.unknownType("html"));
  });

  it("strings only to txt, css and html", () => {
    for (const type of ["csv", "xls", "xml", "json"]) {
      expect(failure(() => exportData("text", { type })).message).toBe(`Can't export string data to ${type}.`);
    }
  });

  it("anything else that fails is Parsing failed!, with the cause kept", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const error = failure(() => exportData([cyclic]));
    expect(error.message).toBe("Parsing failed!");
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(failure(() => exportData([{ n: 1n }], { type: "json" })).message).toBe("Parsing failed!");
    expect(failure(() => exportData(undefined, { type: "json" })).message).toBe("Parsing failed!");
  });
});
