define d() { notify { "d sees ${nodevar}": } }
node default { $nodevar = 'nv' d { 'x': } }
