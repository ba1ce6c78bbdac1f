from delegate_app.ui import platform_check


def test_missing_libraries_are_named_by_package():
    sonames = {"libc.so.6": "libc6", "libdefinitivamente-no-existe.so.9": "paquete-inventado"}
    assert platform_check.missing_libraries(sonames) == ["paquete-inventado"]


def test_missing_xcb_libraries_produce_an_install_command(monkeypatch):
    monkeypatch.setattr(platform_check.sys, "platform", "linux")
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr(platform_check, "missing_libraries", lambda: ["libxcb-cursor0"])
    problem = platform_check.display_problem()
    assert "sudo apt-get install libxcb-cursor0" in problem


def test_offscreen_needs_nothing(monkeypatch):
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert platform_check.display_problem() is None
