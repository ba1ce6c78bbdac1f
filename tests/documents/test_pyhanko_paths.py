"""The map of paths to each object that pyHanko's difference analysis judges later revisions by
is, made by documents/pyhanko_paths.py, exactly the one pyHanko's own walk makes: on signed
actas, every revision, and on arbitrary object graphs (loops, links into the page tree, structure
trees, /Parent and /P entries, leaves of every kind) appended to an acta."""

from __future__ import annotations

from io import BytesIO

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pyhanko.pdf_utils import generic
from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter
from pyhanko.pdf_utils.reader import HistoricalResolver, PdfFileReader

from delegate_app.documents import certificates, library_patches, pyhanko_paths, signing
from tests.helpers import sample


def _maps(pdf: bytes) -> list[tuple[object, object]]:
    """(pyHanko's map, ours) for every revision, each from a resolver of its own."""
    reader = PdfFileReader(BytesIO(pdf))
    found = []
    for revision in range(reader.xrefs.total_revisions):
        theirs, ours = HistoricalResolver(reader, revision), HistoricalResolver(reader, revision)
        outcomes = []
        walks = ((theirs, pyhanko_paths.ORIGINAL), (ours, pyhanko_paths.load_reverse_xref_cache))
        for resolver, load in walks:
            try:
                load(resolver)
            except Exception as exc:  # a hostile graph: the same error from both
                outcomes.append(("error", type(exc), str(exc)))
            else:
                outcomes.append(resolver._indirect_object_access_cache)
        found.append((outcomes[0], outcomes[1]))
    return found


@pytest.fixture(scope="module")
def unsigned(sample_build):
    data, built = sample_build
    return signing.add_signature_fields(built.data, built.field_boxes, attachment=data)


def test_the_installed_walk_is_ours_on_the_version_it_was_written_for():
    library_patches.install_readers()
    installed = HistoricalResolver._load_reverse_xref_cache
    if library_patches.version_fits("pyHanko"):
        assert installed is pyhanko_paths.load_reverse_xref_cache
    else:
        assert installed is pyhanko_paths.ORIGINAL


def test_a_signed_acta_maps_as_pyhanko_maps_it(unsigned, club):
    pdf = unsigned
    for role in ("delegado_local", "delegado_visitante"):
        signer = certificates.load_signer(club.p12[role], sample.PASSPHRASE)
        pdf = signing.sign_pdf(pdf, role, signer, reason="Conforme", location="Telde")
    maps = _maps(pdf)
    assert len(maps) >= 3
    for theirs, ours in maps:
        assert isinstance(theirs, dict) and len(theirs) > 20
        assert ours == theirs


_KEYS = ["/Parent", "/P", "/K", "/Kids", "/Type", "/Dest", "/A", "/Pg", "/Obj", "/StructTreeRoot"]
_LEAVES = st.one_of(
    st.integers(-5, 5).map(generic.NumberObject),
    st.floats(-2, 2, allow_nan=False).map(generic.FloatObject),
    st.sampled_from(["/Pages", "/StructElem", "/Page", "/X"]).map(generic.NameObject),
    st.binary(max_size=4).map(generic.ByteStringObject),
    st.just(generic.NullObject()),
    st.booleans().map(generic.BooleanObject),
    st.integers(0, 5).map(lambda n: ("ref", n)),  # a reference to the n-th new object
    st.just(("page",)),  # a reference to the acta's first page
)


def _shapes() -> st.SearchStrategy[object]:
    return st.recursive(
        _LEAVES,
        lambda inner: st.one_of(
            st.lists(inner, max_size=4).map(lambda items: ("array", items)),
            st.dictionaries(st.sampled_from(_KEYS), inner, max_size=4).map(
                lambda entries: ("dict", entries)
            ),
        ),
        max_leaves=12,
    )


def _built(shape: object, refs: list[generic.IndirectObject], page: generic.PdfObject) -> object:
    if isinstance(shape, tuple) and shape[0] == "ref":
        return refs[shape[1]]
    if isinstance(shape, tuple) and shape[0] == "page":
        return page
    if isinstance(shape, tuple) and shape[0] == "array":
        return generic.ArrayObject(_built(item, refs, page) for item in shape[1])
    if isinstance(shape, tuple) and shape[0] == "dict":
        return generic.DictionaryObject(
            {generic.NameObject(k): _built(v, refs, page) for k, v in shape[1].items()}
        )
    return shape


def _appended(unsigned: bytes, objects: list[object], hooks: list[str], on_page: bool) -> bytes:
    """The acta with a revision adding `objects` (shapes, see _built), the catalog's `hooks`
    naming the first ones, and the first page naming the last one when `on_page`."""
    writer = IncrementalPdfFileWriter(BytesIO(unsigned))
    page = writer.root["/Pages"].raw_get("/Kids")[0]
    refs = [writer.add_object(generic.NullObject()) for _ in objects]
    for ref, shape in zip(refs, objects, strict=True):
        writer.objects[(ref.generation, ref.idnum)] = _built(shape, refs, page)
    for index, hook in enumerate(hooks):
        writer.root[generic.NameObject(hook)] = refs[index]
    writer.update_root()
    if on_page:
        page_object = page.get_object()
        page_object[generic.NameObject("/Extra")] = refs[-1]
        writer.update_container(page_object)
    out = BytesIO()
    writer.write(out)
    return out.getvalue()


def _dict(**entries: object) -> tuple[str, dict[str, object]]:
    return ("dict", {f"/{key}": value for key, value in entries.items()})


# A structure tree (its elements linked back by /P, to the page by /Pg, one reached from the
# page too), a loop, and a /Kids array outside the page tree pointing into it.
_ELEMENT = generic.NameObject("/StructElem")
_STRUCTURE = [
    _dict(Extra=("ref", 5)),
    _dict(K=("array", [("ref", 2), ("ref", 3)]), Type=generic.NameObject("/StructTreeRoot")),
    _dict(P=("ref", 1), Pg=("page",), K=("array", [("ref", 4)]), Type=generic.NameObject("/X")),
    _dict(P=("ref", 1), Type=_ELEMENT, A=_dict(P=("ref", 2)), Obj=("ref", 5)),
    _dict(P=("ref", 5), Obj=("ref", 0), K=generic.NumberObject(0)),
    _dict(Kids=("array", [("page",), ("ref", 3)]), Parent=("ref", 5), A=("ref", 0)),
]


@pytest.mark.parametrize("hooks", [["/Extra", "/StructTreeRoot"], ["/StructTreeRoot"], []])
def test_a_structure_tree_maps_as_pyhanko_maps_it(unsigned, hooks):
    objects = _STRUCTURE if hooks != ["/StructTreeRoot"] else _STRUCTURE[1:] + _STRUCTURE[:1]
    for theirs, ours in _maps(_appended(unsigned, objects, hooks, on_page=True)):
        assert ours == theirs


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    objects=st.lists(_shapes(), min_size=6, max_size=6),
    hooks=st.lists(st.sampled_from(["/Extra", "/StructTreeRoot", "/Outlines"]), max_size=3),
    on_page=st.booleans(),
)
def test_any_object_graph_maps_as_pyhanko_maps_it(unsigned, objects, hooks, on_page):
    for theirs, ours in _maps(_appended(unsigned, objects, hooks, on_page)):
        assert ours == theirs
