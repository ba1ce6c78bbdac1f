"""Every page of the public site in a real browser (headless chromium, tests/helpers/browser.py):
no horizontal scroll on a phone (390 px) nor on a laptop (1366 px), every link resolves, the
style sheet applies, no script runs, and a page altered to carry one still runs none (its
Content Security Policy). Screenshots of the main pages at both widths; with
DELEGADO_SITE_SCREENSHOTS=DIR they are written there (docs/federacion/img for the manual).

Without chromium this module skips locally and fails under CI or DELEGADO_REQUIRE_BROWSER
(.ci/run installs Debian's chromium).
"""

from __future__ import annotations

import json
import os
import struct
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from delegate_app.documents.federation.publication import match_slug, slug
from delegate_app.domain.federation.records import MatchKey
from tests.federation import site_data
from tests.helpers import browser as browser_helper

WIDTHS = ((390, 844), (1366, 768))
PROBE = """JSON.stringify({
  scroll: document.documentElement.scrollWidth,
  inner: window.innerWidth,
  maxWidth: getComputedStyle(document.body).maxWidth,
  links: Array.from(document.querySelectorAll('a[href], link[href]'), a => a.href),
  ids: Array.from(document.querySelectorAll('[id]'), e => e.id),
  scripts: document.scripts.length,
  title: document.title
})"""


@pytest.fixture(scope="module")
def chromium():
    try:
        with browser_helper.browser() as instance:
            yield instance
    except browser_helper.BrowserUnavailable as exc:
        message = f"Navegador no disponible para las pruebas del sitio público: {exc}"
        if browser_helper.required():
            pytest.fail(message, pytrace=False)
        pytest.skip(message)


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    from delegate_app.documents.federation.office import publish_site
    from delegate_app.store.federation.database import open_federation_db

    folder = tmp_path_factory.mktemp("sitio")
    db = open_federation_db(str(folder / "federacion.sqlite3"), create=True)
    try:
        site_data.fill(db)
        publish_site(db, folder / "web", federation="Federación Insular de Ajedrez y Dominó")
    finally:
        db.close()
    return folder / "web"


def _file_of(url: str) -> Path:
    parts = urlsplit(url)
    assert parts.scheme == "file", url  # the site never leaves its folder
    return Path(unquote(parts.path))


@pytest.mark.parametrize(("width", "height"), WIDTHS)
def test_every_page_fits_the_width_links_resolve_and_no_script_runs(chromium, site, width, height):
    pages = sorted(site.rglob("*.html"))
    assert len(pages) == 28
    with chromium.page(width, height) as tab:
        for page in pages:
            loaded = tab.open(page)
            probe = json.loads(tab.evaluate(PROBE))
            where = f"{page.relative_to(site)} a {width} px"
            assert loaded["scripts"] == [] and probe["scripts"] == 0, where
            assert loaded["log"] == [], (where, loaded["log"])
            assert probe["inner"] == width, where
            assert probe["scroll"] <= probe["inner"], (where, probe["scroll"])
            assert probe["maxWidth"] == "992px", where  # estilo.css applied (62rem)
            for url in probe["links"]:
                target = _file_of(url)
                assert target.is_file(), (where, url)
                fragment = urlsplit(url).fragment
                if fragment:  # the site's only anchors are on the same page
                    assert target.resolve() == page.resolve(), (where, url)
                    assert fragment in probe["ids"], (where, url)


def test_a_page_altered_to_carry_a_script_runs_none(chromium, site, tmp_path):
    """The CSP meta forbids scripts: a script slipped into a page on the server stays inert."""
    altered = site / "alterada.html"
    source = (site / "index.html").read_text(encoding="utf-8")
    altered.write_text(
        source.replace(
            "</main>",
            '<script>document.title = "ejecutado"</script>'
            '<p><a id="x" href="javascript:void(0)" onclick="document.title=1">x</a></p></main>',
        ),
        encoding="utf-8",
    )
    try:
        with chromium.page(390, 844) as tab:
            loaded = tab.open(altered)
            probe = json.loads(tab.evaluate(PROBE))
    finally:
        altered.unlink()
    assert probe["title"] != "ejecutado" and probe["scripts"] == 1
    assert loaded["scripts"] == []
    assert any("Content Security Policy" in entry["entry"]["text"] for entry in loaded["log"])


def _png_width(path: Path) -> int:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">I", data[16:20])[0]


def test_screenshots_of_the_main_pages(chromium, site, tmp_path):
    chess = site / slug(site_data.SEASON, site_data.CHESS)
    domino = site / slug(site_data.SEASON, site_data.DOMINO)
    first = MatchKey(site_data.SEASON, site_data.CHESS, 1, site_data.A, site_data.B)
    domino_key = site_data.DOMINO_ACCEPTED[0][0]
    shots = {
        "sitio-inicio": site / "index.html",
        "sitio-clasificacion": chess / "clasificacion.html",
        "sitio-calendario": chess / "calendario.html",
        "sitio-encuentro-ajedrez": chess / "encuentros" / f"{match_slug(first)}.html",
        "sitio-encuentro-domino": domino / "encuentros" / f"{match_slug(domino_key)}.html",
        "sitio-equipo": chess / "equipos" / f"{slug(site_data.A)}.html",
        # the versions received: the home-only one superseded by the both-signed one (below
        # the boards: the whole page at either width)
        "sitio-encuentro-versiones": chess
        / "encuentros"
        / f"{match_slug(site_data.COMPLETED_LATER)}.html",
    }
    target = Path(os.environ.get("DELEGADO_SITE_SCREENSHOTS") or tmp_path)
    target.mkdir(parents=True, exist_ok=True)
    for width, height in WIDTHS:
        with chromium.page(width, height) as tab:
            for name, page in shots.items():
                tab.open(page)
                png = target / f"{name}-{width}.png"
                tab.screenshot(png, full_page=width < 600 or name.endswith("versiones"))
                assert _png_width(png) == width
