notice(mod::f())
