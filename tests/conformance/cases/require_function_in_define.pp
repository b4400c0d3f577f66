class base { notify { 'b': } }
define d() { require base notify { "d-${title}": } }
d { 'one': }
