define d() { e { 'inner': } }
define e() { notify { 'deep': } }
d { 'x': tag => 'mytag', noop => true }
