function f(Collection[2] $b) {}
f('x')
