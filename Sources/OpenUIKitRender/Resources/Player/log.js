/*
 * The event log: one line per trace event, [time, category, subject, name, detail|null].
 * `new OpenUIKitFrontEnd.Log(listElement, events)`; `log.sync(t)` marks the events up to media
 * time t as past, the latest as now, and scrolls it into view.
 */
(function () {
  "use strict";
  var ns = window.OpenUIKitFrontEnd = window.OpenUIKitFrontEnd || {};
  var u = ns.util;

  function Log(list, events) {
    this.list = list;
    this.events = events;
    this.times = events.map(function (e) { return e[0]; });
    this.count = -1;
    var items = [];
    events.forEach(function (e) {
      var li = document.createElement("li");
      li.setAttribute("data-category", e[1]);
      var t = document.createElement("span"); t.className = "t"; t.textContent = u.fmt(e[0]);
      var c = document.createElement("span"); c.className = "c"; c.textContent = e[1];
      var m = document.createElement("span");
      var who = document.createElement("b"); who.textContent = e[2];
      m.append(who, " " + e[3]);
      if (e[4] !== null) { var d = document.createElement("span"); d.className = "d"; d.textContent = " " + e[4]; m.append(d); }
      li.append(t, c, m);
      list.appendChild(li);
      items.push(li);
    });
    this.items = items;
  }

  Log.prototype.sync = function (t) {
    var n = u.countUpTo(this.times, t + u.EPS), old = this.count;
    if (n === old) return;
    var items = this.items, from = Math.max(Math.min(n, old), 0), to = Math.max(n, old);
    for (var i = from; i < to; i++) items[i].classList.toggle("past", i < n);
    if (old > 0) items[old - 1].classList.remove("now");
    this.count = n;
    if (n > 0) {
      var li = items[n - 1];
      li.classList.add("now");
      var top = li.offsetTop, bottom = top + li.offsetHeight, log = this.list;
      if (top < log.scrollTop || bottom > log.scrollTop + log.clientHeight) {
        log.scrollTop = Math.max(0, top - log.clientHeight / 2);
      }
    }
  };

  ns.Log = Log;
})();
