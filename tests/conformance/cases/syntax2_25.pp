function f() { } notify { f(): }
