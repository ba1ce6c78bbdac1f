from delegate_app.cli import main

raise SystemExit(main())
