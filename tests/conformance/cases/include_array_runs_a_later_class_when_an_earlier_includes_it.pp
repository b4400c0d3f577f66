# `include a, b` adds both classes, then runs a; a's `include b` runs b
# there and then (its resource is in the catalog, not yet evaluated), so
# b's resources come before a's own.
class a { include b notify { 'a': } }
class b { notify { 'b': } }
class c inherits p { notify { 'c': } }
class p { notify { 'p': } }
class d { include c notify { 'd': } }
include a, b
[d, c, p].include
