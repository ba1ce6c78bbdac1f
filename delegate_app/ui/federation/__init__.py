"""The federation's window: the inbox of every club's actas (`delegado federacion ventana`)."""
