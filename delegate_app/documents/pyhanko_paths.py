"""pyHanko's map of every path from the trailer to each indirect object of a revision
(`HistoricalResolver._load_reverse_xref_cache`, what its difference analysis judges later
revisions by), made without a step into the leaves.

pyHanko's walk calls itself for every value of every dictionary and array, numbers, names and
strings included, each call with a new path cell, only for the call to find a leaf and return:
in an acta (font widths, content arrays, signature dictionaries) about four calls in five are
such. The walk below makes exactly the calls that do something (into a reference, a dictionary
or an array), in the same order and with the same paths, page tree and structure tree rules;
the rest is pyHanko's own code, line for line. tests/documents/test_pyhanko_paths.py compares
the two maps on signed actas and on hostile trees. Installed by library_patches, only on the
pyHanko versions it was written for.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from typing import Any

from pyhanko.pdf_utils import generic, misc
from pyhanko.pdf_utils.reader import HistoricalResolver, RawPdfPath

# A value the walk enters; anything else is a leaf, where pyHanko's walk does nothing.
_ENTERED = (generic.IndirectObject, generic.DictionaryObject, generic.ArrayObject)

ORIGINAL = HistoricalResolver._load_reverse_xref_cache


def load_reverse_xref_cache(self: HistoricalResolver) -> None:
    """pyHanko's `_load_reverse_xref_cache` (0.38), its walk entering no leaf."""
    if self._indirect_object_access_cache is not None:
        return

    collected: defaultdict[generic.Reference, set[Any]] = defaultdict(set)
    root_only = misc.ConsList.sing("/Root")

    def walk(
        obj: Any,
        cur_path: Any,
        seen_in_path: Any,
        page_tree_objs: dict[generic.Reference, Any],
        is_struct_tree: bool,
        struct_tree_objs: set[generic.Reference],
    ) -> None:
        if isinstance(obj, generic.IndirectObject):
            obj_ref = obj.reference
            if obj_ref in seen_in_path:
                return
            collected[obj_ref].add(cur_path)
            seen_in_path = seen_in_path.cons(obj_ref)
            obj = self(obj_ref)
            # Only through a page tree node's canonical path, and into the structure tree only
            # from its root (pyHanko's reasons: paths multiplying through links and /Kids).
            canonical_path = page_tree_objs.get(obj_ref, cur_path)
            if cur_path != canonical_path:
                return
            if not is_struct_tree and obj_ref in struct_tree_objs:
                return
        if isinstance(obj, generic.DictionaryObject):
            for k, v in obj.items():
                if k == "/Parent" or (is_struct_tree and k == "/P"):
                    continue
                if not isinstance(v, _ENTERED):
                    continue
                walk(
                    v,
                    cur_path.cons(k),
                    seen_in_path,
                    page_tree_objs,
                    is_struct_tree
                    or (
                        cur_path.head == "/StructTreeRoot"
                        and k == "/K"
                        and cur_path.tail == root_only
                    ),
                    struct_tree_objs,
                )
        elif isinstance(obj, generic.ArrayObject):
            for ix, v in enumerate(obj):
                if not isinstance(v, _ENTERED):
                    continue
                walk(
                    v,
                    cur_path.cons(ix),
                    seen_in_path,
                    page_tree_objs,
                    is_struct_tree,
                    struct_tree_objs,
                )

    def page_tree_refs(pages_obj: Any, path: Any) -> Iterator[tuple[generic.Reference, Any]]:
        for ix, kid in enumerate(pages_obj["/Kids"]):
            kid_path = path.cons("/Kids").cons(ix)
            if isinstance(kid, generic.IndirectObject):
                yield kid.reference, kid_path
            kid = kid.get_object()
            if kid.get("/Type", None) == "/Pages":
                yield from page_tree_refs(kid, kid_path)

    def struct_tree_refs(struct_elem: Any) -> Iterator[generic.Reference]:
        try:
            children = struct_elem["/K"]
        except KeyError:
            return
        if not isinstance(children, generic.ArrayObject):
            children = (children,)
        for child in children:
            child_ref = None
            if isinstance(child, generic.IndirectObject):
                child_ref = child.reference
                child = child.get_object()
            if not isinstance(child, generic.DictionaryObject):
                continue
            try:
                if child["/Type"] != "/StructElem":
                    continue
            except KeyError:
                pass
            if child_ref is not None:
                yield child_ref
            yield from struct_tree_refs(child)

    pages_ref = self.root.raw_get("/Pages")
    pages_path = misc.ConsList.sing("/Root").cons("/Pages")
    page_tree_nodes: dict[generic.Reference, Any] = {}
    if isinstance(pages_ref, generic.IndirectObject):
        page_tree_nodes[pages_ref.reference] = pages_path
    for ref, path in page_tree_refs(pages_ref.get_object(), pages_path):
        if ref in page_tree_nodes:
            raise misc.PdfReadError("Circular reference in page tree in mapping stage")
        page_tree_nodes[ref] = path
    struct_tree_nodes: set[generic.Reference] = set()
    try:
        struct_tree_root_ref = self.root.raw_get("/StructTreeRoot")
        struct_tree_root = struct_tree_root_ref.get_object()
        for ref in struct_tree_refs(struct_tree_root):
            if ref in struct_tree_nodes:
                raise misc.PdfReadError("Circular reference in structure tree in mapping stage")
            struct_tree_nodes.add(ref)
    except KeyError:
        pass
    walk(
        self.trailer_view,
        misc.ConsList.empty(),
        misc.ConsList.empty(),
        page_tree_nodes,
        False,
        struct_tree_nodes,
    )
    self._indirect_object_access_cache = {
        ref: {RawPdfPath(*reversed(list(p))) for p in paths} for ref, paths in collected.items()
    }
