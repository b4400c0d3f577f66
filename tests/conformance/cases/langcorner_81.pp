function f() { /foo/ } notify { "a": message => String(f()) }
