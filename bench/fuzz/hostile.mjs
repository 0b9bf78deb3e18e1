// @ts-check
// Pages of issue 41 (hostile input, round four), made from a seed: shared by the fuzz harness
// (generate.mjs) and the tests that hold its faults fixed.
import { rng } from './rng.mjs';

const SYLLABLES = ['ka', 'lo', 'mi', 'ten', 'ra', 'vos', 'di', 'pel', 'an', 'tor', 'su', 'ber', 'ni', 'cal', 'fe', 'gor', 'ul', 'ment', 'ry', 'sta'];
const REFERENCES = ['&nbsp;', '&#8217;', '&quot;', '&amp;', '&mdash;', '&#8220;', '&#8221;', '&rsquo;', '&#x2013;', '&hellip;'];

/** A realistic news page of 2023 with heavy markup (issue 41 #5): ~1.1 MB, ~50,000 tags and
 *  character references (22,000 start tags, 20,000 end tags, 8,000 references), a mega menu,
 *  nested cards, an article of 40 paragraphs, a comment thread and scripts with `<` and `&&`.
 *  Its `paragraphs[0]` is the article's first paragraph. */
export function heavyMarkupPage(seed = 41) {
  const r = rng(seed);
  const word = () => Array.from({ length: 1 + r.int(3) }, () => r.pick(SYLLABLES)).join('');
  const words = (n) => Array.from({ length: n }, word).join(' ');
  const sentence = (n) => {
    const w = words(n);
    return w[0].toUpperCase() + w.slice(1) + '.';
  };
  const withRefs = (n) => Array.from({ length: n }, (_, i) => (i % 3 === 0 ? `${r.pick(REFERENCES)}${word()}` : word())).join(' ');
  const icon = () => `<svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M${r.int(24)} ${r.int(24)}L${r.int(24)} ${r.int(24)}z"></path></svg>`;
  const out = [];
  out.push('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Harbour authority approves the new ferry terminal after a long debate</title>');
  for (let i = 0; i < 40; i++) out.push(`<meta property="og:x${i}" content="${words(6)}">`);
  for (let i = 0; i < 30; i++) out.push(`<link rel="preload" href="/static/${word()}-${i}.js" as="script">`);
  for (let i = 0; i < 20; i++) out.push(`<script>window.d${i}=function(a,b){if(a<b&&b>0){return a&amp;&&b}for(var i=0;i<a.length;i++){}};</script>`);
  out.push('</head><body class="article-page"><header class="site-header"><nav class="mega-menu"><ul class="menu">');
  for (let i = 0; i < 440; i++) {
    out.push(`<li class="menu-item menu-item-${i}"><a class="menu-link" href="/section/${word()}-${i}"><span class="label">${words(2)}</span>${icon()}</a>`);
    if (i % 8 === 0) out.push(`<ul class="sub-menu">${Array.from({ length: 6 }, (_, k) => `<li class="sub-item"><a href="/s/${i}/${k}"><span>${words(2)}</span></a></li>`).join('')}</ul>`);
    out.push('</li>');
  }
  out.push('</ul></nav></header><main id="main"><article class="story"><div class="story-header"><h1 class="headline">Harbour authority approves the new ferry terminal after a long debate</h1>');
  out.push(
    `<div class="byline"><span class="by">By</span> <a href="/people/jane-doe" class="author">Jane Doe</a> <time datetime="2023-06-14T09:30:00Z">June 14, 2023</time></div></div><div class="story-body">`,
  );
  out.push(`<p class="first">The harbour authority approved the new ferry terminal on Tuesday evening&#8217;s vote after a debate that lasted more than six hours.</p>`);
  for (let i = 0; i < 60; i++) {
    out.push(`<p>${withRefs(60)} <a href="/topic/${word()}">${words(2)}</a> <em>${words(3)}</em>&nbsp;${sentence(30)}</p>`);
    if (i % 8 === 4)
      out.push(
        `<figure class="media"><picture><source srcset="/img/${i}.webp" type="image/webp"><img src="/img/${i}.jpg" width="800" height="450" alt="${words(4)}"></picture><figcaption><span class="caption">${words(10)}</span> <span class="credit">${words(2)}</span></figcaption></figure>`,
      );
  }
  out.push('</div></article><section class="related"><h2>More stories</h2>');
  for (let i = 0; i < 560; i++) {
    out.push(
      `<div class="card card-${i}"><div class="card-inner"><div class="card-media"><a href="/story/${i}"><picture><img src="/thumb/${i}.jpg" width="320" height="180" alt=""></picture></a></div><div class="card-body"><div class="card-meta"><span class="kicker">${words(1)}</span><time>${r.int(59)} min ago</time></div><h3 class="card-title"><a href="/story/${i}">${withRefs(9)}</a></h3><div class="card-foot"><span class="share">${icon()}</span><span class="count">${r.int(999)}</span></div></div></div></div>`,
    );
  }
  out.push('</section><section class="comments"><h2>Comments</h2><ol class="comment-list">');
  for (let i = 0; i < 720; i++) {
    out.push(
      `<li class="comment"><div class="comment-body"><div class="comment-meta"><b class="who">${word()}</b> <span class="when">${r.int(12)}h</span></div><div class="comment-text"><p>${withRefs(50)} ${sentence(12)}</p></div><div class="reply"><a href="#c${i}">Reply</a></div></div></li>`,
    );
  }
  out.push('</ol></section></main><footer class="site-footer"><ul>');
  for (let i = 0; i < 400; i++) out.push(`<li><a href="/f/${i}">${words(2)}</a>&nbsp;&middot;</li>`);
  out.push('</ul><p class="legal">&copy; 2023 The Harbour Gazette. All rights reserved.</p></footer></body></html>');
  return out.join('\n');
}

/** 6.5 million Han characters in paragraphs of 500 (issue 41 #7), seeded from a small vocabulary. */
export function giantHanPage(chars = 6_500_000, seed = 41) {
  const r = rng(seed);
  const vocab = ['中国', '经济', '发展', '很快', '人民', '生活', '水平', '不断', '提高', '政府', '表示', '今年', '城市', '建设', '记者', '报道', '市场', '企业', '增长', '技术'];
  const out = ['<html><head><title>中文新闻：经济发展</title></head><body><h1>中文新闻：经济发展</h1>'];
  for (let n = 0; n < chars; ) {
    let p = '';
    while (p.length < 498) p += r.pick(vocab);
    p += '。';
    out.push(`<p>${p}</p>`);
    n += p.length;
  }
  out.push('</body></html>');
  return out.join('');
}
