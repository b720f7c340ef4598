/*
 * The event log: one line per trace event, [time, category, subject, name, detail|null].
 *
 *   var log = new OpenUIKitFrontEnd.Log(listElement, events, onPick)
 *   log.sync(t)   marks the lines whose events happened by media time t as past, the latest as
 *                 "now", and scrolls it into view.
 *   log.setHidden(category, hidden)   hides or shows a category's lines.
 *
 * Runs of consecutive events that differ at most in their numbers (same category and subject,
 * same name and detail once digits are set aside: "state changed" ×40, or
 * "updateInteractiveTransition(0.31)" frame after frame) are folded into one line that counts
 * them ("×40") and shows the latest one that has happened; `data-shown` holds how many of them
 * have happened by the shown time. Clicking a line calls onPick(time of its first event).
 */
(function () {
  "use strict";
  var ns = window.OpenUIKitFrontEnd = window.OpenUIKitFrontEnd || {};
  var u = ns.util;

  var DIGITS = /-?[0-9]+(\.[0-9]+)?/g;
  function shape(text) { return text === null ? null : text.replace(DIGITS, "#"); }
  function same(a, b) { return a[1] === b[1] && a[2] === b[2] && shape(a[3]) === shape(b[3]) && shape(a[4]) === shape(b[4]); }

  function Log(list, events, onPick) {
    this.list = list;
    this.events = events;
    this.times = events.map(function (e) { return e[0]; });
    this.count = -1;
    this.categories = [];
    var groups = [], groupOf = [], cats = this.categories;
    events.forEach(function (e, i) {
      var g = groups.length ? groups[groups.length - 1] : null;
      if (g && same(events[g.first], e)) { g.size += 1; groupOf.push(groups.length - 1); return; }
      if (cats.indexOf(e[1]) < 0) cats.push(e[1]);
      var li = document.createElement("li");
      li.setAttribute("data-category", e[1]);
      li.setAttribute("data-shown", "0");
      li.tabIndex = -1;
      var t = document.createElement("span"); t.className = "t"; t.textContent = u.fmt(e[0]);
      var c = document.createElement("span"); c.className = "c"; c.textContent = e[1];
      var m = document.createElement("span");
      var who = document.createElement("b"); who.textContent = e[2];
      var what = document.createTextNode(" " + e[3]);
      var d = document.createElement("span"); d.className = "d"; d.textContent = e[4] === null ? "" : " " + e[4];
      var n = document.createElement("span"); n.className = "n";
      m.append(who, what, d, n);
      li.append(t, c, m);
      li.addEventListener("click", function () { if (onPick) onPick(e[0]); });
      list.appendChild(li);
      groups.push({ first: i, size: 1, li: li, badge: n, what: what, detail: d, time: t, shownIndex: i });
      groupOf.push(groups.length - 1);
    });
    groups.forEach(function (g) { if (g.size > 1) g.badge.textContent = " \u00d7" + g.size; });
    this.groups = groups;
    this.groupOf = groupOf;
  }

  Log.prototype.mark = function (gi, n) {
    var g = this.groups[gi], shown = Math.max(0, Math.min(g.size, n - g.first));
    g.li.setAttribute("data-shown", String(shown));
    g.li.classList.toggle("past", shown > 0);
    if (g.size > 1) {
      // A folded line shows its latest event that has happened (its first before that).
      var k = g.first + Math.max(shown, 1) - 1;
      if (k !== g.shownIndex) {
        var e = this.events[k];
        g.shownIndex = k;
        g.what.textContent = " " + e[3];
        g.detail.textContent = e[4] === null ? "" : " " + e[4];
        g.time.textContent = u.fmt(e[0]);
      }
    }
  };

  Log.prototype.sync = function (t) {
    var n = u.countUpTo(this.times, t + u.EPS), old = this.count;
    if (n === old) return;
    var groups = this.groups, groupOf = this.groupOf;
    var lo = Math.max(Math.min(n, old), 0), hi = Math.min(Math.max(n, old), groupOf.length);
    if (hi > lo) {
      for (var gi = groupOf[lo]; gi <= groupOf[hi - 1]; gi++) this.mark(gi, n);
    }
    if (old > 0 && old <= groupOf.length) groups[groupOf[old - 1]].li.classList.remove("now");
    this.count = n;
    if (n > 0) {
      var li = groups[groupOf[n - 1]].li;
      li.classList.add("now");
      var top = li.offsetTop, bottom = top + li.offsetHeight, log = this.list;
      if (top < log.scrollTop || bottom > log.scrollTop + log.clientHeight) {
        log.scrollTop = Math.max(0, top - log.clientHeight / 2);
      }
    }
  };

  Log.prototype.setHidden = function (category, hidden) {
    this.groups.forEach(function (g) {
      if (g.li.getAttribute("data-category") === category) g.li.hidden = hidden;
    });
  };

  ns.Log = Log;
})();
