// scorepad serve: the dice keypad of the phone (web/keypad.go). It fills
// the form's own fields: without JavaScript the text field and the
// buttons of the dialogue do everything, and so does a keyboard.
(function () {
  "use strict";
  function fmt(s, args) {
    var i = 0;
    return s.replace(/%[ds]/g, function () { return String(args[i++]); });
  }
  function pips(face) {
    var b = document.querySelector('.kp-face[data-face="' + face + '"] svg');
    return b ? b.cloneNode(true) : document.createTextNode(String(face));
  }
  function faceName(face) {
    var b = document.querySelector('.kp-face[data-face="' + face + '"]');
    return b ? b.getAttribute("aria-label") : String(face);
  }

  // the keypad of a dice question: its state is the text field's value
  function keypad(k) {
    var form = k.closest("form");
    var field = form.querySelector("input.answer");
    var count = parseInt(k.getAttribute("data-count"), 10);
    var row = k.querySelector(".kp-row");
    var said = k.querySelector(".kp-said");
    var changing = -1; // the die entered being corrected
    function dice() {
      var v = field.value.replace(/\?\s*$/, "").replace(/[\s,;-]/g, "");
      return /^[1-6]*$/.test(v) ? v.split("").filter(Boolean) : null;
    }
    function right() {
      var d = dice();
      return d !== null && d.length === count;
    }
    // sent only with the dice the question takes (read from the field at
    // the moment, however it was filled)
    form.addEventListener("submit", function (e) {
      if (!right()) {
        e.preventDefault();
        draw(true);
      }
    });
    function draw(announce) {
      var d = dice();
      row.textContent = "";
      (d || []).forEach(function (f, i) {
        var b = document.createElement("button");
        b.type = "button";
        b.className = "kp-die" + (i === changing ? " changing" : "");
        b.setAttribute("aria-label", fmt(k.getAttribute(i === changing ? "data-changing" : "data-die"), [i + 1, faceName(f)]));
        b.setAttribute("aria-pressed", i === changing ? "true" : "false");
        b.appendChild(pips(f));
        b.addEventListener("click", function () { changing = changing === i ? -1 : i; draw(true); });
        row.appendChild(b);
      });
      for (var i = d ? d.length : 0; i < count; i++) {
        var e = document.createElement("span");
        e.className = "kp-slot";
        e.setAttribute("aria-hidden", "true");
        row.appendChild(e);
      }
      var n = d ? d.length : 0;
      form.querySelectorAll("button[type=submit]").forEach(function (b) { b.setAttribute("aria-disabled", String(!right())); });
      k.querySelectorAll(".kp-face").forEach(function (b) { b.disabled = n >= count && changing < 0; });
      if (announce) {
        said.textContent = fmt(k.getAttribute("data-said"), [n, count]) + (d && n ? " — " + d.join(" ") : "");
      }
    }
    k.querySelectorAll(".kp-face").forEach(function (b) {
      b.addEventListener("click", function () {
        var d = dice() || [];
        var f = b.getAttribute("data-face");
        if (changing >= 0 && changing < d.length) {
          d[changing] = f;
          changing = -1;
        } else if (d.length < count) {
          d.push(f);
        }
        field.value = d.join("");
        draw(true);
      });
    });
    k.querySelector(".kp-back").addEventListener("click", function () {
      var d = dice() || [];
      if (changing >= 0 && changing < d.length) { d.splice(changing, 1); } else { d.pop(); }
      changing = -1;
      field.value = d.join("");
      draw(true);
    });
    k.querySelector(".kp-clear").addEventListener("click", function () {
      changing = -1;
      field.value = "";
      draw(true);
    });
    field.addEventListener("input", function () { changing = -1; draw(true); });
    k.hidden = false;
    // on a touch screen the keypad is the way in: the field's keyboard
    // would cover it
    if (document.activeElement === field && window.matchMedia && window.matchMedia("(pointer: coarse)").matches) { field.blur(); }
    draw(false);
  }

  // Sackson's split: the shared throw tapped into two pairs, the last die
  // the fifth; the legal split it makes (one of the dialogue's buttons)
  // is the one sent.
  function split(s) {
    var dice = Array.prototype.slice.call(s.querySelectorAll(".kp-sdie"));
    var take = s.querySelector(".kp-take");
    var said = s.querySelector(".kp-said");
    var opts = Array.prototype.slice.call(s.closest("form").querySelectorAll("button[data-a]"));
    var order = []; // positions tapped, in order
    function sorted(a) { return a.slice().sort().join(""); }
    function draw() {
      dice.forEach(function (b, i) {
        var at = order.indexOf(i);
        var part = at < 0 ? "" : at < 2 ? "pair1" : "pair2";
        if (at < 0 && order.length === 4) { part = "fifth"; }
        b.className = "kp-sdie " + part;
        b.setAttribute("aria-pressed", at < 0 ? "false" : "true");
        var name = b.getAttribute("aria-label").split(" — ")[0];
        b.setAttribute("aria-label", part ? name + " — " + s.getAttribute("data-" + part) : name);
      });
      take.disabled = true;
      take.value = "";
      opts.forEach(function (o) { o.classList.remove("kp-match"); });
      if (order.length !== 4) { said.textContent = ""; return; }
      var f = function (i) { return dice[i].getAttribute("data-face"); };
      var a = sorted([f(order[0]), f(order[1])]), b = sorted([f(order[2]), f(order[3])]);
      var fifth = f(dice.findIndex(function (_, i) { return order.indexOf(i) < 0; }));
      var match = opts.filter(function (o) {
        var oa = sorted(o.getAttribute("data-a").split("")), ob = sorted(o.getAttribute("data-b").split(""));
        return o.getAttribute("data-fifth") === fifth && ((oa === a && ob === b) || (oa === b && ob === a));
      })[0];
      if (!match) { said.textContent = s.getAttribute("data-none"); return; }
      match.classList.add("kp-match");
      take.value = match.value;
      take.disabled = false;
      said.textContent = match.textContent;
    }
    dice.forEach(function (b, i) {
      b.addEventListener("click", function () {
        var at = order.indexOf(i);
        if (at >= 0) { order.splice(at, 1); } else if (order.length < 4) { order.push(i); }
        draw();
      });
    });
    s.querySelector(".kp-clear").addEventListener("click", function () { order = []; draw(); });
    s.hidden = false;
    var rolled = s.closest("form").querySelector(".kp-rolled");
    if (rolled) { rolled.hidden = true; } // the same dice, tappable here
    draw();
  }

  // 5000's dice to set aside: what the dialogue says of the dice ticked
  // (the points they add, or why they cannot be set aside)
  function picks(p) {
    var live = JSON.parse(p.getAttribute("data-live"));
    var line = p.parentNode.querySelector(".kp-live");
    function say() {
      var on = [];
      p.querySelectorAll("input[type=checkbox]").forEach(function (c) { if (c.checked) { on.push(c.value); } });
      line.textContent = live[on.join(",")] || "";
    }
    p.addEventListener("change", say);
    say();
  }

  // the dice read from a photo (web/photo.go): the photo sent, the dice
  // read pre-filled in the keypad's field as if typed, each die outlined
  // on the photo, the unsure ones dashed and said; nothing is saved
  // before the player's OK
  function photo(pf) {
    var input = pf.querySelector("input[type=file]");
    var shot = pf.querySelector(".kp-shot");
    var img = shot.querySelector("img");
    var said = pf.querySelector(".kp-photo-said");
    var entry = document.getElementById("entry-form");
    var field = entry && entry.querySelector("input.answer");
    var url = "";
    function say(lines) {
      said.textContent = "";
      lines.forEach(function (l) {
        var p = document.createElement("p");
        p.textContent = l.text;
        if (l.unsure) { p.className = "unsure"; }
        said.appendChild(p);
      });
    }
    input.addEventListener("change", function () {
      var file = input.files && input.files[0];
      if (!file || !field) { return; }
      shot.querySelectorAll(".kp-box").forEach(function (b) { b.remove(); });
      if (url) { URL.revokeObjectURL(url); }
      url = URL.createObjectURL(file);
      img.src = url;
      shot.hidden = false;
      say([{ text: pf.getAttribute("data-reading") }]);
      var body = new FormData(pf);
      fetch(pf.action, { method: "POST", body: body, headers: { Accept: "application/json" }, credentials: "same-origin" })
        .then(function (r) { return r.json().catch(function () { return { error: pf.getAttribute("data-failed") }; }); })
        .then(function (a) {
          if (a.error) { say([{ text: a.error, unsure: true }]); return; }
          var typed = [], lines = [{ text: pf.getAttribute("data-read") }];
          (a.found || []).forEach(function (d, i) {
            var at = -1;
            if (d.value >= 1 && d.value <= 6) { at = typed.length; typed.push(String(d.value)); }
            var b = document.createElement("button");
            b.type = "button";
            b.className = "kp-box" + (d.sure ? "" : " unsure");
            b.style.left = (100 * d.x / a.size.w) + "%";
            b.style.top = (100 * d.y / a.size.h) + "%";
            b.style.width = (100 * d.w / a.size.w) + "%";
            b.style.height = (100 * d.h / a.size.h) + "%";
            var tag = document.createElement("span");
            tag.textContent = (d.value || "?") + (d.sure ? "" : " ?");
            b.appendChild(tag);
            b.setAttribute("aria-label", (i + 1) + ": " + (d.value || "?") + (d.sure ? "" : " — " + pf.getAttribute("data-unsure")));
            b.addEventListener("click", function () {
              var die = entry.querySelectorAll(".kp-row .kp-die")[at];
              if (die) { die.click(); die.focus(); }
            });
            shot.appendChild(b);
          });
          (a.problems || []).forEach(function (p) { lines.push({ text: p, unsure: true }); });
          if (a.count) { lines.push({ text: a.count, unsure: true }); }
          field.value = typed.join("");
          field.dispatchEvent(new Event("input", { bubbles: true }));
          say(lines);
        })
        .catch(function () { say([{ text: pf.getAttribute("data-failed"), unsure: true }]); });
    });
  }

  // every keypad, and those a live update of the page brings
  function start() {
    document.querySelectorAll(".keypad:not([data-on]), .kp-split:not([data-on]), .kp-picks[data-live]:not([data-on]), .kp-photo:not([data-on])").forEach(function (k) {
      k.setAttribute("data-on", "1");
      if (k.classList.contains("keypad")) { keypad(k); } else if (k.classList.contains("kp-split")) { split(k); } else if (k.classList.contains("kp-photo")) { photo(k); } else { picks(k); }
    });
  }
  start();
  if (window.MutationObserver) {
    new MutationObserver(start).observe(document.body, { childList: true, subtree: true });
  }
})();
