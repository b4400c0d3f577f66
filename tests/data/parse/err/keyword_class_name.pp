class elsif { }
