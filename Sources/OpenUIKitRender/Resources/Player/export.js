/*
 * Export: the frame shown as an SVG file (the stage's elements inside a <foreignObject>, with
 * the stage's style rules) or as a PNG the browser rasterises from that SVG, at the viewport's
 * size in points times the device pixel ratio. Adds "SVG" and "PNG" buttons to the controls.
 *
 *   OpenUIKitFrontEnd.Export.svg(player)            -> the SVG markup of the frame shown
 *   OpenUIKitFrontEnd.Export.png(player, callback)  -> callback(Blob or null)
 *   OpenUIKitFrontEnd.Export.attach(player)
 */
(function () {
  "use strict";
  var ns = window.OpenUIKitFrontEnd = window.OpenUIKitFrontEnd || {};
  var u = ns.util;

  // The page's style rules for the stage's elements.
  function stageRules() {
    var out = [];
    for (var i = 0; i < document.styleSheets.length; i++) {
      var rules;
      try { rules = document.styleSheets[i].cssRules; } catch (e) { continue; }
      for (var j = 0; j < rules.length; j++) {
        var sel = rules[j].selectorText || "";
        if (/^\.stage( |$)/.test(sel) || sel.indexOf(".stage .") === 0) out.push(rules[j].cssText);
      }
    }
    return out.join("\n");
  }

  function svg(player) {
    var w = player.sc.width, h = player.sc.height;
    var holder = document.createElement("div");
    // The HTML parser puts <svg> content in the SVG namespace; the serializer writes the
    // namespaces of the SVG and of the HTML inside the foreignObject.
    holder.innerHTML = "<svg width=\"" + w + "\" height=\"" + h + "\" viewBox=\"0 0 " + w + " " + h +
      "\"><foreignObject x=\"0\" y=\"0\" width=\"" + w + "\" height=\"" + h + "\"></foreignObject></svg>";
    var root = holder.firstChild, fo = root.firstChild;
    var wrap = document.createElement("div"), style = document.createElement("style");
    style.textContent = stageRules() + "\n.stage { box-shadow: none; }";
    var stage = player.stageElement.cloneNode(true);
    stage.style.transform = "";
    stage.style.position = "relative";
    wrap.append(style, stage);
    fo.appendChild(wrap);
    return new XMLSerializer().serializeToString(root);
  }

  function png(player, done) {
    var markup = svg(player), image = new Image(), ratio = window.devicePixelRatio || 1;
    image.onload = function () {
      var canvas = document.createElement("canvas");
      canvas.width = Math.round(player.sc.width * ratio);
      canvas.height = Math.round(player.sc.height * ratio);
      var g = canvas.getContext("2d");
      g.scale(ratio, ratio);
      g.drawImage(image, 0, 0);
      try { canvas.toBlob(function (blob) { done(blob); }, "image/png"); } catch (e) { done(null); }
    };
    image.onerror = function () { done(null); };
    image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(markup);
  }

  function download(blob, name) {
    var a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(a.href); }, 1000);
  }

  function fileName(player, ext) { return player.sc.name + "@" + u.fmt(player.t) + "." + ext; }

  function attach(player) {
    var controls = player.section.querySelector(".controls");
    if (!controls) return;
    var group = document.createElement("span");
    group.className = "export";
    [["SVG", "svg"], ["PNG", "png"]].forEach(function (kind) {
      var b = document.createElement("button");
      b.type = "button"; b.className = "export-" + kind[1]; b.textContent = kind[0];
      b.title = "Download the frame shown as " + kind[0];
      b.addEventListener("click", function () {
        player.pause();
        if (kind[1] === "svg") download(new Blob([svg(player)], { type: "image/svg+xml" }), fileName(player, "svg"));
        else png(player, function (blob) { if (blob) download(blob, fileName(player, "png")); });
        b.blur();
      });
      group.appendChild(b);
    });
    controls.appendChild(group);
  }

  ns.Export = { svg: svg, png: png, attach: attach };
})();
