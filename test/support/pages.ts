// Hand-made pages that several tests read.

const para = (s: string) => `<p>${s}</p>`;

/** A story with its headline outside the article container, a menu, share links and a footer. */
export const HARBOR_PAGE = `<html><head><title>Harbor bridge reopens - Daily Example</title></head><body>
<ul class="menu"><li><a href="/">Home</a></li><li><a href="/world">World news</a></li><li><a href="/sport">Sport</a></li></ul>
<h1>Harbor bridge reopens</h1>
<div class="story">
${para('The harbor bridge reopened on Monday after engineers finished repairs to the steel cables that had been damaged by the winter storm.')}
${para('City engineers said the bridge repairs took eleven weeks and cost the harbor authority more than four million dollars in steel and labor.')}
<h2>Lane closures</h2>
${para('Commuters who had used ferries during the bridge closure welcomed the reopening, although the harbor authority warned of lane closures at night.')}
${para('The harbor authority will inspect the steel cables again in the spring, and engineers expect the bridge to need no further repairs this year.')}
<div class="share"><a href="/s/fb">Facebook</a> <a href="/s/tw">Twitter</a></div>
</div>
<div class="footer"><a href="/about">About us</a> <a href="/contact">Contact</a></div>
</body></html>`;

/** A tiny page for Louvan's segment features: a menu, a headline, a two-paragraph story with a
 *  link and an image, a form in a table and a script. Its features are computed by hand in
 *  test/methods/louvan-features.test.ts. */
export const STORM_PAGE =
  '<html><head><title>T</title></head><body>' +
  '<div id="nav"><ul><li><a href="/a">Home</a></li><li><a href="/b">World news</a></li></ul></div>' +
  '<div id="main"><h1>Big storm</h1><div id="story"><p>The storm hit the town at night.</p>' +
  '<p>It was <a href="/x">very</a> <span>strong.</span></p><img src="s.jpg"></div></div>' +
  '<table><tr><td><form><input name="q"><select><option>red</option><option>blue</option></select></form></td></tr></table>' +
  '<script>var x = "hidden text";</script></body></html>';
