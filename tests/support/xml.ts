import { SaxesParser } from "saxes";

/** An element of a parsed XML document: its (prefixed) name, namespace, attributes, children and text. */
export interface XmlElement {
  name: string;
  uri: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Parses XML strictly (well-formedness and namespaces, as a feed reader would); a malformed document throws. */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const root: XmlElement = { name: "#document", uri: "", attributes: {}, children: [], text: "" };
  const open: XmlElement[] = [root];
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("opentag", (tag) => {
    const element: XmlElement = {
      name: tag.name,
      uri: tag.uri,
      attributes: Object.fromEntries(
        Object.entries(tag.attributes).map(([name, attribute]) => [name, attribute.value]),
      ),
      children: [],
      text: "",
    };
    open.at(-1)!.children.push(element);
    open.push(element);
  });
  parser.on("text", (text) => (open.at(-1)!.text += text));
  parser.on("closetag", () => open.pop());
  parser.write(xml).close();
  const [element] = root.children;
  if (!element || root.children.length !== 1) throw new Error("an XML document has exactly one root element");
  return element;
}

/** Every element named `name` under `element`, in document order. */
export function elementsNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((child) => [...(child.name === name ? [child] : []), ...elementsNamed(child, name)]);
}

/** The texts of every element named `name` under `element`. */
export const textsOf = (element: XmlElement, name: string) => elementsNamed(element, name).map((child) => child.text);
