import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { parseXml } from './xml';
import { scanXml, XmlScanError } from './xml-scan';
import { fixtureText } from './test-fixtures';

const ref = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  ignoreDeclaration: true,
});

describe('scanXml', () => {
  it.each([
    'kml/zurich.kml',
    'kml/input.kml',
    'kml/input_flightpath.kml',
    'kml/GoodPolygon.kml',
    'wpml/route_planning_files/template.kml',
    'wpml/route_planning_files/waylines.wpml',
  ])('matches fast-xml-parser on %s', (path) => {
    const s = fixtureText(path);
    expect(scanXml(s)).toEqual(ref.parse(s));
  });

  it('decodes entities and CDATA, handles self-closing and quoted ">"', () => {
    expect(scanXml('<a><b x="1>2">A &amp; B</b><c/><d><![CDATA[<x>&]]></d></a>')).toEqual({ a: { b: 'A & B', c: '', d: '<x>&' } });
  });

  it('rejects mismatched tags so the caller can report them', () => {
    expect(() => scanXml('<a><b></a>')).toThrow(XmlScanError);
    expect(() => scanXml('<a>')).toThrow(XmlScanError);
  });

  it('parseXml reports the line of the error', () => {
    expect(() => parseXml('<kml>\n<Document>\n</Folder>\n</kml>', 'x.kml')).toThrow(/x\.kml: line 3/);
  });
});
