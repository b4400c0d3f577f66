notice(mod::nope(1))
