node /^(t)/ { define d() { } }
