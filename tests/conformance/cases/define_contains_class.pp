class inner { notify { 'i': } }
define d() { contain inner }
d { 'x': }
